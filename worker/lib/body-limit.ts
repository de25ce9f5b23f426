import type { Context, MiddlewareHandler } from 'hono'

/**
 * Lets a body of at most `maxBytes` through to the handler and calls `refuse` (which throws)
 * otherwise: on the declared Content-Length without reading, or, for a body of unknown length, as
 * soon as the bytes read pass the limit. The rest of a refused body is still read and discarded
 * (here, or by drainUnreadBody when nothing was read): `wrangler dev` loses the answer to a
 * request whose body is left half-read.
 */
export function bodyLimit(maxBytes: number, refuse: (c: Context) => never): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.raw.headers.get('content-length')
    if (declared !== null && !c.req.raw.headers.has('transfer-encoding')) {
      if (Number.parseInt(declared, 10) > maxBytes) refuse(c)
      return next()
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        while (!(await reader.read()).done) {
          // Discarded: the answer is already decided.
        }
        refuse(c)
      }
      chunks.push(value)
    }
    const buffer = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      buffer.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: buffer })
    return next()
  }
}
