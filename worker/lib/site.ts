import {
  INTERNATIONAL_LANGS,
  type InternationalLang,
  LANGS,
  type Lang,
} from '../../src/shared/sites'

export interface Site {
  lang: Lang
  international: boolean
  /** The host as requested, normalized (lower case, no trailing dot), with its port. */
  host: string
  /** The main (Japanese) site's host with the same port, e.g. example.jp or localhost:8787. */
  mainHost: string
  protocol: 'http:' | 'https:'
}

/** Each international site's host prefix is its language code. */
const PREFIXES: ReadonlyMap<string, InternationalLang> = new Map(
  INTERNATIONAL_LANGS.map((lang) => [lang, lang]),
)

// Hostnames are letters, digits, hyphens and dots; anything else is garbage and gets the main site.
const HOSTNAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/
const PORT = /^\d{1,5}$/
// A Host header longer than this is never one of ours; stop looking at it before any work.
const MAX_HOST_LENGTH = 300

/** The configured main host, normalized like a Host header (lower case, no port, no dot). */
function normalizeMainHost(siteHost: string): string {
  const trimmed = siteHost.trim().toLowerCase().replace(/\.+$/, '')
  const colon = trimmed.indexOf(':')
  return colon >= 0 ? trimmed.slice(0, colon) : trimmed
}

/**
 * `en.`, `ko.`, `zh-hans.`, `zh-hant.` in front of the configured main host (or of
 * localhost) select an international site; every other host, however malformed, is the main site.
 *
 * Only our own host names (the main host, localhost, and sub-domains of either) are echoed back
 * into `host`/`mainHost`: those end up in absolute URLs (canonical, og:url, hreflang), so a forged
 * Host header such as `evil.com` gets links to the configured main host, never to itself.
 */
export function resolveSite(
  hostHeader: string | null | undefined,
  requestUrl: string,
  siteHost: string,
): Site {
  // Read off the URL string: this runs on every request, and a URL object per request is one
  // more runtime object for the garbage collector (bench/api counts its pauses).
  const protocol = requestUrl.startsWith('https:') ? 'https:' : 'http:'
  const main = normalizeMainHost(siteHost)
  const mainSite = (name: string, port = ''): Site => {
    const host = port ? `${name}:${port}` : name
    return { lang: 'ja', international: false, host, mainHost: host, protocol }
  }
  const header = hostHeader ?? new URL(requestUrl).host
  if (header.length > MAX_HOST_LENGTH) return mainSite(main)

  const raw = header.trim().toLowerCase()
  const colon = raw.lastIndexOf(':')
  let hostname = colon >= 0 ? raw.slice(0, colon) : raw
  const port = colon >= 0 ? raw.slice(colon + 1) : ''
  if (colon >= 0 && (!PORT.test(port) || Number(port) > 65535)) return mainSite(main)
  hostname = hostname.replace(/\.+$/, '')
  if (hostname.length > 253 || !HOSTNAME.test(hostname)) return mainSite(main)

  const withPort = (name: string) => (port ? `${name}:${port}` : name)
  const dot = hostname.indexOf('.')
  if (dot > 0) {
    const prefix = hostname.slice(0, dot)
    const rest = hostname.slice(dot + 1)
    const lang = PREFIXES.get(prefix)
    if (lang && (rest === main || rest === 'localhost')) {
      return {
        lang,
        international: true,
        host: withPort(hostname),
        mainHost: withPort(rest),
        protocol,
      }
    }
  }
  if (hostname === main || hostname === 'localhost') return mainSite(hostname, port)
  // An unknown sub-domain of ours (or of localhost) is the main site, linked to its real host.
  if (hostname.endsWith(`.${main}`))
    return { ...mainSite(hostname, port), mainHost: withPort(main) }
  if (hostname.endsWith('.localhost')) {
    return { ...mainSite(hostname, port), mainHost: withPort('localhost') }
  }
  // Somebody else's name (or an IP literal): the main site on the configured host.
  return mainSite(main)
}

/** Origin of the site of `lang` next to `site` (same scheme and port). */
export function siteOrigin(site: Site, lang: Lang): string {
  return `${site.protocol}//${lang === 'ja' ? site.mainHost : `${lang}.${site.mainHost}`}`
}

// Our own sites: the main host and its language sub-domains, on the configured host, on localhost
// (development), or on the host this request came to (a preview deployment).
function ownHostnames(base: string): string[] {
  return LANGS.map((lang) => (lang === 'ja' ? base : `${lang}.${base}`))
}

/** True when `url` is on one of our sites: the main host, localhost, or the requested host. */
export function isOwnSiteUrl(url: URL, site: Site, siteHost: string): boolean {
  if (url.username || url.password) return false
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const hostname = url.hostname.toLowerCase()
  // Local development: any port, either scheme.
  if (ownHostnames('localhost').includes(hostname)) return true
  // The configured main host family: https on the default port.
  if (
    url.protocol === 'https:' &&
    url.port === '' &&
    ownHostnames(siteHost.toLowerCase()).includes(hostname)
  ) {
    return true
  }
  // The host this request came to (e.g. a preview deployment): its own scheme and port.
  const [mainName = '', mainPort = ''] = site.mainHost.split(':')
  return (
    url.protocol === site.protocol &&
    url.port === mainPort &&
    ownHostnames(mainName).includes(hostname)
  )
}
