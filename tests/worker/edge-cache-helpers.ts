import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../worker/index'

// The Worker with its edge cache on (the worker test project runs with EDGE_CACHE = "off", since
// other tests write D1 behind the app's back). Requests go through the real entry point, with
// Miniflare's Cache API; each waits for the work the request left in waitUntil (a store, a
// refresh), as the next visitor's request would come after it.

// The cache can outlive a test file's D1 (ids start again at 1 in every file): a configuration
// value of this file's own is part of the deployment version in every key, so no file (nor an
// earlier run) is served another's copies.
const deployment = { ...env, EDGE_CACHE: 'on', EDGE_TEST_DEPLOYMENT: crypto.randomUUID() } as Env
const variants = new Map<string, Env>()

/** This file's deployment with some configuration changed (one object per change, as in production). */
function deploymentWith(overrides: Record<string, string> | undefined): Env {
  if (!overrides) return deployment
  const name = JSON.stringify(overrides)
  let variant = variants.get(name)
  if (!variant) {
    variant = { ...deployment, ...overrides } as Env
    variants.set(name, variant)
  }
  return variant
}

export interface EdgeAnswer {
  status: number
  headers: Headers
  text: string
  /** x-edge-cache: HIT, STALE, MISS, BYPASS. */
  state: string | null
}

export async function edgeRequest(
  path: string,
  init: {
    host?: string
    method?: string
    headers?: Record<string, string>
    token?: string
    body?: BodyInit
    /** Configuration of this deployment changed, e.g. `{ API_BASE: … }`. */
    vars?: Record<string, string>
  } = {},
): Promise<EdgeAnswer> {
  const host = init.host ?? 'example.jp'
  const headers = new Headers(init.headers)
  headers.set('host', host)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`https://${host}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      redirect: 'manual',
    }),
    deploymentWith(init.vars),
    ctx,
  )
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, headers: res.headers, text, state: res.headers.get('x-edge-cache') }
}

/** The text of a page's og:title (pages write it first in their head). */
export function ogTitle(html: string): string | null {
  return /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? null
}

/** Every header but x-edge-cache, sorted: what must not differ between a copy and a fresh answer. */
export function headersBesidesState(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => name !== 'x-edge-cache').sort()
}

/** Changes a row behind the app's back: only a request that reads D1 can see it. */
export async function sql(statement: string, ...params: unknown[]): Promise<void> {
  await env.DB.prepare(statement)
    .bind(...params)
    .run()
}
