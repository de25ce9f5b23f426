import { LANGS } from '../../src/shared/sites'
import { type Site, siteOrigin } from '../lib/site'

// Links in emails. A client may say where its verify-email page lives (Verify_url, spec §7), but
// only our own sites are accepted, so nobody can make us mail a link to someone else's server.

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

export function verificationLink(
  site: Site,
  siteHost: string,
  verifyUrl: string | null | undefined,
  token: string,
): string {
  if (verifyUrl) {
    try {
      const url = new URL(verifyUrl)
      if (isOwnSiteUrl(url, site, siteHost)) {
        url.hash = ''
        url.searchParams.set('token', token)
        return url.href
      }
    } catch {
      // Not a URL: the default link below.
    }
  }
  return `${siteOrigin(site, 'ja')}/app/verify-email?token=${token}`
}

export function resetLink(site: Site, token: string): string {
  return `${siteOrigin(site, 'ja')}/app/reset-password/${token}`
}
