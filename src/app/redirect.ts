import { GUARDED_APP_ROUTES, matchPattern } from '../shared/routes'

// Guards send a visitor to a `redirect` target only when it is a path on this site: anything that
// a browser could read as another origin (`//evil.com`, `/\evil.com`, `javascript:`, `https://…`)
// or that hides characters a URL parser strips (tabs, newlines, other control characters) is
// refused, and the guard falls back to its default.

const MAX_TARGET_LENGTH = 2048

/** C0/C1 control characters (tab, newline, NUL…) and the backslash some browsers read as '/'. */
function hasControlOrBackslash(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || ch === '\\') return true
  }
  return false
}

export function safeRedirectTarget(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw || raw.length > MAX_TARGET_LENGTH) return null
  if (hasControlOrBackslash(raw)) return null
  // Only a root-relative path; `//host` is protocol-relative, i.e. another site.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  // A guarded page would only bounce a logged-out visitor again.
  if (url.pathname.startsWith('/app/')) {
    const subpath = url.pathname.slice('/app/'.length).replace(/\/+$/, '')
    if (matchPattern(GUARDED_APP_ROUTES, subpath)) return null
  }
  return `${url.pathname}${url.search}${url.hash}`
}
