import { pathTo } from '../../src/shared/links'
import { isOwnSiteUrl, type Site, siteOrigin } from '../lib/site'

// Links in emails. A client may say where its verify-email page lives (Verify_url), but
// only our own sites are accepted, so nobody can make us mail a link to someone else's server.

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
  return `${siteOrigin(site, 'ja')}${pathTo('/app/verify-email', { token })}`
}

export function resetLink(site: Site, token: string): string {
  return `${siteOrigin(site, 'ja')}${pathTo('/app/reset-password/:token', { token })}`
}

export function emailChangeLink(site: Site, token: string): string {
  return `${siteOrigin(site, 'ja')}${pathTo('/app/settings', { confirm_email: token })}`
}
