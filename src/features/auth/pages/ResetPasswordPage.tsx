// Placeholder until the accounts issue lands (owned by src/features/auth).
export function ResetPasswordPage() {
  return <main className="page" />
}
