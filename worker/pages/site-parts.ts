import { outsideCspSources } from '../../src/shared/outside-services'
import { LANGS, type Lang, SITE_LANGUAGES } from '../../src/shared/sites'
import { runtimeEnv } from '../lib/d1-session'
import { type Site, siteOrigin } from '../lib/site'
import { siteConfig } from './config'
import { SITE_COPY } from './copy'
import { contentSecurityPolicies, scriptHash, webOrigin } from './csp'
import { escapeHtml, jsonForScript } from './escape'
import { hashText } from './etag'
import { metaTags, type PageMeta, type ShareImage } from './meta'
import { pageHints } from './page-hints'
import { routeTexts } from './route-titles'
import { loadTemplate, type PageTemplate } from './template'

/** The default share card (public/og-default.png). */
export const DEFAULT_CARD = { path: '/og-default.png', width: 1200, height: 630 }

/**
 * Everything about a page that depends only on the site (language, host, scheme), the native
 * flag and the configuration, computed once per isolate: pages then cost a few concatenations.
 */
export interface SiteParts {
  lang: Lang
  template: PageTemplate
  /** Origin of this site (the canonical host of its language). */
  origin: string
  /** Where `/media/<key>` is served: the API_BASE origin if set, else this site. */
  mediaOrigin: string
  /** `<link rel="alternate" hreflang="…" href="<origin>` for each site and x-default. */
  alternatePrefixes: string[]
  /** og:locale and og:locale:alternate. */
  localeTags: string
  configScript: string
  defaultImage: ShareImage
  /** Head tags of the default page and of the 404 page (metaTags output). */
  defaultTags: string
  notFoundTags: string
  /** Head tags of each route with a title of its own, by route pattern (route-titles.ts). */
  routeTags: Record<string, string>
  headers: { page: Record<string, string>; embed: Record<string, string> }
  /** Preload tags of each hinted page's chunks, by route pattern (page-hints.ts). */
  pageHints: Record<string, string>
  /** Fingerprint of everything above and the template: the constant half of every ETag. */
  hash: string
}

// Bounded: the key contains the port, which a client chooses. Oldest entries go first.
const MAX_ENTRIES = 64
const cache = new Map<string, Promise<SiteParts>>()

export function getSiteParts(env: Env, site: Site, native: boolean): Promise<SiteParts> {
  const key = `${site.lang}|${site.protocol}|${site.mainHost}|${native ? 1 : 0}|${envKey(env)}`
  let parts = cache.get(key)
  if (!parts) {
    if (cache.size >= MAX_ENTRIES) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
    parts = buildSiteParts(env, site, native)
    cache.set(key, parts)
    // A failed build (template missing) must not stick: the next request tries again.
    parts.catch(() => cache.delete(key))
  }
  return parts
}

// Tests and `wrangler dev --var` may run the same isolate with other values.
let lastEnv: Env | null = null
let lastEnvKey = ''
function envKey(requestEnv: Env): string {
  const env = runtimeEnv(requestEnv)
  if (env === lastEnv) return lastEnvKey
  lastEnv = env
  lastEnvKey = [
    env.API_BASE,
    env.FIREBASE_API_KEY,
    env.FIREBASE_AUTH_DOMAIN,
    env.FIREBASE_PROJECT_ID,
    env.FIREBASE_APP_ID,
    env.FIREBASE_MESSAGING_SENDER_ID,
    env.FIREBASE_AUTH_EMULATOR_HOST,
    env.FIREBASE_VAPID_KEY,
    env.DEVELOPER_URL,
    env.BUSINESS_NAME,
    env.BUSINESS_REPRESENTATIVE,
    env.BUSINESS_ADDRESS,
    env.BUSINESS_PHONE,
    env.BUSINESS_EMAIL,
    env.MAP_TILE_URL,
    env.HAZARD_TILE_URL,
    env.TOWN_HAZARD_MAP_URL,
    env.TOWN_LINE_ACCOUNT_URL,
  ].join('\u0000')
  return lastEnvKey
}

/** Step 1: the headers of every page, and of an embedded one (which other sites may frame). */
function pageHeaders(env: Env, https: boolean, scriptHashes: string[]): SiteParts['headers'] {
  const csp = contentSecurityPolicies({
    scriptHashes,
    apiBase: env.API_BASE,
    authDomain: env.FIREBASE_AUTH_DOMAIN,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    tileUrls: [env.MAP_TILE_URL, env.HAZARD_TILE_URL],
    https,
    outside: outsideCspSources(),
  })
  const common: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Host, User-Agent',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Our own pages may ask for the position (map, stamp rally check-ins) and the camera (the
    // stamp rally's QR scanner); nothing else, and no framed page of another origin.
    'permissions-policy':
      'geolocation=(self), camera=(self), microphone=(), payment=(), usb=(), serial=(), midi=(), browsing-topics=()',
    // Firebase's sign-in popup reports back through window.opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
  return {
    page: { ...common, 'content-security-policy': csp.page, 'x-frame-options': 'DENY' },
    embed: { ...common, 'content-security-policy': csp.embed },
  }
}

/** Step 2: the same page on the other language sites (hreflang), and the og:locale tags. */
function languageLinks(site: Site, lang: Lang) {
  return {
    alternatePrefixes: [
      ...LANGS.map(
        (other) =>
          `<link rel="alternate" hreflang="${SITE_LANGUAGES[other].htmlLang}" href="${escapeHtml(siteOrigin(site, other))}`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(siteOrigin(site, 'ja'))}`,
    ],
    localeTags:
      `<meta property="og:locale" content="${SITE_LANGUAGES[lang].ogLocale}">` +
      LANGS.filter((other) => other !== lang)
        .map(
          (other) =>
            `<meta property="og:locale:alternate" content="${SITE_LANGUAGES[other].ogLocale}">`,
        )
        .join(''),
  }
}

/**
 * Step 3: the head tags of the default page, the 404 page and each route with a title of its
 * own, all with the default share card.
 */
function defaultHeadTags(lang: Lang, defaultImage: ShareImage) {
  const copy = SITE_COPY[lang]
  const website = (title: string, description: string, noindex: boolean): PageMeta => ({
    documentTitle: title,
    title,
    description,
    type: 'website',
    image: defaultImage,
    largeImage: true,
    noindex,
  })
  return {
    defaultTags: metaTags(website(copy.title, copy.description, false), copy.siteName),
    notFoundTags: metaTags(
      website(copy.notFoundTitle, copy.notFoundDescription, true),
      copy.siteName,
    ),
    routeTags: Object.fromEntries(
      Object.entries(routeTexts(lang)).map(([route, text]) => [
        route,
        metaTags(
          {
            ...website(
              `${text.title}${copy.titleSeparator}${copy.siteName}`,
              text.description ?? copy.description,
              false,
            ),
            title: text.title,
          },
          copy.siteName,
        ),
      ]),
    ),
  }
}

/** Steps 1 to 3 around the template and the config script, then the fingerprint (step 4). */
async function buildSiteParts(env: Env, site: Site, native: boolean): Promise<SiteParts> {
  const { lang } = site
  const template = await loadTemplate(env.ASSETS, lang)
  const origin = siteOrigin(site, lang)
  const configCode = `window.__SITE__=${jsonForScript(siteConfig(env, site, native))}`
  const scriptHashes = [await scriptHash(configCode), ...template.inlineScriptHashes]
  const defaultImage: ShareImage = {
    url: `${origin}${DEFAULT_CARD.path}`,
    width: DEFAULT_CARD.width,
    height: DEFAULT_CARD.height,
    alt: SITE_COPY[lang].defaultImageAlt,
  }
  const parts: Omit<SiteParts, 'hash'> = {
    lang,
    template,
    origin,
    mediaOrigin: webOrigin(env.API_BASE) ?? origin,
    ...languageLinks(site, lang),
    configScript: `<script>${configCode}</script>`,
    defaultImage,
    ...defaultHeadTags(lang, defaultImage),
    headers: pageHeaders(env, site.protocol === 'https:', scriptHashes),
    pageHints: pageHints(template.pageChunks, env.MAP_TILE_URL),
  }
  const fingerprint = [
    template.hash,
    parts.origin,
    parts.mediaOrigin,
    parts.configScript,
    parts.localeTags,
    parts.defaultTags,
    parts.notFoundTags,
    ...parts.alternatePrefixes,
  ].join('\n')
  return { ...parts, hash: hashText(fingerprint) }
}

/**
 * The weak ETag of a page: the site's constant fingerprint plus a hash of what varies (which
 * page, its URL and, for posts and profiles, their tags), so most pages hash a few bytes only.
 */
export function pageEtag(parts: SiteParts, variant: string): string {
  return `W/"${parts.hash}-${hashText(variant)}"`
}
