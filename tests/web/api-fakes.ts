import { vi } from 'vitest'
import { matchPath, splitKey } from '../../src/shared/api/contract'
import type { EndpointKey, ResponseOf } from '../../src/shared/api/endpoints'

// The network of the web tests: a stand-in for the Worker's API at the fetch boundary, keyed by the
// endpoint table (src/shared/api/endpoints.ts) and answering with its types. A fake for a path the
// Worker does not serve, or an answer the Worker would not give, does not compile; a request to
// a path no fake answers gets the Worker's 404. Nothing of the app itself is replaced.

export interface FakeRequest {
  method: string
  path: string
  /** The key's `:params`, decoded. */
  params: Record<string, string>
  query: URLSearchParams
  headers: Headers
  /** Parsed JSON when the body is JSON, else the body as sent (FormData, text). */
  body: unknown
}

/** The Worker's error answer. */
export interface ErrorBody {
  error: string
  message: string
  [extra: string]: unknown
}

export interface FakeAnswer<Body> {
  status?: number
  body?: Body | ErrorBody
  headers?: Record<string, string>
  /** Wait for this before answering (to look at the page meanwhile). */
  until?: Promise<unknown>
  /** Fail like a lost connection (fetch rejects). */
  networkError?: boolean
}

export type FakeHandler<Key extends EndpointKey> = (
  request: FakeRequest,
) => FakeAnswer<ResponseOf<Key>> | Promise<FakeAnswer<ResponseOf<Key>>>

export type FakeRoutes = {
  [Key in EndpointKey]?: FakeHandler<Key> | FakeAnswer<ResponseOf<Key>>
}

export function json<Body>(body: Body, status = 200): FakeAnswer<Body> {
  return { status, body }
}

export const apiError = (
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeAnswer<never> => ({ status, body: { error, message, ...extra } })

export const noContent = (): FakeAnswer<null> => ({ status: 204 })

export const networkError = (): FakeAnswer<never> => ({ networkError: true })

function parsedBody(raw: BodyInit | null | undefined): unknown {
  if (typeof raw !== 'string') return raw ?? null
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/**
 * Installs the fake fetch for `routes` (keys of the endpoint table). Returns every request made,
 * in order.
 */
export function stubApi(routes: FakeRoutes): FakeRequest[] {
  const requests: FakeRequest[] = []
  const entries = Object.entries(routes).map(([key, route]) => ({ ...splitKey(key), route }))
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    let params: Record<string, string> | null = null
    const entry = entries.find((candidate) => {
      if (candidate.method !== method) return false
      params = matchPath(candidate.pattern, url.pathname)
      return params !== null
    })
    const request: FakeRequest = {
      method,
      path: url.pathname,
      params: params ?? {},
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: parsedBody(init.body),
    }
    requests.push(request)
    const route = entry?.route as
      | ((request: FakeRequest) => FakeAnswer<unknown> | Promise<FakeAnswer<unknown>>)
      | FakeAnswer<unknown>
      | undefined
    const answer: FakeAnswer<unknown> = !route
      ? { status: 404, body: { error: 'not_found', message: '見つかりません。' } }
      : typeof route === 'function'
        ? await route(request)
        : route
    if (answer.until) await answer.until
    if (answer.networkError) throw new TypeError('Failed to fetch')
    const status = answer.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return requests
}

/** The recorded requests to one path (the app also reads other things, e.g. the warnings in force). */
export const requestsTo = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path)
