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

/** Cloudflare's ray id (`cf-ray: 8e1f0b3c5a7d2e41-NRT`) names the request in its logs too. */
const CF_RAY = /^[0-9a-f]{16}-[A-Z]{3}$/

/** The failed request's id: its cf-ray when Cloudflare sent one, else a new id. */
export function requestIdOf(c: Context): string {
  const ray = c.req.header('cf-ray')?.trim()
  return ray && CF_RAY.test(ray) ? ray : crypto.randomUUID()
}

/**
 * One JSON line per failure for Workers Logs (wrangler.toml [observability]) and whatever they are
 * forwarded to: the request id, method, path and status, and the error's name and message. No
 * query string, headers or body: they may hold what a person typed.
 */
export function logFailure(id: string, c: Context, status: number, cause: unknown): void {
  const error = cause instanceof Error ? cause : null
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'request_failed',
      request_id: id,
      method: c.req.method,
      path: c.req.path,
      status,
      error_name: error?.name ?? typeof cause,
      error_message: (error?.message ?? String(cause)).slice(0, 500),
    }),
  )
}

/** A failed page request's answer (worker/pages/error-page.ts), given the id to show. */
export type ErrorPage = (c: Context, requestId: string, status: number) => Response

/** Page requests (not the API, media or cards) from a browser get the HTML page. */
function wantsPage(c: Context): boolean {
  if (/^\/(api|auth|media|cards)(\/|$)/.test(c.req.path)) return false
  return (c.req.header('accept') ?? '').includes('text/html')
}

/**
 * A 5xx names itself: the same id goes to the log (with the error) and to the client, in the
 * `X-Request-Id` header and the body's `request_id` (or the HTML error page's 「エラーID」), so the
 * person can quote it when they report it.
 */
async function withRequestId(
  res: Response,
  c: Context,
  cause: unknown,
  page?: ErrorPage,
): Promise<Response> {
  const id = requestIdOf(c)
  logFailure(id, c, res.status, cause)
  if (page && wantsPage(c)) {
    await res.body?.cancel()
    const html = page(c, id, res.status)
    html.headers.set('x-request-id', id)
    return html
  }
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

/** The app's error handler; `page` draws the HTML error page for a failed page request. */
export const errorHandler =
  (page?: ErrorPage): ErrorHandler =>
  (err, c) =>
    handleError(err, c, page)

export const onError: ErrorHandler = errorHandler()

async function handleError(err: Error, c: Context, page?: ErrorPage): Promise<Response> {
  if (err instanceof HTTPException) {
    if (err.res) {
      const res = err.getResponse()
      return res.status >= 500 ? withRequestId(res, c, err.cause ?? err.message, page) : res
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
    return err.status >= 500 ? withRequestId(res, c, err, page) : res
  }
  return withRequestId(
    c.json({ error: 'internal_error', message: SERVER_ERROR_MESSAGE }, 500),
    c,
    err,
    page,
  )
}
