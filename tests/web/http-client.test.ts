import { afterEach, describe, expect, it, vi } from 'vitest'
import { FetchError, fetchBody, withBase, withQuery } from '../../src/lib/http'

// The API client's HTTP part replaced ofetch: the URLs it builds must be the ones ofetch built
// (the edge cache keys API answers by URL, and its purges name those URLs). Expected values are
// what ufo 1.6.4 (ofetch's URL library) returned for the same inputs.

afterEach(() => vi.unstubAllGlobals())

describe('the URLs of API requests', () => {
  it('merge the query into the path’s own, encoded as ofetch did', () => {
    expect(withQuery('/api/posts', { limit: '20' })).toBe('/api/posts?limit=20')
    expect(withQuery('/api/posts?limit=20', { target_scope: 'en' })).toBe(
      '/api/posts?limit=20&target_scope=en',
    )
    expect(withQuery('/api/search', { q: '東京 花火+夏/祭 #1 & more', limit: 20 })).toBe(
      '/api/search?q=%E6%9D%B1%E4%BA%AC+%E8%8A%B1%E7%81%AB%2B%E5%A4%8F%2F%E7%A5%AD+%231+%26+more&limit=20',
    )
    expect(
      withQuery('/api/hazard/shelters', { bbox: '139.1,35.2,139.3,35.4', cursor: undefined }),
    ).toBe('/api/hazard/shelters?bbox=139.1,35.2,139.3,35.4')
    expect(withQuery('/api/posts?tag=%E7%A5%AD&kind=event', { limit: '20', kind: 'coupon' })).toBe(
      '/api/posts?tag=%E7%A5%AD&kind=coupon&limit=20',
    )
    expect(withQuery('/auth/verify-email', { token: 'a=b|c`d^e' })).toBe(
      '/auth/verify-email?token=a=b|c`d^e',
    )
    expect(
      withQuery('/api/me/reactions', { ids: '1,2,3', empty: '', flag: true, none: null }),
    ).toBe('/api/me/reactions?ids=1,2,3&empty&flag=true&none')
    expect(withQuery('/api/x?a=1&a=2', {})).toBe('/api/x?a=1&a=2')
  })

  it('go to the API host of the native shell, and stay on the site otherwise', () => {
    expect(withBase('/api/posts', '/')).toBe('/api/posts')
    expect(withBase('/api/posts', '')).toBe('/api/posts')
    expect(withBase('/api/posts', 'https://town.example')).toBe('https://town.example/api/posts')
    expect(withBase('/api/posts', 'https://town.example/')).toBe('https://town.example/api/posts')
    expect(withBase('https://cdn.example/x', 'https://town.example')).toBe('https://cdn.example/x')
    expect(withBase('https://town.example/api', 'https://town.example')).toBe(
      'https://town.example/api',
    )
  })
})

describe('API answers', () => {
  it('send objects as JSON and throw the server’s error body with its status', async () => {
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'rate_limited', message: '少し待ってください' }), {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchStub)
    const seen: number[] = []
    const sent = fetchBody('/api/posts', { method: 'post', body: { body: 'こんにちは' } }, (r) =>
      seen.push(r.status),
    )
    const error = await sent.catch((err: unknown) => err)
    expect(error).toBeInstanceOf(FetchError)
    expect(error).toMatchObject({
      status: 429,
      data: { error: 'rate_limited', message: '少し待ってください' },
    })
    expect(seen).toEqual([429])
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"body":"こんにちは"}')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
  })

  it('answer nothing for 204 and the parsed JSON otherwise', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }))
    await expect(fetchBody('/api/x', { method: 'DELETE' }, () => {})).resolves.toBeUndefined()
    vi.stubGlobal('fetch', async () => Response.json({ items: [1] }))
    await expect(fetchBody('/api/x', {}, () => {})).resolves.toEqual({ items: [1] })
  })

  it('throw a FetchError without a status when there is no answer', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await fetchBody('/api/x', {}, () => {}).catch((err: unknown) => err)
    expect(error).toBeInstanceOf(FetchError)
    expect((error as FetchError).status).toBeUndefined()
  })
})
