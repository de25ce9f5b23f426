// Placeholder until the accounts issue lands (owned by src/features/auth).
export function TestEmailVerificationPage() {
  return <main className="page" />
}
