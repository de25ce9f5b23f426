// Placeholder until the accounts issue lands: it will load /auth/me for a stored token (spec §4).
export function AuthBootstrap() {
  return null
}
