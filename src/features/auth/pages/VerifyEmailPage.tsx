// Placeholder until the accounts issue lands (owned by src/features/auth).
export function VerifyEmailPage() {
  return <main className="page" />
}
