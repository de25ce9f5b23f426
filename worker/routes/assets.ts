import { Hono } from 'hono'
import { renderPage } from '../edge/page'
import type { AppEnv } from '../lib/env'

/** Static files of the language builds; unknown paths get the SPA with a 404 status. */
export const assets = new Hono<AppEnv>()

assets.get('*', async (c) => {
  // The per-language page templates are filled by the edge, never served raw.
  if (c.req.path.startsWith('/_shell/')) return renderPage(c, 404)
  const res = await c.env.ASSETS.fetch(c.req.raw)
  if (res.status === 404) return renderPage(c, 404)
  if (!c.req.path.startsWith('/assets/')) return res
  // Vite puts a content hash in every file name under /assets/.
  const hashed = new Response(res.body, res)
  hashed.headers.set('cache-control', 'public, max-age=31536000, immutable')
  return hashed
})
