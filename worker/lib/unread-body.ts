import type { MiddlewareHandler } from 'hono'

/**
 * Finishes every request body the Worker did not read before the answer goes out. A body refused
 * unread (413 on its declared length, 404, a GET that carries one) otherwise stays in flight, and
 * `wrangler dev` serving the build unbundled (which leaves out wrangler's own drain middleware)
 * then loses the answer under concurrency: a 500 "Network connection lost" or a reset connection.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw
  try {
    await next()
  } finally {
    if (request.body && !request.bodyUsed) {
      try {
        const reader = request.body.getReader()
        while (!(await reader.read()).done) {
          // Discarded: nobody asked for it.
        }
      } catch (err) {
        console.warn('could not discard an unread request body', err)
      }
    }
  }
}
