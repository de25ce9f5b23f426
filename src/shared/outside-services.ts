// Every outside service the web and native apps send data to: one table, read by the privacy
// policy and the 「外部送信について」 page (src/features/legal), the pages' Content-Security-Policy
// (src/shared/content-security.ts), the native build's policy and its iOS privacy manifest
// (scripts/build-native.mjs, scripts/lib/store-privacy.mjs) and the store forms in
// docs/operations.md. tests/node/outside-services.test.ts compares it with every https:// host the
// code names, so a new outside host cannot be called without a row here.
// Personal data law: 個人情報保護法 (外国にある第三者・外的環境の把握) wants each processor and the country
// where data is kept; 電気通信事業法 第27条の12 (外部送信規律) wants every service the person's own
// device sends data to, what and why. The texts (purpose, data names, countries) are in the legal
// catalogs, keyed by `id`, `DataKind` and `Country`.

/** Who sends: the person's browser or the app's WebView, the app's native SDKs, or our Worker. */
export type Sender = 'browser' | 'app' | 'server'

/** A country where a company sits or data is kept (`global`: the provider's worldwide network). */
export type Country = 'JP' | 'US' | 'global'

/** What is sent, as the legal pages and the store forms name it. */
export type DataKind =
  | 'ip'
  | 'deviceInfo'
  | 'pageAddress'
  | 'email'
  | 'name'
  | 'profilePhoto'
  | 'userContent'
  | 'location'
  | 'mapArea'
  | 'pushToken'
  | 'userId'
  | 'advertisingId'
  | 'adInteractions'
  | 'purchases'
  | 'paymentCard'

/** CSP directives a service's hosts are allowed in. */
export type CspDirective = 'script' | 'connect' | 'img' | 'frame'

export interface OutsideService {
  id: string
  /** The service's own name (not translated). */
  service: string
  /** The company that receives the data (not translated); '' for a provider the operator picks. */
  company: string
  companyCountry: Country
  /** Where the data is kept (個人情報保護法: 外国の名称). */
  dataCountry: Country
  senders: readonly Sender[]
  /** Every host the code sends to; `*.` matches any sub-domain. */
  hosts: readonly string[]
  /** wrangler.toml vars whose URL points at this service (their hosts belong to it). */
  configVars?: readonly string[]
  /** Hosts a page may reach, per CSP directive (a subset of `hosts`). */
  csp?: Partial<Record<CspDirective, readonly string[]>>
  data: readonly DataKind[]
  /** The service runs only on the native app, or only when the named setting is set. */
  onlyWhen?: 'native' | `config:${string}`
}

export const OUTSIDE_SERVICES = [
  {
    id: 'cloudflare',
    service: 'Cloudflare (Workers, D1, R2, Images, Queues)',
    company: 'Cloudflare, Inc.',
    companyCountry: 'US',
    dataCountry: 'global',
    senders: ['browser', 'app'],
    hosts: [],
    data: [
      'ip',
      'deviceInfo',
      'pageAddress',
      'email',
      'name',
      'profilePhoto',
      'userContent',
      'location',
      'userId',
    ],
  },
  {
    id: 'workers-ai',
    service: 'Cloudflare Workers AI',
    company: 'Cloudflare, Inc.',
    companyCountry: 'US',
    dataCountry: 'global',
    senders: ['server'],
    hosts: [],
    data: ['userContent'],
    onlyWhen: 'config:TRANSLATION_PROVIDER',
  },
  {
    id: 'translation-api',
    service: 'Machine translation API',
    company: '',
    companyCountry: 'global',
    dataCountry: 'global',
    senders: ['server'],
    hosts: [],
    configVars: ['TRANSLATION_API_URL'],
    data: ['userContent'],
    onlyWhen: 'config:TRANSLATION_API_URL',
  },
  {
    id: 'firebase-auth',
    service: 'Firebase Authentication',
    company: 'Google LLC',
    companyCountry: 'US',
    dataCountry: 'US',
    senders: ['browser', 'app', 'server'],
    hosts: [
      'identitytoolkit.googleapis.com',
      'securetoken.googleapis.com',
      'securetoken.google.com',
      'www.googleapis.com',
      'apis.google.com',
      '*.googleapis.com',
      '*.firebaseapp.com',
    ],
    configVars: ['FIREBASE_AUTH_DOMAIN', 'FIREBASE_JWKS_URL'],
    csp: {
      script: ['apis.google.com'],
      connect: ['*.googleapis.com', 'securetoken.googleapis.com', 'identitytoolkit.googleapis.com'],
    },
    data: ['ip', 'deviceInfo', 'email', 'name', 'profilePhoto', 'userId'],
  },
  {
    id: 'google-sign-in',
    service: 'Google Sign-In',
    company: 'Google LLC',
    companyCountry: 'US',
    dataCountry: 'US',
    senders: ['browser', 'app'],
    hosts: ['accounts.google.com', '*.googleusercontent.com'],
    csp: { img: ['*.googleusercontent.com'] },
    data: ['ip', 'deviceInfo', 'email', 'name', 'profilePhoto'],
  },
  {
    id: 'apple-sign-in',
    service: 'Sign in with Apple',
    company: 'Apple Inc.',
    companyCountry: 'US',
    dataCountry: 'US',
    senders: ['browser', 'app'],
    hosts: ['appleid.apple.com'],
    data: ['ip', 'deviceInfo', 'email', 'name'],
  },
  {
    id: 'line-login',
    service: 'LINE Login',
    company: 'LY Corporation',
    companyCountry: 'JP',
    dataCountry: 'JP',
    senders: ['browser', 'app'],
    hosts: ['access.line.me', 'api.line.me', 'profile.line-scdn.net'],
    csp: { img: ['profile.line-scdn.net'] },
    data: ['ip', 'deviceInfo', 'email', 'name', 'profilePhoto'],
  },
  {
    id: 'fcm',
    service: 'Firebase Cloud Messaging',
    company: 'Google LLC',
    companyCountry: 'US',
    dataCountry: 'US',
    senders: ['browser', 'app', 'server'],
    hosts: [
      'fcm.googleapis.com',
      'oauth2.googleapis.com',
      'fcmregistrations.googleapis.com',
      'firebaseinstallations.googleapis.com',
    ],
    configVars: ['FCM_ENDPOINT'],
    csp: { connect: ['fcmregistrations.googleapis.com', 'firebaseinstallations.googleapis.com'] },
    data: ['ip', 'deviceInfo', 'pushToken'],
  },
  {
    id: 'stripe',
    service: 'Stripe (Checkout)',
    company: 'Stripe, Inc.',
    companyCountry: 'US',
    dataCountry: 'US',
    senders: ['browser', 'server'],
    hosts: ['api.stripe.com', 'checkout.stripe.com'],
    configVars: ['STRIPE_API_BASE'],
    data: ['ip', 'deviceInfo', 'email', 'name', 'purchases', 'paymentCard'],
    onlyWhen: 'config:STRIPE_SECRET_KEY',
  },
  {
    id: 'mail',
    service: 'Email delivery API',
    company: '',
    companyCountry: 'global',
    dataCountry: 'global',
    senders: ['server'],
    hosts: [],
    configVars: ['MAIL_API_URL'],
    data: ['email', 'name'],
    onlyWhen: 'config:MAIL_API_URL',
  },
  {
    id: 'admob',
    service: 'Google AdMob (User Messaging Platform)',
    company: 'Google LLC',
    companyCountry: 'US',
    dataCountry: 'US',
    senders: ['app'],
    hosts: [
      'googleads.g.doubleclick.net',
      'pagead2.googlesyndication.com',
      'fundingchoicesmessages.google.com',
    ],
    data: ['ip', 'deviceInfo', 'advertisingId', 'adInteractions'],
    onlyWhen: 'native',
  },
  {
    id: 'gsi-tiles',
    service: '地理院タイル',
    company: '国土地理院 (Geospatial Information Authority of Japan)',
    companyCountry: 'JP',
    dataCountry: 'JP',
    senders: ['browser', 'app'],
    hosts: ['cyberjapandata.gsi.go.jp'],
    configVars: ['MAP_TILE_URL'],
    data: ['ip', 'deviceInfo', 'mapArea'],
  },
  {
    id: 'gsi-hazard',
    service: 'ハザードマップポータルサイト (重ねるハザードマップ)',
    company: '国土交通省 (MLIT, Japan)',
    companyCountry: 'JP',
    dataCountry: 'JP',
    senders: ['browser', 'app', 'server'],
    hosts: ['disaportaldata.gsi.go.jp'],
    configVars: ['HAZARD_TILE_URL'],
    data: ['ip', 'deviceInfo', 'mapArea'],
  },
  {
    id: 'jma',
    service: '気象庁防災情報XML',
    company: '気象庁 (Japan Meteorological Agency)',
    companyCountry: 'JP',
    dataCountry: 'JP',
    senders: ['server'],
    hosts: ['www.data.jma.go.jp'],
    configVars: ['JMA_FEED_URL'],
    data: [],
  },
] as const satisfies readonly OutsideService[]

export type OutsideServiceId = (typeof OUTSIDE_SERVICES)[number]['id']

/** True when `host` is `pattern` or, for a `*.` pattern, one of its sub-domains. */
export function hostMatches(pattern: string, host: string): boolean {
  const h = host.toLowerCase()
  if (pattern.startsWith('*.')) return h.endsWith(pattern.slice(1))
  return h === pattern
}

/** The service a host belongs to (a row naming it exactly before a `*.` row), or undefined. */
export function serviceOfHost(host: string): OutsideService | undefined {
  const services: readonly OutsideService[] = OUTSIDE_SERVICES
  return (
    services.find((s) => s.hosts.includes(host.toLowerCase())) ??
    services.find((s) => s.hosts.some((pattern) => hostMatches(pattern, host)))
  )
}

export type OutsideCspSources = Record<CspDirective, string[]>

/** The https sources of every service's hosts per CSP directive, in table order. */
export function outsideCspSources(): OutsideCspSources {
  const services: readonly OutsideService[] = OUTSIDE_SERVICES
  const of = (directive: CspDirective) =>
    services.flatMap((s) => (s.csp?.[directive] ?? []).map((host) => `https://${host}`))
  return { script: of('script'), connect: of('connect'), img: of('img'), frame: of('frame') }
}

/** The sign-in services, whose profile photos a new account may take as its avatar. */
const SIGN_IN_SERVICE_IDS: readonly string[] = ['google-sign-in', 'apple-sign-in', 'line-login']

/**
 * Whether `url` is a sign-in provider's profile photo: https on a host the table lets pages load
 * images from for that provider. Anything else would be a request to a host the privacy policy
 * does not name (and the CSP would block it anyway).
 */
export function isSignInAvatarUrl(url: string | null | undefined): url is string {
  if (!url || url.length > 2048) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port)
    return false
  return OUTSIDE_SERVICES.some(
    (service: OutsideService) =>
      SIGN_IN_SERVICE_IDS.includes(service.id) &&
      (service.csp?.img ?? []).some((pattern) => hostMatches(pattern, parsed.hostname)),
  )
}
