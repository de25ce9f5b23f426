import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { CAMPAIGN_HEADER } from '../../src/shared/campaign'
import { D1_BOOKMARK_HEADER } from '../../src/shared/d1-bookmark'
import type { AppEnv } from './env'
import { isOwnSiteUrl } from './site'

// The SPA may call the API on another origin (API_BASE). Only our own sites may:
// the main host and its language sub-domains, or localhost while the API itself runs locally.
// The native shell loads its pages from its own origin (Capacitor's local server): those two
// exact origins are allowed too, and no other localhost origin is.
// Auth is a bearer header, never a cookie, so no credentials mode is needed.

/** The Capacitor shell's page origins: iOS (`capacitor://`) and Android (`androidScheme: 'https'`). */
export const NATIVE_APP_ORIGINS: readonly string[] = ['capacitor://localhost', 'https://localhost']

function allowedOrigin(origin: string, c: Context<AppEnv>): string | null {
  // Same-origin requests, crawlers and the native shell send no Origin (Hono passes ''). Without
  // this check each of them paid for a thrown TypeError from new URL(''), a stack trace included.
  if (origin === '') return null
  // Compared as exact strings: a non-special scheme such as capacitor: has no URL origin.
  if (NATIVE_APP_ORIGINS.includes(origin)) return origin
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return null
  }
  const site = c.get('site')
  const local = (host: string) => host === 'localhost' || host.endsWith('.localhost')
  if (local(url.hostname) && !local(site.mainHost.split(':')[0] ?? '')) return null
  return isOwnSiteUrl(url, site, c.env.SITE_HOST) ? url.origin : null
}

export const apiCors: MiddlewareHandler<AppEnv> = cors({
  origin: (origin, c: Context<AppEnv>) => allowedOrigin(origin, c),
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: [
    'Authorization',
    'Content-Type',
    CAMPAIGN_HEADER,
    'X-Translate-Lang',
    D1_BOOKMARK_HEADER,
  ],
  // The SPA reads the session's latest bookmark from every answer (worker/lib/d1-session.ts).
  exposeHeaders: [D1_BOOKMARK_HEADER],
  maxAge: 600,
})
