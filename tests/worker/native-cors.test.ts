import { describe, expect, it } from 'vitest'
import { request } from './helpers'

// The native shell's pages come from Capacitor's local server (capacitor://localhost on iOS,
// https://localhost on Android) and call the API on the site's host.

function preflight(origin: string, path = '/api/posts') {
  return request(path, {
    host: 'example.jp',
    https: true,
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  })
}

describe('CORS for the native shell', () => {
  it.each(['capacitor://localhost', 'https://localhost'])(
    'lets the app page %s call the API and the sign-in endpoints',
    async (origin) => {
      for (const path of ['/api/posts', '/auth/social-login', '/api/push/device/register']) {
        const res = await preflight(origin, path)
        expect(res.status).toBe(204)
        expect(res.headers.get('access-control-allow-origin')).toBe(origin)
        expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
          'authorization',
        )
      }
    },
  )

  it('marks real answers for the app origin, so the WebView may read them', async () => {
    const res = await request('/api/posts', {
      host: 'example.jp',
      https: true,
      headers: { origin: 'capacitor://localhost' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('capacitor://localhost')
  })

  it.each([
    'capacitor://evil.example',
    'capacitor://localhost:8080',
    'https://localhost:8443',
    'http://localhost',
    'ionic://localhost',
    'https://localhost.evil.example',
    'CAPACITOR://LOCALHOST',
    'file://',
  ])('gives %s no access', async (origin) => {
    const res = await preflight(origin)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})
