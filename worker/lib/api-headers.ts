import type { MiddlewareHandler } from 'hono'
import { bearerOf } from './bearer'

// Headers every API answer carries, errors and CORS preflights included. JSON is never to be
// sniffed as HTML or script, and an answer to a request that carries a session is the person's
// own: no shared cache (a CDN or a proxy) and no back/forward cache may keep it.

export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const authenticated = bearerOf(c.req.header('authorization')) !== null
  let res = c.res
  try {
    res.headers.set('x-content-type-options', 'nosniff')
  } catch {
    // A response with immutable headers (a fetched one passed through): copy it once.
    res = new Response(res.body, res)
    res.headers.set('x-content-type-options', 'nosniff')
  }
  if (authenticated) res.headers.set('cache-control', 'private, no-store')
  if (res !== c.res) c.res = res
}
