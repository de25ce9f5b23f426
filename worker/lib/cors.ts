import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { CAMPAIGN_HEADER } from '../../src/shared/campaign'
import type { AppEnv } from './env'
import { isOwnSiteUrl } from './site'

// The SPA may call the API on another origin (API_BASE). Only our own sites may:
// the main host and its language sub-domains, or localhost while the API itself runs locally.
// Auth is a bearer header, never a cookie, so no credentials mode is needed.

function allowedOrigin(origin: string, c: Context<AppEnv>): string | null {
  // Same-origin requests, crawlers and the native shell send no Origin (Hono passes ''). Without
  // this check each of them paid for a thrown TypeError from new URL(''), a stack trace included.
  if (origin === '') return null
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
  allowHeaders: ['Authorization', 'Content-Type', CAMPAIGN_HEADER, 'X-Translate-Lang'],
  maxAge: 600,
})
