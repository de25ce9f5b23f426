import { Hono } from 'hono'
import { APP_SCOPE } from '../../src/shared/routes'
import type { AppEnv } from '../lib/env'
import { renderPage } from '../pages/page'

/** Static files of the language builds; unknown paths get the SPA with a 404 status. */
export const assets = new Hono<AppEnv>()

/** The push service worker (public/firebase-messaging-sw.js), allowed to control /app/. */
export const PUSH_SERVICE_WORKER = '/firebase-messaging-sw.js'

// The push service worker's scope is /app/. A new version must be picked up at once,
// so the browser revalidates the script on every update check.
assets.get(PUSH_SERVICE_WORKER, async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw)
  if (!res.ok && res.status !== 304) return renderPage(c, 404, 'notFound')
  const script = new Response(res.body, res)
  script.headers.set('content-type', 'text/javascript; charset=utf-8')
  script.headers.set('cache-control', 'no-cache')
  script.headers.set('service-worker-allowed', APP_SCOPE)
  script.headers.set('x-content-type-options', 'nosniff')
  return script
})

assets.get('*', async (c) => {
  // The per-language page templates are filled by the edge, never served raw.
  if (c.req.path.startsWith('/_shell/')) return renderPage(c, 404, 'notFound')
  const res = await c.env.ASSETS.fetch(c.req.raw)
  const hashedAsset = c.req.path.startsWith('/assets/')
  if (res.status === 404) {
    // A script or style sheet of another deployment: a page in its place would only produce a
    // MIME-type error in the browser.
    if (hashedAsset) {
      return new Response('Not Found', {
        status: 404,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-content-type-options': 'nosniff',
        },
      })
    }
    return renderPage(c, 404, 'notFound')
  }
  if (!hashedAsset) return res
  // Vite puts a content hash in every file name under /assets/.
  const hashed = new Response(res.body, res)
  hashed.headers.set('cache-control', 'public, max-age=31536000, immutable')
  return hashed
})
