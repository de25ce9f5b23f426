// Placeholder until the accounts issue lands (owned by src/features/auth).
export function RegisterPage() {
  return <main className="page" />
}
