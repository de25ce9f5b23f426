import type { MiddlewareHandler } from 'hono'
import { AccessDenied, accessConfig, verifyAccessToken } from './access'
import type { AppEnv } from './env'

// Which requests are the staff desk's, and the gate in front of them. With ACCESS_TEAM_DOMAIN and
// ACCESS_AUD set, each one must carry a valid Cloudflare Access token (worker/lib/access.ts) on
// top of a staff login: a stolen password alone does not reach the desk. Unset: no change.

/** The desk's APIs (moderation, roles, organizers, town orders, shelters, push, ad review) and pages. */
const STAFF_PATHS = [/^\/api\/admin(\/|$)/, /^\/api\/ads\/review(\/|$)/, /^\/app\/admin(\/|$)/]

export function isStaffPath(path: string): boolean {
  return STAFF_PATHS.some((pattern) => pattern.test(path))
}

export const ACCESS_REQUIRED =
  'この画面は職員用です。Cloudflare Access で認証された端末からのみ利用できます。'

export const requireAccessForStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A CORS preflight carries no credentials of any kind; the request that follows is checked.
  const config = c.req.method !== 'OPTIONS' && isStaffPath(c.req.path) ? accessConfig(c.env) : null
  if (!config) return next()
  try {
    await verifyAccessToken(c.req.header('cf-access-jwt-assertion'), config)
  } catch (err) {
    if (!(err instanceof AccessDenied)) throw err
    // Why is for the log; the caller learns only that Access is required.
    console.warn(JSON.stringify({ event: 'access_denied', path: c.req.path, reason: err.message }))
    return c.json({ error: 'access_required', message: ACCESS_REQUIRED }, 403, {
      'cache-control': 'private, no-store',
    })
  }
  return next()
}
