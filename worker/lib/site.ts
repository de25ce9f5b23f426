import type { InternationalLang, Lang } from '../../src/shared/sites'

export interface Site {
  lang: Lang
  international: boolean
  /** The host as requested, normalized (lower case, no trailing dot), with its port. */
  host: string
  /** The main (Japanese) site's host with the same port, e.g. example.jp or localhost:8787. */
  mainHost: string
  protocol: 'http:' | 'https:'
}

const PREFIXES: Record<string, InternationalLang> = {
  en: 'en',
  ko: 'ko',
  'zh-hans': 'zh-hans',
  'zh-hant': 'zh-hant',
}

// Hostnames are letters, digits, hyphens and dots; anything else is garbage and gets the main site.
const HOSTNAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/
const PORT = /^\d{1,5}$/

/**
 * DESIGN.md §2: `en.`, `ko.`, `zh-hans.`, `zh-hant.` in front of the configured main host (or of
 * localhost) select an international site; every other host, however malformed, is the main site.
 */
export function resolveSite(
  hostHeader: string | null | undefined,
  url: URL,
  siteHost: string,
): Site {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:'
  const raw = (hostHeader ?? url.host).trim().toLowerCase()
  const colon = raw.lastIndexOf(':')
  let hostname = colon >= 0 ? raw.slice(0, colon) : raw
  let port = colon >= 0 ? raw.slice(colon + 1) : ''
  if (port !== '' && !PORT.test(port)) port = ''
  hostname = hostname.replace(/\.+$/, '')
  const withPort = (name: string) => (port ? `${name}:${port}` : name)
  const main = siteHost.toLowerCase()
  const mainSite = (name: string): Site => ({
    lang: 'ja',
    international: false,
    host: withPort(name),
    mainHost: withPort(name),
    protocol,
  })

  if (hostname.length > 253 || !HOSTNAME.test(hostname)) return mainSite(main)
  const dot = hostname.indexOf('.')
  if (dot > 0) {
    const prefix = hostname.slice(0, dot)
    const rest = hostname.slice(dot + 1)
    const lang = PREFIXES[prefix]
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
  // An unknown sub-domain of ours (or of localhost) is the main site, linked to its real host.
  if (hostname.endsWith(`.${main}`)) return { ...mainSite(hostname), mainHost: withPort(main) }
  if (hostname.endsWith('.localhost'))
    return { ...mainSite(hostname), mainHost: withPort('localhost') }
  return mainSite(hostname)
}

/** Origin of the site of `lang` next to `site` (same scheme and port). */
export function siteOrigin(site: Site, lang: Lang): string {
  return `${site.protocol}//${lang === 'ja' ? site.mainHost : `${lang}.${site.mainHost}`}`
}
