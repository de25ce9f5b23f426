// Placeholder until the accounts issue lands (owned by src/features/auth).
export function AuthCallbackPage() {
  return <main className="page" />
}
