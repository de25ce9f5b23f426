import type { Context } from 'hono'
import { routePath } from 'hono/route'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { routeKey } from '../../src/shared/api/contract'
import type { EndpointKey, ResponseOf } from '../../src/shared/api/endpoints'

/**
 * The one way a handler answers JSON: `reply(c, 'GET /api/posts/:id', post)`. The compiler holds
 * the body to the endpoint table (src/shared/api/endpoints.ts); at run time the key must name the
 * route that is running, so an answer filed under another endpoint fails the first test that
 * reaches it instead of lying to the compiler.
 */
export function reply<Key extends EndpointKey>(
  c: Context,
  key: Key,
  body: ResponseOf<Key>,
  status?: ContentfulStatusCode,
  headers?: Record<string, string>,
): Response {
  assertRunning(c, key)
  return c.json(body as unknown as object, status, headers)
}

function assertRunning(c: Context, key: EndpointKey) {
  // Hono answers HEAD with the GET handler.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
  const running = routeKey(method, routePath(c))
  if (running !== key) throw new Error(`reply: ${key} answered from ${running}`)
}

declare const jsonOf: unique symbol

/**
 * JSON text put together outside JavaScript (D1's json functions write the map's GeoJSON) that
 * claims to be a `T`. The claim is made once, where the text is built (`jsonText`); the endpoint's
 * worker tests parse the answer and hold it to that shape.
 */
export type JsonText<T> = string & { readonly [jsonOf]: T }

export const jsonText = <T>(text: string) => text as JsonText<T>

/** `reply` for an answer that is JSON text already (nothing is parsed or serialized again). */
export function replyJsonText<Key extends EndpointKey>(
  c: Context,
  key: Key,
  text: JsonText<ResponseOf<Key>>,
  headers: Record<string, string> = {},
): Response {
  assertRunning(c, key)
  return c.body(text, 200, { 'content-type': 'application/json; charset=utf-8', ...headers })
}
