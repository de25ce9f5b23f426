// `npm run build:native`: the Japanese SPA for the Capacitor shell, into dist/native (capacitor
// config `webDir`). On the web the edge injects the site config into every page; the shell loads
// its pages from the app itself, so this build bakes the config in instead (`__NATIVE_CONFIG__`):
// the public values of wrangler.toml's [vars], `native: true`, and the API host every call and
// every relative media URL goes to. native.config.json holds what only the app needs (the API host
// when it is not https://SITE_HOST, the banner ads).
// Environment overrides for a release build: JIMOTO_API_HOST, JIMOTO_SITE_HOST. A release
// (`--release` or JIMOTO_RELEASE=1) refuses to build with Google's AdMob test ids or test mode
// (scripts/lib/native-release.mjs). Every build gets the page's CSP as a meta tag, from the table
// of outside services.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'
import { lineFriendUrl } from '../src/shared/line-account.ts'
import { townNameFor } from '../src/shared/town-name.ts'
import { addNativeContentSecurityPolicy, assertReleasable } from './lib/native-release.mjs'

const root = new URL('..', import.meta.url).pathname

/** The `KEY = "value"` lines of wrangler.toml's [vars] table (the only form that file uses there). */
export function readWranglerVars(toml) {
  const vars = {}
  let inVars = false
  for (const line of toml.split('\n')) {
    const trimmed = line.trim()
    if (trimmed.startsWith('[')) {
      inVars = trimmed === '[vars]'
      continue
    }
    if (!inVars) continue
    const match = /^([A-Z0-9_]+)\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(trimmed)
    if (match) vars[match[1]] = JSON.parse(`"${match[2]}"`)
  }
  return vars
}

/** The config baked into the native build (src/shared/native-config.ts `NativeConfig`). */
export async function nativeConfig(env = process.env, dir = root) {
  const vars = readWranglerVars(await readFile(join(dir, 'wrangler.toml'), 'utf8'))
  const file = JSON.parse(await readFile(join(dir, 'native.config.json'), 'utf8'))
  const siteHost = env.JIMOTO_SITE_HOST || vars.SITE_HOST
  if (!siteHost) throw new Error('SITE_HOST is empty: the app needs the site it belongs to')
  const apiHost = (
    env.JIMOTO_API_HOST ||
    file.apiHost ||
    vars.API_BASE ||
    `https://${siteHost}`
  ).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+$/.test(apiHost)) {
    throw new Error(`the API host must be an origin such as https://example.jp, not ${apiHost}`)
  }
  return {
    site: {
      lang: 'ja',
      international: false,
      translateLang: null,
      apiBase: apiHost,
      siteHost,
      protocol: 'https:',
      firebase: {
        apiKey: vars.FIREBASE_API_KEY ?? '',
        authDomain: vars.FIREBASE_AUTH_DOMAIN ?? '',
        projectId: vars.FIREBASE_PROJECT_ID ?? '',
        appId: vars.FIREBASE_APP_ID ?? '',
        messagingSenderId: vars.FIREBASE_MESSAGING_SENDER_ID ?? '',
        authEmulatorHost: null,
      },
      // Native push goes through the Firebase plugin, which needs no web push key.
      vapidKey: '',
      mapTileUrl: vars.MAP_TILE_URL ?? '',
      hazardTileUrl: vars.HAZARD_TILE_URL ?? '',
      townHazardMapUrl: vars.TOWN_HAZARD_MAP_URL ?? '',
      townName: townNameFor('ja', vars.TOWN_NAMES, vars.SHELTER_TOWN),
      townLineUrl: lineFriendUrl(vars.TOWN_LINE_ACCOUNT_URL) ?? '',
      native: true,
      developerUrl: vars.DEVELOPER_URL ?? '',
      business: {
        name: vars.BUSINESS_NAME ?? '',
        representative: vars.BUSINESS_REPRESENTATIVE ?? '',
        address: vars.BUSINESS_ADDRESS ?? '',
        phone: vars.BUSINESS_PHONE ?? '',
        email: vars.BUSINESS_EMAIL ?? '',
      },
    },
    ads: file.ads,
  }
}

export async function buildNative({ quiet = false, release = false } = {}) {
  const config = await nativeConfig()
  if (release) assertReleasable(config)
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  process.env.JIMOTO_LANG = 'ja'
  process.env.JIMOTO_CLIENT_ONLY = '1'
  process.env.JIMOTO_NATIVE_CONFIG = JSON.stringify(config)
  try {
    await build({
      root,
      logLevel: quiet ? 'warn' : 'info',
      configFile: join(root, 'vite.config.ts'),
    })
  } finally {
    delete process.env.JIMOTO_NATIVE_CONFIG
    delete process.env.JIMOTO_CLIENT_ONLY
    delete process.env.JIMOTO_LANG
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  await addNativeContentSecurityPolicy(config, join(root, 'dist/native/index.html'))
  return config
}

/** `--release` on the command line or JIMOTO_RELEASE=1. */
export const isReleaseBuild = (argv = process.argv, env = process.env) =>
  argv.includes('--release') || env.JIMOTO_RELEASE === '1'

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildNative({ quiet: process.argv.includes('--quiet'), release: isReleaseBuild() })
}
