import { lineFriendUrl } from '../../src/shared/line-account'
import { SITE_LANGUAGES, type SiteConfig } from '../../src/shared/sites'
import { townNameFor } from '../../src/shared/town-name'
import type { Site } from '../lib/site'

/** The `window.__SITE__` object (src/shared/sites.ts `SiteConfig`) for one request. */
export function siteConfig(env: Env, site: Site, native: boolean): SiteConfig {
  return {
    lang: site.lang,
    international: site.international,
    translateLang: SITE_LANGUAGES[site.lang].translateLang,
    apiBase: env.API_BASE.replace(/\/+$/, ''),
    siteHost: site.mainHost,
    protocol: site.protocol,
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN,
      projectId: env.FIREBASE_PROJECT_ID,
      appId: env.FIREBASE_APP_ID,
      messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID,
      authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    },
    vapidKey: env.FIREBASE_VAPID_KEY,
    mapTileUrl: env.MAP_TILE_URL,
    hazardTileUrl: env.HAZARD_TILE_URL,
    townHazardMapUrl: env.TOWN_HAZARD_MAP_URL,
    townName: townNameFor(site.lang, env.TOWN_NAMES, env.SHELTER_TOWN),
    townLineUrl: lineFriendUrl(env.TOWN_LINE_ACCOUNT_URL) ?? '',
    native,
    developerUrl: env.DEVELOPER_URL,
    business: {
      name: env.BUSINESS_NAME,
      representative: env.BUSINESS_REPRESENTATIVE,
      address: env.BUSINESS_ADDRESS,
      phone: env.BUSINESS_PHONE,
      email: env.BUSINESS_EMAIL,
    },
  }
}
