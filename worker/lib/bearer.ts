/** The bearer token of an Authorization header, or null when it carries none. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((header ?? '').trim())
  return match?.[1] ?? null
}
