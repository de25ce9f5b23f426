import { describe, expect, it } from 'vitest'
import { request } from './helpers'

// A deployment may serve the API from its own host (API_BASE): browsers then ask first.
function preflight(origin: string, host = 'api.example.jp') {
  return request('/api/posts', {
    host,
    https: host !== 'localhost:8787',
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, x-campaign-code',
    },
  })
}

describe('CORS on the API', () => {
  it.each(['https://example.jp', 'https://en.example.jp', 'https://zh-hant.example.jp'])(
    'lets our site %s call the API on another host',
    async (origin) => {
      const res = await preflight(origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'x-campaign-code',
      )
    },
  )

  it.each([
    'https://evil.example',
    'https://example.jp.evil.example',
    'http://example.jp',
    'http://localhost:5173',
    'null',
  ])('gives %s no access', async (origin) => {
    const res = await preflight(origin)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows the local language sites while the API runs on localhost', async () => {
    const res = await preflight('http://en.localhost:8787', 'localhost:8787')
    expect(res.headers.get('access-control-allow-origin')).toBe('http://en.localhost:8787')
  })

  it('marks real responses for our origins too', async () => {
    const res = await request('/api/posts', {
      host: 'api.example.jp',
      https: true,
      headers: { origin: 'https://ko.example.jp' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://ko.example.jp')
  })

  it('answers requests without an Origin (same site, crawlers, the native shell) with no CORS grant', async () => {
    const res = await request('/api/posts', { host: 'example.jp', https: true })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(((await res.json()) as { items: unknown[] }).items).toBeInstanceOf(Array)
  })
})
