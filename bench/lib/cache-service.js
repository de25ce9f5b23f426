// The Cache API's service when the benchmark runs plain `workerd serve` (bench/lib/workerd.mjs).
//
// Without a `cacheApiOutbound` service, workerd's caches.default stores nothing, and a benchmark
// of the edge cache would measure misses only. In production the cache is a service of the data
// centre, outside the Worker; here it runs in the D1 service's process (not the Worker's, so the
// Worker's CPU figures do not include it) and speaks what workerd sends (Miniflare documents the
// same protocol for its own cache):
//   GET <key>    match: 200 with the stored headers and body and `cf-cache-status: HIT`, or
//                `cf-cache-status: MISS` (the rest of that answer is ignored);
//   PUT <key>    put: the body is the serialized HTTP response (status line, headers, blank
//                line, body); kept for `s-maxage` (else `max-age`) seconds; 204, or 413 when the
//                response may not be stored;
//   PURGE <key>  delete: 200 when there was an entry, 404 when not.
// GET /__stats answers the operation counts, POST /__clear empties the cache (a cold data
// centre, bench/traffic); no page or API of ours has those paths.

const MAX_ENTRIES = 10_000
const entries = new Map()
const stats = { hits: 0, misses: 0, puts: 0, purges: 0 }

const CRLF2 = new Uint8Array([13, 10, 13, 10])

function indexOfBlankLine(bytes) {
  outer: for (let i = 0; i + 3 < bytes.length; i++) {
    for (let j = 0; j < 4; j++) if (bytes[i + j] !== CRLF2[j]) continue outer
    return i
  }
  return -1
}

/** Seconds the response may be kept by a shared cache, or 0. */
function lifetime(headers) {
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  if (/(^|,)\s*(no-store|private)/.test(cacheControl)) return 0
  const shared = /s-maxage=(\d+)/.exec(cacheControl)
  const own = /(^|[^-])max-age=(\d+)/.exec(cacheControl)
  return shared ? Number(shared[1]) : own ? Number(own[2]) : 0
}

async function put(request) {
  const bytes = new Uint8Array(await request.arrayBuffer())
  const end = indexOfBlankLine(bytes)
  if (end < 0) return new Response(null, { status: 413 })
  const [statusLine, ...lines] = new TextDecoder().decode(bytes.subarray(0, end)).split('\r\n')
  const status = Number(statusLine.split(' ')[1])
  const headers = new Headers()
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  const seconds = lifetime(headers)
  if (!seconds || headers.has('set-cookie')) return new Response(null, { status: 413 })
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value)
  entries.set(request.url, {
    status,
    headers: [...headers],
    body: bytes.slice(end + 4),
    expiresAt: Date.now() + seconds * 1000,
  })
  stats.puts += 1
  return new Response(null, { status: 204 })
}

function match(request) {
  const entry = entries.get(request.url)
  if (!entry || entry.expiresAt <= Date.now()) {
    if (entry) entries.delete(request.url)
    stats.misses += 1
    return new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } })
  }
  stats.hits += 1
  const headers = new Headers(entry.headers)
  headers.set('cf-cache-status', 'HIT')
  return new Response(entry.body, { status: entry.status, headers })
}

export default {
  async fetch(request) {
    if (request.method === 'GET' && new URL(request.url).pathname === '/__stats') {
      return Response.json({ ...stats, entries: entries.size })
    }
    if (request.method === 'POST' && new URL(request.url).pathname === '/__clear') {
      entries.clear()
      return new Response(null, { status: 204 })
    }
    if (request.method === 'GET') return match(request)
    if (request.method === 'PUT') return put(request)
    if (request.method === 'PURGE') {
      stats.purges += 1
      return new Response(null, { status: entries.delete(request.url) ? 200 : 404 })
    }
    return new Response(null, { status: 405 })
  },
}
