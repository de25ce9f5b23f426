import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * Every API error is JSON `{ error, message }`: `error` is a stable code or the
 * fixed English text, `message` is for a person (Japanese unless docs/product.md quotes English).
 */
export function apiError(
  status: ContentfulStatusCode,
  error: string,
  message: string,
  options: { headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
): HTTPException {
  const res = new Response(JSON.stringify({ error, message, ...options.extra }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...options.headers },
  })
  return new HTTPException(status, { res, message })
}

/** A 400 that names the field at fault, for checks a schema cannot make. */
export function invalid(field: string, message: string): HTTPException {
  return apiError(400, 'invalid_request', message, { extra: { field } })
}

/**
 * A 5xx names itself: the same id goes to the log (with the error) and to the client, in the
 * `X-Request-Id` header and the body's `request_id`, so the person can quote it when they report it.
 */
async function withRequestId(res: Response, c: Context, cause: unknown): Promise<Response> {
  const id = crypto.randomUUID()
  console.error(`request ${id} failed: ${c.req.method} ${c.req.path} → ${res.status}`, cause)
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = await res.json()
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>
  } catch {
    body = { error: 'internal_error', message: SERVER_ERROR_MESSAGE }
  }
  const headers = new Headers(res.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  headers.set('x-request-id', id)
  return new Response(JSON.stringify({ ...body, request_id: id }), {
    status: res.status,
    headers,
  })
}

const SERVER_ERROR_MESSAGE = 'サーバー側でエラーが発生しました。時間をおいて再度お試しください。'

export const onError: ErrorHandler = async (err, c) => {
  if (err instanceof HTTPException) {
    if (err.res) {
      const res = err.getResponse()
      return res.status >= 500 ? withRequestId(res, c, err.cause ?? err.message) : res
    }
    // Thrown by Hono itself without a body of ours: its JSON validator on a body that does not
    // parse is the one 400 it raises.
    if (err.status === 400) {
      return c.json(
        { error: 'invalid_json', message: 'リクエストの形式が正しくありません（JSON）。' },
        400,
      )
    }
    const res = c.json(
      { error: 'request_failed', message: 'リクエストを処理できませんでした。' },
      err.status,
    )
    return err.status >= 500 ? withRequestId(res, c, err) : res
  }
  return withRequestId(
    c.json({ error: 'internal_error', message: SERVER_ERROR_MESSAGE }, 500),
    c,
    err,
  )
}
