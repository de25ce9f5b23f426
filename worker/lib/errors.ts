import type { ErrorHandler } from 'hono'
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

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    if (err.res) return err.getResponse()
    // Thrown by Hono itself without a body of ours: its JSON validator on a body that does not
    // parse is the one 400 it raises.
    if (err.status === 400) {
      return c.json(
        { error: 'invalid_json', message: 'リクエストの形式が正しくありません（JSON）。' },
        400,
      )
    }
    return c.json(
      { error: 'request_failed', message: 'リクエストを処理できませんでした。' },
      err.status,
    )
  }
  console.error('unhandled error', c.req.method, c.req.path, err)
  return c.json(
    {
      error: 'internal_error',
      message: 'サーバー側でエラーが発生しました。時間をおいて再度お試しください。',
    },
    500,
  )
}
