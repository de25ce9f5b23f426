// Where the app may be sent by a value it read from a URL or a message: the `redirect` target of
// the guards and the login page, the page a social sign-in returns to, and a notification's
// `target_url` (the Worker checks those when an admin writes them). Only a plain path of this site
// is followed inside the app; anything a browser could read as another origin (`//evil.com`,
// `/\evil.com`, `/.//evil.com` once its dot segments are resolved, `javascript:`, `https://…`) or
// that hides characters URL parsers strip or reinterpret (tabs, newlines, other controls) is not.

import { pathTo } from './links'
import { appSubpath, GUARDED_APP_ROUTES, matchPattern } from './routes'
import { LANGS } from './sites'

const DEFAULT_GUARD_TARGET = pathTo('/app/timeline')

/** Guarded pages whose logged-out visitors go somewhere of their own. */
const LOGGED_OUT_DESTINATIONS = new Map([['event-upload', pathTo('/app/event-auth')]])

/** Longer values are no link a person wrote. */
export const MAX_TARGET_LENGTH = 2048

// Paths are resolved against a placeholder: a path that leaves it would leave our site too.
const PLACEHOLDER_ORIGIN = 'https://jimoto.invalid'

/** C0/C1 control characters (tab, newline, NUL…) and the backslash browsers read as '/'. */
function hasUnsafeCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (char === '\\' || code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/** Root-relative, and not `//host` (protocol-relative: another site). */
const isRootPath = (text: string) => text.startsWith('/') && !text.startsWith('//')

/** The path part of a same-site target (without query and fragment). */
export const pathOf = (target: string) => target.replace(/[?#].*$/s, '')

/**
 * `raw` as a path of this site (path, query and fragment, dot segments resolved), or null when it
 * is anything else.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_TARGET_LENGTH || hasUnsafeCharacters(raw) || !isRootPath(raw)) {
    return null
  }
  let url: URL
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  // Resolving `/a/..//evil.com` gives `//evil.com`: what is followed must pass the rule too.
  return url.origin === PLACEHOLDER_ORIGIN && isRootPath(path) ? path : null
}

/**
 * Where a guard sends a logged-out visitor: the page's own destination (event-upload →
 * event-auth), else the `redirect` query target when it is a path of this site and not a guarded
 * page (which would only bounce them again), else the timeline. The SPA's guard and the edge (which
 * lets the page's starter script leave before the app loads) apply the same rule.
 */
export function loggedOutDestination(pattern: string, redirectQuery: string | null): string {
  return (
    LOGGED_OUT_DESTINATIONS.get(pattern) ??
    safeRedirectTarget(redirectQuery) ??
    DEFAULT_GUARD_TARGET
  )
}

/** A `redirect` target a guard may follow, or null. */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  const target = sameSitePath(raw)
  if (target === null) return null
  const pathname = pathOf(target)
  const subpath = appSubpath(pathname)
  if (subpath !== null && matchPattern(GUARDED_APP_ROUTES, subpath)) return null
  return target
}

/** Where a notification leads: a page of the app, or another http(s) site (opened outside it). */
export type PushTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string }

/**
 * A notification's `target_url` may only be a path of this site or an http(s) URL
 * (`origin`: the app's own, whose absolute URLs open inside the app too). javascript:, data:,
 * protocol-relative and unparsable values lead nowhere.
 */
export function pushTarget(raw: string | null | undefined, origin?: string): PushTarget | null {
  const value = raw?.trim()
  if (!value || value.length > MAX_TARGET_LENGTH) return null
  if (value.startsWith('/')) {
    const path = sameSitePath(value)
    return path === null ? null : { kind: 'internal', path }
  }
  if (hasUnsafeCharacters(value) || !/^https?:\/\/\S+$/i.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.origin === origin) {
    const path = sameSitePath(`${url.pathname}${url.search}${url.hash}`)
    return path === null ? null : { kind: 'internal', path }
  }
  return { kind: 'external', url: url.href }
}

/**
 * `raw` when it is a page of one of this site's international siblings (`en.` `ko.` `zh-hans.`
 * `zh-hant.` in front of `siteHost`, same scheme and port): where a visitor who came from one of
 * them to log in on the main site goes back to. Anything else is null.
 */
export function siblingSiteTarget(
  raw: string | null | undefined,
  site: { siteHost: string; protocol: string },
): string | null {
  if (!raw || raw.length > MAX_TARGET_LENGTH || hasUnsafeCharacters(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const siblings = LANGS.filter((lang) => lang !== 'ja').map((lang) => `${lang}.${site.siteHost}`)
  if (url.protocol !== site.protocol || !siblings.includes(url.host)) return null
  if (url.username || url.password) return null
  const path = sameSitePath(`${url.pathname}${url.search}${url.hash}`)
  return path === null ? null : `${url.origin}${path}`
}
