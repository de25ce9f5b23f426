// Where a `redirect` query may send a visitor: only to a path on this site. Anything a browser
// could read as another origin (`//evil.com`, `/\evil.com`, `javascript:`, `https://…`) or that
// hides characters a URL parser strips or reinterprets (tabs, newlines, other control
// characters, the backslash some browsers read as '/') is refused.

const MAX_TARGET_LENGTH = 2048
// A placeholder origin: a path that resolves outside it would leave our site too.
const BASE = 'https://jimoto.invalid'

/** C0/C1 control characters and the backslash. */
function hasControlOrBackslash(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || ch === '\\') return true
  }
  return false
}

/** The target as a root-relative path (with its query and hash), or null when it is not one. */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_TARGET_LENGTH || hasControlOrBackslash(raw)) return null
  // Only a root-relative path; `//host` is protocol-relative, i.e. another site.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  return `${url.pathname}${url.search}${url.hash}`
}
