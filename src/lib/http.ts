// The HTTP part of the API client (./api.ts): what the app used of ofetch, in the entry's few
// hundred bytes instead of its three packages (ofetch, ufo, destr). URLs are built exactly as
// ofetch built them (ufo's withBase and withQuery), so the edge cache and its purge keys see the
// same request URLs; bodies, answers and errors are handled as ofetch did with `retry: 0`.

/** What a request that got no answer, or an answer of 400–599, throws (ofetch's FetchError). */
export class FetchError extends Error {
  override name = 'FetchError'
  /** The answer's status; none when the request got no answer (network, abort). */
  status?: number
  statusText?: string
  /** The answer's body: parsed JSON when it is JSON, else its text or Blob. */
  data?: unknown
  response?: Response
}

export interface HttpOptions extends Omit<RequestInit, 'body' | 'headers'> {
  /** A plain object or array is sent as JSON; FormData, Blob and the like as they are. */
  body?: BodyInit | object | null
  headers?: Record<string, string>
  /** Added to the path's own query (`undefined` values are left out). */
  query?: object
}

// ufo's query encoding: encodeURI, then the characters a query value must not carry raw.
const encodeValue = (value: unknown) =>
  encodeURI(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F')
const encodeKey = (key: string) => encodeValue(key).replace(/=/g, '%3D')

function queryItem(key: string, raw: unknown): string {
  const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw
  if (!value) return encodeKey(key)
  if (Array.isArray(value))
    return value.map((one) => `${encodeKey(key)}=${encodeValue(one)}`).join('&')
  return `${encodeKey(key)}=${encodeValue(value)}`
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null)
  for (const parameter of search.slice(1).split('&')) {
    const match = parameter.match(/([^=]+)=?(.*)/)
    if (!match) continue
    const key = decode(match[1] as string)
    if (key === '__proto__' || key === 'constructor') continue
    const value = decode(match[2] ?? '')
    const held = query[key]
    query[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value]
  }
  return query
}

/** `path` with `query` merged into its own query string (ufo's withQuery). */
export function withQuery(path: string, query: object): string {
  const [, pathname = '', search = '', hash = ''] = path.match(/([^#?]*)(\?[^#]*)?(#.*)?/) ?? []
  const merged: Record<string, unknown> = { ...parseQuery(search), ...query }
  const text = Object.keys(merged)
    .filter((key) => merged[key] !== undefined)
    .map((key) => queryItem(key, merged[key]))
    .filter(Boolean)
    .join('&')
  return `${pathname}${text ? `?${text}` : ''}${hash}`
}

/** `path` on `base` (ufo's withBase): a base of '' or '/' and absolute URLs leave it as it is. */
export function withBase(path: string, base: string): string {
  if (!base || base === '/' || /^[\s\w\0+.-]{2,}:([/\\]{2})?/.test(path)) return path
  const root = (base.endsWith('/') ? base.slice(0, -1) : base) || '/'
  const next = path.startsWith(root) ? path[root.length] : 'x'
  if (next === undefined || next === '/' || next === '?') return path
  if (!path || path === '/') return root
  return `${root.endsWith('/') ? root : `${root}/`}${path.replace(/^\.?\//, '')}`
}

const isJsonBody = (body: object | string) =>
  typeof body !== 'object' ||
  Array.isArray(body) ||
  (!(body as { buffer?: unknown }).buffer &&
    !(body instanceof FormData) &&
    !(body instanceof URLSearchParams) &&
    (body.constructor?.name === 'Object' ||
      typeof (body as { toJSON?: unknown }).toJSON === 'function'))

/** JSON answers are parsed; one that does not parse is kept as its text (as destr did). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function readBody(response: Response, method: string): Promise<unknown> {
  if (!response.body || [101, 204, 205, 304].includes(response.status) || method === 'HEAD')
    return undefined
  const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? ''
  if (!type || /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i.test(type))
    return parseJson(await response.text())
  if (type === 'text/event-stream') return response.body
  if (type.startsWith('text/') || /^(image\/svg|application\/(xml|xhtml|html))$/.test(type))
    return response.text()
  return response.blob()
}

/**
 * Fetches `url` and answers its body; an answer of 400–599 or no answer throws a FetchError.
 * `onResponse` sees every answer, errors included, before its body decides the outcome.
 */
export async function fetchBody<T>(
  url: string,
  { query, body, headers = {}, ...init }: HttpOptions,
  onResponse: (response: Response) => void,
): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase()
  const sent = new Headers(headers)
  let payload = body as BodyInit | null | undefined
  if (body && ['PATCH', 'POST', 'PUT', 'DELETE'].includes(method) && isJsonBody(body)) {
    if (typeof body !== 'string') payload = JSON.stringify(body)
    if (!sent.has('content-type')) sent.set('content-type', 'application/json')
    if (!sent.has('accept')) sent.set('accept', 'application/json')
  }
  const target = query ? withQuery(url, query) : url
  const failure = (message: string, cause?: unknown) =>
    new FetchError(`[${method}] ${JSON.stringify(target)}: ${message}`, { cause })
  let response: Response
  try {
    response = await fetch(target, { ...init, method, headers: sent, body: payload })
  } catch (err) {
    throw failure(`<no response> ${err instanceof Error ? err.message : String(err)}`, err)
  }
  const data = await readBody(response, method)
  onResponse(response)
  if (response.status >= 400 && response.status < 600) {
    const error = failure(`${response.status} ${response.statusText}`)
    Object.assign(error, {
      status: response.status,
      statusText: response.statusText,
      data,
      response,
    })
    throw error
  }
  return data as T
}
