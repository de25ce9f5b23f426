import type { Context, ExecutionContext, MiddlewareHandler } from 'hono'
import { pathTo } from '../../src/shared/links'
import { alertStamp } from './alert-version'
import { sha256Hex } from './crypto'
import { runtimeEnv } from './d1-session'
import {
  type EdgeRequest,
  edgeRequestOf,
  isEdgeCachedPage,
  isEdgeCachedPath,
  type KeyVersions,
  type PurgeSubject,
  purgeKeys,
} from './edge-cache-keys'
import type { AppEnv } from './env'

export type { PurgeSubject } from './edge-cache-keys'

// Anonymous pages and first API pages from the Workers Cache API (caches.default): a post shared
// on LINE or X is opened by thousands of visitors, and only about one request per key and 30 s
// reads D1. On only with EDGE_CACHE = "on".
//   1. Which requests (edge-cache-keys.ts): GETs of the pages that read D1 (post, profile, venue,
//      restaurant, artist, timeline), of GET /api/posts without a cursor and of GET /api/map;
//      only without an Authorization header (pages never carry one: the session is a bearer
//      token the SPA sends to the API) and, for pages, not from the native shell.
//   2. The key holds the host, the path, the parameters the route reads, for the API the
//      translation header and Origin, for pages the warnings' version (their disaster banner:
//      a change of warnings reaches every data centre at once, no purge needed), and the
//      deployment's version. The stored copy is rendered from a request with exactly those
//      (`forward`), through the whole app, so it cannot depend on anything else.
//   3. Stored: 200 answers, and 404 pages (a deleted post that went viral); never an error, nor
//      a 200 a route marks as a fallback (`markUncacheable`: the database failed).
//   4. Fresh for FRESH_MS (HIT). Until MAX_AGE_S the stale copy is served (STALE) while one
//      refresh per key and isolate runs in waitUntil; after that the copy is gone (`s-maxage`).
//   5. Writes that change what a copy shows (posts, profiles, places, moderation) delete the keys
//      they reach (purgeEdgeCache) before they answer. cache.delete only reaches this data
//      centre's cache: elsewhere, and for keys not in the set, MAX_AGE_S bounds an old copy.
//   6. The client gets the stored status, headers and body as the app made them (ETag and
//      `cache-control: no-cache` of pages included; a matching If-None-Match gets 304 as from the
//      page renderer) plus `x-edge-cache: HIT | STALE | MISS`, or BYPASS on a cached route that
//      may not use the cache.

/** How long a copy is served without a refresh. */
export const FRESH_MS = 30_000
/** How long a copy is kept at all: the bound on an edit nobody purged. */
export const MAX_AGE_S = 60

export const EDGE_CACHE_HEADER = 'x-edge-cache'
/** Set by a route on a 200 that must not be stored (a fallback); never reaches the client. */
const UNCACHEABLE = 'x-edge-uncacheable'
/** On the stored copy only: when it was rendered (ms) and the client's headers (JSON). */
const STORED_AT = 'x-edge-stored-at'
const CLIENT_HEADERS = 'x-edge-headers'

type Dispatch = (request: Request, env: Env, ctx?: ExecutionContext) => Response | Promise<Response>

interface Copy {
  status: number
  headers: [string, string][]
  /** Buffered: the client gets a Content-Length as from the app, not a chunked stream. */
  body: ArrayBuffer
}

/** Forward requests run through the app again; the middleware lets exactly these through. */
const forwarded = new WeakSet<Request>()
/** Keys with a refresh under way in this isolate: one refresh per stale copy, not one per hit. */
const refreshing = new Set<string>()

/** What this isolate keeps of the same data (worker/map/memo.ts): dropped by every purge. */
const isolateMemos: (() => void)[] = []

/**
 * Registers a memo of this isolate that a write through it must empty, as it purges the edge
 * cache: whoever wrote sees the change at once, wherever the isolate serves them from.
 */
export function forgetOnPurge(forget: () => void): void {
  isolateMemos.push(forget)
}

/** Marks a 200 that must not be stored (e.g. a page served with default meta after a D1 error). */
export function markUncacheable(response: Response): Response {
  response.headers.set(UNCACHEABLE, '1')
  return response
}

/** The edge cache as middleware; `dispatch` runs a forward request through the whole app. */
export function edgeCache(dispatch: Dispatch): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw
    if (forwarded.has(request)) return next()
    const cacheable =
      c.env.EDGE_CACHE === 'on' && request.method === 'GET' && isEdgeCachedPath(c.req.path)
    // Without a version (the build's shell or the warnings unreadable) nothing is stored or
    // served from the cache.
    const versions = cacheable ? await keyVersions(c, c.req.path).catch(() => null) : null
    const edge = versions ? edgeRequestOf(request, c.get('site'), c.req.path, versions) : null
    if (!edge) {
      await next()
      if (c.res.headers.has(UNCACHEABLE)) c.res = withoutMark(c.res)
      if (c.env.EDGE_CACHE === 'on' && isBypassed(c)) c.res = withHeader(c.res, 'BYPASS')
      return
    }
    const ctx = executionContextOf(c)
    const cached = await caches.default.match(edge.key).catch(() => undefined)
    const storedAt = Number(cached?.headers.get(STORED_AT))
    const age = Date.now() - storedAt
    if (cached && age >= 0 && age < MAX_AGE_S * 1000) {
      const copy = await copyOf(cached)
      if (copy) {
        const stale = age >= FRESH_MS
        if (stale && ctx) refreshLater(edge, c.env, ctx, dispatch)
        if (!stale || ctx) return clientResponse(copy, stale ? 'STALE' : 'HIT', request)
      }
    }
    const fresh = await render(edge, c.env, ctx, dispatch)
    if (!fresh.copy) return withHeader(withoutMark(fresh.response), 'MISS')
    return clientResponse(fresh.copy, 'MISS', request)
  }
}

/**
 * Deletes the copies an edit reaches (edge-cache-keys.ts purgeKeys) before the edit answers, so
 * the next anonymous request sees it. A failed delete is logged: the lifetime bounds that copy.
 */
export async function purgeEdgeCache(c: Context<AppEnv>, subject: PurgeSubject): Promise<void> {
  for (const forget of isolateMemos) forget()
  if (c.env.EDGE_CACHE !== 'on') return
  let keys: string[]
  try {
    keys = purgeKeys(c.get('site'), c.env, subject, await keyVersions(c, pathTo('/app/timeline')))
  } catch (err) {
    console.error('edge cache: purge keys unavailable', err)
    return
  }
  await Promise.all(
    keys.map((key) =>
      caches.default.delete(key).catch((err: unknown) => {
        console.error('edge cache: purge failed', key, err)
      }),
    ),
  )
}

/** The versions a key of `path` holds: the warnings' too for pages (read through the memo). */
async function keyVersions(c: Context<AppEnv>, path: string): Promise<KeyVersions> {
  const deploy = await deployVersion(c.env)
  if (!isEdgeCachedPage(path)) return { deploy }
  const { version } = await alertStamp(c.env.DB, c.env.ALERT_STATE_MEMO === 'on')
  return { deploy, alerts: version }
}

const versions = new WeakMap<Env, Promise<string>>()

/**
 * This deployment's version, once per isolate: its configuration and the SPA build (index.html
 * names the build's hashed files). Part of every key, so after a deploy no page names files of
 * the previous build and no answer has the previous shape.
 */
function deployVersion(requestEnv: Env): Promise<string> {
  const env = runtimeEnv(requestEnv)
  let version = versions.get(env)
  if (!version) {
    version = computeVersion(env)
    versions.set(env, version)
    version.catch(() => versions.delete(env))
  }
  return version
}

async function computeVersion(env: Env): Promise<string> {
  const vars = Object.entries(env)
    .filter(([, value]) => typeof value === 'string')
    .sort(([a], [b]) => (a < b ? -1 : 1))
  const shell = await env.ASSETS.fetch('http://assets.local/index.html')
  const build = shell.ok ? await shell.text() : String(shell.status)
  return (await sha256Hex(`${JSON.stringify(vars)}\n${build}`)).slice(0, 16)
}

/** A GET of a cached route that may not use the cache (logged in, native, a later page). */
const isBypassed = (c: Context<AppEnv>) => c.req.method === 'GET' && isEdgeCachedPath(c.req.path)

function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

/** Renders the forward request; stores the answer when it may be kept. */
async function render(
  edge: EdgeRequest,
  env: Env,
  ctx: ExecutionContext | undefined,
  dispatch: Dispatch,
): Promise<{ response: Response; copy: Copy | null }> {
  const forward = edge.forward()
  forwarded.add(forward)
  const response = await dispatch(forward, env, ctx)
  const storable =
    (response.status === 200 || (response.status === 404 && edge.kind === 'page')) &&
    !response.headers.has(UNCACHEABLE) &&
    !response.headers.has('set-cookie')
  if (!storable) return { response, copy: null }
  const copy: Copy = {
    status: response.status,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  }
  const put = caches.default.put(edge.key, storedResponse(copy)).catch((err: unknown) => {
    console.error('edge cache: store failed', edge.key, err)
  })
  if (ctx) ctx.waitUntil(put)
  else await put
  return { response, copy }
}

function refreshLater(edge: EdgeRequest, env: Env, ctx: ExecutionContext, dispatch: Dispatch) {
  if (refreshing.has(edge.key)) return
  refreshing.add(edge.key)
  ctx.waitUntil(
    render(edge, env, ctx, dispatch)
      .then(({ response, copy }) => {
        // An error answer leaves the stale copy in place until its own end.
        if (!copy) return response.body?.cancel()
      })
      .catch((err: unknown) => console.error('edge cache: refresh failed', edge.key, err))
      .finally(() => refreshing.delete(edge.key)),
  )
}

/** The copy in the cache: the client's headers travel as JSON, bounded by `s-maxage`. */
function storedResponse(copy: Copy): Response {
  return new Response(copy.body, {
    status: copy.status,
    headers: {
      'cache-control': `public, s-maxage=${MAX_AGE_S}`,
      [STORED_AT]: String(Date.now()),
      [CLIENT_HEADERS]: JSON.stringify(copy.headers),
    },
  })
}

async function copyOf(stored: Response): Promise<Copy | null> {
  try {
    const headers = JSON.parse(stored.headers.get(CLIENT_HEADERS) ?? '') as [string, string][]
    return { status: stored.status, headers, body: await stored.arrayBuffer() }
  } catch {
    await stored.body?.cancel()
    return null
  }
}

/** The copy as the client gets it; 304 when If-None-Match names its ETag (as renderPage does). */
function clientResponse(copy: Copy, state: string, request: Request): Response {
  const headers = new Headers(copy.headers)
  headers.set(EDGE_CACHE_HEADER, state)
  const etag = headers.get('etag')
  if (copy.status === 200 && etag && request.headers.get('if-none-match')?.includes(etag)) {
    headers.delete('content-length')
    return new Response(null, { status: 304, headers })
  }
  return new Response(copy.body, { status: copy.status, headers })
}

function withoutMark(response: Response): Response {
  if (!response.headers.has(UNCACHEABLE)) return response
  const copy = new Response(response.body, response)
  copy.headers.delete(UNCACHEABLE)
  return copy
}

function withHeader(response: Response, state: string): Response {
  const copy = new Response(response.body, response)
  copy.headers.set(EDGE_CACHE_HEADER, state)
  return copy
}
