// The five sites: the Japanese main host and en. ko. zh-hans. zh-hant. sub-domains. Shared by the Worker (host resolution, meta) and the SPA
// (API headers, language links), so the two can never disagree about a language code.

export const LANGS = ['ja', 'en', 'ko', 'zh-hans', 'zh-hant'] as const
export type Lang = (typeof LANGS)[number]

export type InternationalLang = Exclude<Lang, 'ja'>
/** The international sites' languages, in the list's order: what the translation queue writes. */
export const INTERNATIONAL_LANGS = LANGS.filter((lang): lang is InternationalLang => lang !== 'ja')

interface SiteLanguage {
  /** Value of `<html lang>` and hreflang. */
  htmlLang: string
  /** NLLB code sent as X-Translate-Lang; null on the main site. */
  translateLang: string | null
  /** Open Graph locale. */
  ogLocale: string
  /** Name of the language in itself, for language pickers. */
  nativeName: string
}

export const SITE_LANGUAGES: Record<Lang, SiteLanguage> = {
  ja: { htmlLang: 'ja', translateLang: null, ogLocale: 'ja_JP', nativeName: '日本語' },
  en: { htmlLang: 'en', translateLang: 'eng_Latn', ogLocale: 'en_US', nativeName: 'English' },
  ko: { htmlLang: 'ko', translateLang: 'kor_Hang', ogLocale: 'ko_KR', nativeName: '한국어' },
  'zh-hans': {
    htmlLang: 'zh-Hans',
    translateLang: 'zho_Hans',
    ogLocale: 'zh_CN',
    nativeName: '简体中文',
  },
  'zh-hant': {
    htmlLang: 'zh-Hant',
    translateLang: 'zho_Hant',
    ogLocale: 'zh_TW',
    nativeName: '繁體中文',
  },
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** `target_scope` query value of an international site. */
export function targetScope(lang: InternationalLang): string {
  return `international:${lang}`
}

/**
 * The query every API request of a site carries (docs/product.md, sites and languages): `target_scope` on an international
 * site, nothing on the main one. Part of every boot data key (bootDataKey).
 */
export function siteQuery(lang: Lang): Record<string, string> {
  return lang === 'ja' ? {} : { target_scope: targetScope(lang) }
}

/**
 * User-agent suffix the Capacitor shell appends (capacitor.config.ts `appendUserAgent`),
 * so the edge and the client apply the same native-only route rule.
 */
export const NATIVE_UA_SUFFIX = 'JimotoNative'

/** The config the edge injects into every page as `window.__SITE__`. */
export interface SiteConfig {
  lang: Lang
  international: boolean
  translateLang: string | null
  /** API origin without trailing slash; '' means same origin. */
  apiBase: string
  /** The main (Japanese) host, e.g. example.jp or localhost:8787. */
  siteHost: string
  /** Scheme of the site, for building links to sibling sites. */
  protocol: 'http:' | 'https:'
  firebase: {
    apiKey: string
    authDomain: string
    projectId: string
    appId: string
    messagingSenderId: string
    /** host:port of the Auth emulator in development, else null. */
    authEmulatorHost: string | null
  }
  vapidKey: string
  /** XYZ template of the base map's raster tiles ({z}/{x}/{y}), wrangler.toml MAP_TILE_URL. */
  mapTileUrl: string
  /** Base of the hazard map portal's overlay tiles (`<base>/<layer>/{z}/{x}/{y}.png`), HAZARD_TILE_URL. */
  hazardTileUrl: string
  /** The town's own hazard map, TOWN_HAZARD_MAP_URL. */
  townHazardMapUrl: string
  /** The town's name in the site's language (TOWN_NAMES, src/shared/town-name.ts); '' if none. */
  townName: string
  /** The town's LINE公式アカウント friend-add link (TOWN_LINE_ACCOUNT_URL, checked), or ''. */
  townLineUrl: string
  native: boolean
  developerUrl: string
  /** Operator details for the 特定商取引法 page (wrangler.toml BUSINESS_*). */
  business: {
    name: string
    representative: string
    address: string
    phone: string
    email: string
  }
}
