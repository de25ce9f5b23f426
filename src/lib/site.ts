import { pathTo } from '../shared/links'
import { type Lang, SITE_LANGUAGES, type SiteConfig } from '../shared/sites'

/**
 * The site config the edge injected; in the native shell, the one its build baked in. Outside a
 * served page (unit tests), a main-site default of this build's language stands in.
 */
export const site: SiteConfig = window.__SITE__ ??
  __NATIVE_CONFIG__?.site ?? {
    lang: __LANG__,
    international: __INTERNATIONAL__,
    translateLang: SITE_LANGUAGES[__LANG__].translateLang,
    apiBase: '',
    siteHost: window.location.host,
    protocol: window.location.protocol === 'https:' ? 'https:' : 'http:',
    firebase: {
      apiKey: '',
      authDomain: '',
      projectId: '',
      appId: '',
      messagingSenderId: '',
      authEmulatorHost: null,
    },
    vapidKey: '',
    mapTileUrl: 'https://cyberjapandata.gsi.go.jp/xyz/pale/{z}/{x}/{y}.png',
    hazardTileUrl: 'https://disaportaldata.gsi.go.jp/raster',
    townHazardMapUrl: '',
    townName: '',
    townLineUrl: '',
    native: false,
    developerUrl: 'https://example.jp/',
    business: { name: '', representative: '', address: '', phone: '', email: '' },
  }

/** Origin of the sibling site in `lang` (the Japanese main site for 'ja'). */
export function siteOriginFor(lang: Lang): string {
  const host = lang === 'ja' ? site.siteHost : `${lang}.${site.siteHost}`
  return `${site.protocol}//${host}`
}

/**
 * The login that brings the visitor back to `back` (a path of this site) afterwards. Accounts
 * live on the main site: an international site links to its login with the full address of its
 * own page, and the login hands the session over to this site on the way back.
 */
export function loginHref(back: string): string {
  if (!__INTERNATIONAL__) return pathTo('/app/login', { redirect: back })
  const here = `${window.location.origin}${back}`
  return `${siteOriginFor('ja')}${pathTo('/app/login', { redirect: here })}`
}
