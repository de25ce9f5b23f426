import { describe, expect, it } from 'vitest'
import { fetchWithVars, request } from './helpers'

// The files Android and iOS fetch from the site before they let the app open its links.

const RELEASE_KEY =
  '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5'
const UPLOAD_KEY =
  'fa:c6:17:45:dc:09:03:78:6f:b9:ed:e6:2a:96:2b:39:9f:73:48:f0:bb:6f:89:9b:83:32:66:75:91:03:3b:9c'

/** The same Worker with the app's ids configured (wrangler.toml [vars] / `wrangler secret`). */
function withVars(vars: Partial<Env>, path: string, init: RequestInit = {}) {
  return fetchWithVars(
    new Request(`https://example.jp${path}`, { ...init, headers: { host: 'example.jp' } }),
    vars,
  )
}

describe('/.well-known/assetlinks.json', () => {
  it('names the Android package and its signing certificates, so https://<host>/app links open the app', async () => {
    const res = await withVars(
      { APP_ANDROID_CERT_SHA256: `${RELEASE_KEY}, ${UPLOAD_KEY}` },
      '/.well-known/assetlinks.json',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'jp.jimoto.app',
          sha256_cert_fingerprints: [RELEASE_KEY, UPLOAD_KEY.toUpperCase()],
        },
      },
    ])
  })

  it('leaves out a value that is no SHA-256 fingerprint', async () => {
    const res = await withVars(
      { APP_ANDROID_CERT_SHA256: `${RELEASE_KEY},AB:CD,<script>` },
      '/.well-known/assetlinks.json',
    )
    const [statement] = (await res.json()) as [{ target: { sha256_cert_fingerprints: string[] } }]
    expect(statement.target.sha256_cert_fingerprints).toEqual([RELEASE_KEY])
  })

  it.each([
    ['no fingerprint configured (the default)', {}],
    ['only invalid fingerprints', { APP_ANDROID_CERT_SHA256: 'not-a-fingerprint' }],
    ['no package name', { APP_ANDROID_CERT_SHA256: RELEASE_KEY, APP_ANDROID_PACKAGE: '' }],
  ])('does not exist with %s', async (_case, vars) => {
    const res = await withVars(vars, '/.well-known/assetlinks.json')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'not_found' })
  })
})

describe('/.well-known/apple-app-site-association', () => {
  it('names the app by team and bundle id for /app and everything below it', async () => {
    const res = await withVars(
      { APP_IOS_TEAM_ID: 'ABCDE12345' },
      '/.well-known/apple-app-site-association',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({
      applinks: {
        apps: [],
        details: [
          {
            appIDs: ['ABCDE12345.jp.jimoto.app'],
            components: [{ '/': '/app' }, { '/': '/app/*' }],
            appID: 'ABCDE12345.jp.jimoto.app',
            paths: ['/app', '/app/*'],
          },
        ],
      },
    })
  })

  it.each([
    ['no team id (the default)', {}],
    ['a malformed team id', { APP_IOS_TEAM_ID: 'abc' }],
    ['no bundle id', { APP_IOS_TEAM_ID: 'ABCDE12345', APP_IOS_BUNDLE_ID: '' }],
  ])('does not exist with %s', async (_case, vars) => {
    const res = await withVars(vars, '/.well-known/apple-app-site-association')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'not_found' })
  })

  it('answers only GET (and HEAD)', async () => {
    const res = await withVars(
      { APP_IOS_TEAM_ID: 'ABCDE12345' },
      '/.well-known/apple-app-site-association',
      {
        method: 'POST',
      },
    )
    expect(res.status).not.toBe(200)
    expect(res.status).toBeLessThan(500)
  })
})

describe('with the repository defaults', () => {
  it('serves neither file until the app ids are configured', async () => {
    for (const path of [
      '/.well-known/assetlinks.json',
      '/.well-known/apple-app-site-association',
    ]) {
      const res = await request(path, { host: 'example.jp', https: true })
      expect(res.status).toBe(404)
    }
  })
})
