import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import worker from '../../worker/index'

/** A request to the Worker as a browser on `host` would send it. */
export function request(
  path: string,
  init: RequestInit & { host?: string; https?: boolean } = {},
): Promise<Response> {
  const { host = 'localhost:8787', https = false, ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('host', host)
  return exports.default.fetch(
    new Request(`${https ? 'https' : 'http'}://${host}${path}`, {
      ...rest,
      headers,
      redirect: 'manual',
    }),
  )
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

/** The Worker's answer with its body parsed as JSON: left as text when it is not JSON, null when empty. */
export async function readAnswer<T>(res: Response): Promise<JsonResponse<T>> {
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Left as text: the assertion will show it.
  }
  return { status: res.status, headers: res.headers, body: parsed as T }
}

/**
 * `request` to the same Worker with other configuration values (as `[vars]` or `wrangler secret`
 * would set them), once its waitUntil work has finished.
 */
export async function fetchWithVars(request: Request, vars: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await worker.fetch(request, { ...env, ...vars }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

/**
 * Reads until `done` says the value is there (or 20 s have passed: the caller's assertion then
 * shows what was read), for work the Worker finishes after its answer (queues, waitUntil).
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
