import { describe, expect, it } from 'vitest'
import { request } from './helpers'

// Paths and query strings whose percent-encoding does not decode (a stray '%', a bad hex digit,
// a cut UTF-8 sequence, bytes that are not UTF-8) are the client's mistake: every route on every
// host answers 4xx, and the API answers its JSON error.

const BROKEN = ['%ZZ', '%E0%A4%A', '%', '%C3%28', '%FF%FE', 'a%2', '%ED%A0%80']

const PATHS = [
  '/media/',
  '/media/posts/',
  '/api/posts/',
  '/api/users/',
  '/api/places/',
  '/api/push/devices/',
  '/auth/',
  '/api/',
  '/app/',
  '/app/posts/',
  '/app/users/',
  '/app/places/',
  '/assets/',
  '/',
]

const QUERIES = [
  '/api/posts?tag=',
  '/api/search?q=',
  '/api/places?kind=',
  '/auth/verify-email?token=',
  '/app/search?q=',
  '/app?utm_source=',
  '/media/x.jpg?v=',
]

const HOSTS = [
  'localhost:8787',
  'en.localhost:8787',
  'ko.localhost:8787',
  'zh-hans.localhost:8787',
  'zh-hant.localhost:8787',
  'example.jp',
  'en.example.jp',
]

/** What is wrong with the answer to `path` on `host`, or null when it is a JSON/page 3xx–4xx. */
async function fault(path: string, host: string, minStatus: number): Promise<string | null> {
  const res = await request(path, { host })
  const body = await res.text()
  const where = `${host}${path} → ${res.status} ${body.slice(0, 80)}`
  if (res.status < minStatus || res.status >= 500) return where
  const api = path.startsWith('/api/') || path.startsWith('/auth/')
  if (api && !res.headers.get('content-type')?.startsWith('application/json')) return where
  return null
}

async function faults(prefixes: string[], host: string, minStatus: number): Promise<string[]> {
  const found: string[] = []
  for (const prefix of prefixes) {
    for (const broken of BROKEN) {
      const problem = await fault(`${prefix}${broken}`, host, minStatus)
      if (problem) found.push(problem)
    }
  }
  return found
}

describe('paths that cannot be decoded', () => {
  it.each(HOSTS)('answer 3xx/4xx, never 5xx, on %s', async (host) => {
    expect(await faults(PATHS, host, 300)).toEqual([])
  })

  // A query parameter that does not decode is read as absent or as its raw text by the route.
  it.each(HOSTS)('in a query string answer below 500 on %s', async (host) => {
    expect(await faults(QUERIES, host, 200)).toEqual([])
  })

  it('GET /media/%ZZ is a JSON 404 from the media route', async () => {
    const res = await request('/media/%ZZ')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'not_found' })
  })
})
