// Placeholder until the accounts issue lands (owned by src/features/auth).
export function LoginPage() {
  return <main className="page" />
}
