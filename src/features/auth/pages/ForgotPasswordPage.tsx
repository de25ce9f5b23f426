// Placeholder until the accounts issue lands (owned by src/features/auth).
export function ForgotPasswordPage() {
  return <main className="page" />
}
