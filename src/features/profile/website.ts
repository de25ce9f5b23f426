/** Only web addresses become links: never javascript:, data: or anything else. */
export function safeWebsite(
  url: string | null | undefined,
): { href: string; label: string } | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  const label = `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}`
  return { href: parsed.href, label }
}
