import { FetchError, type FetchOptions, ofetch } from 'ofetch'
import m from '../components/shell/i18n/current'
import {
  fillPath,
  type ParamNames,
  type PathOf,
  type PathParams,
  splitKey,
} from '../shared/api/contract'
import type { BodyOf, EndpointKey, QueryOf, ResponseOf } from '../shared/api/endpoints'
import { bootDataKey } from '../shared/boot-data'
import { CAMPAIGN_HEADER } from '../shared/campaign'
import { D1_BOOKMARK_HEADER } from '../shared/d1-bookmark'
import { type InternationalLang, targetScope } from '../shared/sites'
import { blocksHintSet } from './blocks-hint'
import { takeBootData } from './boot-data'
import { readCampaignCode } from './campaign'
import { bookmarkGeneration, forgetBookmark, heldBookmark, rememberBookmark } from './d1-bookmark'
import { site } from './site'

// The one API client. Everything that talks to the API goes through `api()`.

let authToken: string | null = null

/**
 * Sets or removes the bearer token sent with every request (logout removes it). Removing or
 * replacing a token also forgets the D1 bookmark (src/lib/d1-bookmark.ts): it belongs to the
 * person who wrote.
 */
export function setAuthToken(token: string | null): void {
  if (authToken !== null && authToken !== token) forgetBookmark()
  authToken = token
}

export { bookmarkGeneration, rememberBookmark }

interface ApiOptions extends Omit<FetchOptions<'json'>, 'responseType'> {
  /**
   * `false`: no X-Campaign-Code header (like-status calls are the one kind of request
   * without it). Default true.
   */
  campaign?: boolean
}

const client = ofetch.create({ baseURL: site.apiBase || '/', retry: 0 })

/** Headers and query every request carries. */
export function requestDecorations(options: { campaign?: boolean } = {}): {
  headers: Record<string, string>
  query: Record<string, string>
} {
  const headers: Record<string, string> = {}
  const query: Record<string, string> = {}
  if (authToken) headers.Authorization = `Bearer ${authToken}`
  const bookmark = heldBookmark()
  if (bookmark) headers[D1_BOOKMARK_HEADER] = bookmark
  const campaignCode = options.campaign === false ? null : readCampaignCode()
  if (campaignCode) headers[CAMPAIGN_HEADER] = campaignCode
  if (site.international && site.translateLang && site.lang !== 'ja') {
    headers['X-Translate-Lang'] = site.translateLang
    query.target_scope = targetScope(site.lang as InternationalLang)
  }
  return { headers, query }
}

/**
 * The answer to `GET path?query` that the page already carries (src/lib/boot-data.ts), if any:
 * for a first render that needs no round trip.
 */
export function bootAnswer<T>(path: string, query: Record<string, string> = {}): T | undefined {
  // The edge wrote it for anyone: it may hold posts of someone this person blocked.
  if (authToken && blocksHintSet()) return undefined
  const full = { ...query, ...requestDecorations().query }
  return takeBootData(bootDataKey(path, full)) as T | undefined
}

/** A call by path: only `call` and its kin use it (the endpoint table holds the paths). */
function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { campaign, headers, query, onResponse, ...rest } = options
  const extra = requestDecorations({ campaign })
  if (!rest.method || rest.method.toUpperCase() === 'GET') {
    const inlined = bootAnswer<T>(path, query)
    if (inlined !== undefined) return Promise.resolve(inlined)
  }
  const generation = bookmarkGeneration()
  const write = !!rest.method && !['GET', 'HEAD'].includes(rest.method.toUpperCase())
  return client<T>(path, {
    ...rest,
    headers: { ...extra.headers, ...(headers as Record<string, string> | undefined) },
    query: { ...query, ...extra.query },
    // Every answer, errors included: a refused write may still have written (a rate-limit count).
    onResponse: [
      ({ response }) => {
        rememberBookmark(response.headers.get(D1_BOOKMARK_HEADER), generation, write)
      },
      // The caller's own look at the answer's headers (the hazard map's stored copies).
      ...(onResponse === undefined ? [] : [onResponse].flat()),
    ],
  })
}

/** What `call` takes besides the key: the path's params (when it has any), query and body. */
export type CallOptions<Key extends EndpointKey> = Omit<ApiOptions, 'body' | 'query' | 'method'> & {
  query?: QueryOf<Key>
  body?: BodyOf<Key>
} & (ParamNames<PathOf<Key>> extends never
    ? { params?: undefined }
    : { params: PathParams<PathOf<Key>> })

type CallArgs<Key extends EndpointKey> =
  ParamNames<PathOf<Key>> extends never ? [options?: CallOptions<Key>] : [options: CallOptions<Key>]

/** The path of an endpoint with its params filled in (for the upload's XHR and links to files). */
export function apiPath<Key extends EndpointKey>(
  key: Key,
  ...[params]: ParamNames<PathOf<Key>> extends never ? [] : [PathParams<PathOf<Key>>]
): string {
  return fillPath(splitKey(key).pattern, params)
}

/**
 * Calls an endpoint of the table (src/shared/api/endpoints.ts) by its key:
 * `call('GET /api/posts/:id', { params: { id } })`. The answer's type is the table's.
 */
export function call<Key extends EndpointKey>(
  key: Key,
  ...[options]: CallArgs<Key>
): Promise<ResponseOf<Key>> {
  const { method, pattern } = splitKey(key)
  const { params, body, query, ...rest } = options ?? {}
  const path = fillPath(pattern, params as Record<string, string | number> | undefined)
  return api<ResponseOf<Key>>(path, {
    ...rest,
    method,
    query: query as Record<string, unknown> | undefined,
    body: body as ApiOptions['body'],
  })
}

export interface ApiErrorInfo {
  status: number
  /** The server's `error` field (a code, or a fixed English text such as 'Email not verified'). */
  error: string | null
  /**
   * The server's `message` field; after a server failure followed by the id the person can quote
   * ("エラーID: …").
   */
  message: string | null
  /** The id a server failure (5xx) carries in its body and its X-Request-Id header. */
  requestId: string | null
}

/** The one error mapper: turns whatever `api()` threw into the server's `{ error, message }`. */
export function toApiError(err: unknown): ApiErrorInfo {
  if (err instanceof FetchError) {
    const data: unknown = err.data
    const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
    const requestId =
      (typeof body.request_id === 'string' ? body.request_id : null) ??
      err.response?.headers.get('x-request-id') ??
      null
    const message = typeof body.message === 'string' ? body.message : null
    return {
      status: err.status ?? 0,
      error: typeof body.error === 'string' ? body.error : null,
      message: message && requestId ? withErrorId(message, requestId) : message,
      requestId,
    }
  }
  return { status: 0, error: null, message: null, requestId: null }
}

/** A message followed by the id of the failed request, in this site's words. */
export function withErrorId(message: string, requestId: string | null): string {
  return requestId ? `${message} ${m.errorId(requestId)}` : message
}

/** Relative media URLs from the API are prefixed with the API host. */
export function mediaUrl(url: string | null | undefined): string | null {
  if (!url) return null
  if (/^https?:\/\//i.test(url)) return url
  return `${site.apiBase}${url.startsWith('/') ? '' : '/'}${url}`
}
