// Where to go after signing in: the `redirect` query target the guards set, when it is
// a plain path on this site; anything a browser could read as another origin is ignored.

const AUTH_PAGES =
  /^\/app\/(login|register|forgot-password|reset-password|verify-email|auth\/callback)(\/|$)/

const DEFAULT_AFTER_LOGIN = '/app'
const BASE = 'https://jimoto.invalid'

export function afterLoginTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect')
  if (!raw || raw.length > 2048 || hasUnsafeCharacters(raw)) return DEFAULT_AFTER_LOGIN
  if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_AFTER_LOGIN
  try {
    // Resolved against a placeholder origin: a path that leaves it would leave our site too.
    const url = new URL(raw, BASE)
    if (url.origin !== BASE || AUTH_PAGES.test(url.pathname)) {
      return DEFAULT_AFTER_LOGIN
    }
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return DEFAULT_AFTER_LOGIN
  }
}

/** Backslashes and control characters: URL parsers drop or reinterpret them. */
function hasUnsafeCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (char === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}
