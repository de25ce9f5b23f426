// Where a notification's data.target_url may lead: only http(s). Our own pages open in
// the app (no reload); other sites open outside it (the in-app browser on native). javascript:,
// data:, protocol-relative and anything unparsable are refused.

type Target = { kind: 'internal'; path: string } | { kind: 'external'; url: string }

export function resolveTarget(raw: string | null | undefined, origin: string): Target | null {
  if (!raw) return null
  const value = raw.trim()
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return internal(new URL(value, origin))
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin === origin) return internal(url)
  return { kind: 'external', url: url.href }
}

function internal(url: URL): Target {
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
}
