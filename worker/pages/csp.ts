// Content-Security-Policy of every HTML page (and, as a meta tag, of the native app's page:
// scripts/build-native.mjs). Scripts: our own files, the one inline config script (by hash) and
// what Firebase Auth loads for its popup; nothing else inline can run. Every outside host comes
// from the table of outside services (src/shared/outside-services.ts `outsideCspSources()`), so a
// host the table does not list cannot be reached from a page.
import type { OutsideCspSources } from '../../src/shared/outside-services'

const HOST_PORT = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i
const HOSTNAME = /^[a-z0-9.-]+$/i

/** `http(s)://host[:port]` of a configured URL, or null when it is empty or not a web URL. */
export function webOrigin(value: string): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

export interface CspInput {
  /** sha256-… sources of the inline scripts the page may run. */
  scriptHashes: string[]
  apiBase: string
  authDomain: string
  authEmulatorHost: string
  /** Tile URL templates of the maps: their origins may serve images, and only those. */
  tileUrls: string[]
  https: boolean
  /** The outside services' hosts per directive (`outsideCspSources()`). */
  outside: OutsideCspSources
}

/** The policy for a normal page and for an `embed=1` page (which other sites may frame). */
export function contentSecurityPolicies(input: CspInput): { page: string; embed: string } {
  const emulator = HOST_PORT.test(input.authEmulatorHost)
    ? `http://${input.authEmulatorHost}`
    : null
  const api = webOrigin(input.apiBase)
  const authFrame = HOSTNAME.test(input.authDomain) ? `https://${input.authDomain}` : null
  const list = (...sources: (string | null)[]) => sources.filter(Boolean).join(' ')
  // Template placeholders are not part of the origin: {z}/{x}/{y} sit in the path.
  const tiles = [...new Set(input.tileUrls.map((url) => webOrigin(url.replace(/[{}]/g, ''))))]
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...input.scriptHashes.map((h) => `'${h}'`), ...input.outside.script, emulator)}`,
    // React sets styles through the CSSOM (allowed); style attributes in markup written by
    // libraries (map popups, Firebase's hidden iframes) need style-src-attr, style sheets do not.
    `style-src 'self'`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list(
      "'self'",
      'data:',
      'blob:',
      // Media from the API's host; avatars of social accounts on the identity providers' hosts.
      api,
      ...input.outside.img,
      ...tiles,
    )}`,
    `media-src ${list("'self'", 'blob:', api)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", api, ...input.outside.connect, emulator)}`,
    `frame-src ${list(authFrame, ...input.outside.frame, emulator) || "'none'"}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    ...(input.https ? ['upgrade-insecure-requests'] : []),
  ]
  const base = directives.join('; ')
  return { page: `${base}; frame-ancestors 'none'`, embed: `${base}; frame-ancestors *` }
}

/** The CSP source of an inline script's text: 'sha256-<base64>' without the quotes. */
export async function scriptHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  let binary = ''
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte)
  return `sha256-${btoa(binary)}`
}
