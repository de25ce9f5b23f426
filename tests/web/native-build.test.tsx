import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nativeConfig, readWranglerVars } from '../../scripts/build-native.mjs'

// What the shell's build (`npm run build:native`) bakes in, and the app running with it: every call
// and every relative media URL goes to the API host, and the native route rules hold on
// the client with no edge in front (any path outside /app goes to /app).

// vitest runs from the repository's root (this environment's import.meta.url is no file URL).
const ROOT = process.cwd()

afterEach(() => {
  delete window.__SITE__
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** The app's modules, fresh, with the native build's site config as its `site`. */
async function loadAsNativeBuild() {
  const config = await nativeConfig({}, ROOT)
  vi.resetModules()
  window.__SITE__ = structuredClone(config.site)
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      fetched.push(url)
      if (new URL(url).pathname === '/api/posts') {
        const { makePost, page } = await import('./posts-fakes')
        const post = makePost({
          title: '秋祭りの提灯',
          media: [
            {
              url: '/media/a.jpg',
              thumb_url: '/media/a-t.jpg',
              width: 480,
              height: 320,
              alt: '提灯',
            },
          ],
        })
        return Response.json(page([post]))
      }
      return Response.json(
        { error: 'not_found', message: 'APIが見つかりません。' },
        { status: 404 },
      )
    }),
  )
  const { renderApp } = await import('./render-app')
  return { renderApp, fetched, config }
}

describe('the native build config', () => {
  it('bakes in the Japanese main site, native, with the API on the site host', async () => {
    const config = await nativeConfig({}, ROOT)
    expect(config.site).toMatchObject({
      lang: 'ja',
      international: false,
      native: true,
      apiBase: 'https://example.jp',
      siteHost: 'example.jp',
      protocol: 'https:',
      firebase: { projectId: 'demo-jimoto', authEmulatorHost: null },
    })
    expect(config.site.business.email).toBe('support@example.jp')
    expect(config.ads.bannerUnitId).toEqual({
      android: 'ca-app-pub-3940256099942544/9214589741',
      ios: 'ca-app-pub-3940256099942544/2435281174',
    })
  })

  it('takes a release build API host from the environment, and refuses one that is no origin', async () => {
    const release = await nativeConfig({ JIMOTO_API_HOST: 'https://api.jimoto.jp/' }, ROOT)
    expect(release.site.apiBase).toBe('https://api.jimoto.jp')
    await expect(
      nativeConfig({ JIMOTO_API_HOST: 'https://api.jimoto.jp/v1' }, ROOT),
    ).rejects.toThrow(/must be an origin/)
    await expect(nativeConfig({ JIMOTO_API_HOST: 'api.jimoto.jp' }, ROOT)).rejects.toThrow(
      /must be an origin/,
    )
  })

  it("reads only wrangler.toml's [vars] table, escapes included", () => {
    const vars = readWranglerVars(
      [
        'name = "jimoto"',
        '[vars]',
        'SITE_HOST = "town.example"',
        '# a comment',
        'BUSINESS_NAME = "町の\\"事務局\\""',
        '[[queues.producers]]',
        'binding = "PUSH_QUEUE"',
      ].join('\n'),
    )
    expect(vars).toEqual({ SITE_HOST: 'town.example', BUSINESS_NAME: '町の"事務局"' })
  })
})

describe('the app with the native build config', () => {
  it('calls the API host and prefixes relative media URLs with it', async () => {
    const { renderApp, fetched } = await loadAsNativeBuild()
    renderApp('/app/gallery')
    const grid = within(await screen.findByRole('list', { name: 'みんなの写真' }))
    expect(grid.getByRole('img', { name: '提灯' }).getAttribute('src')).toBe(
      'https://example.jp/media/a-t.jpg',
    )
    expect(fetched.length).toBeGreaterThan(0)
    for (const url of fetched) expect(url.startsWith('https://example.jp/')).toBe(true)
  })

  it.each([
    ['/', '/app'],
    ['/creator-recruit', '/app'],
    ['/all-target-lp', '/app'],
    ['/creatives', '/app'],
    ['/app/timeline', '/app/timeline'],
  ])('opens %s as %s, with no edge in front and no user-agent suffix', async (from, to) => {
    const { renderApp } = await loadAsNativeBuild()
    expect(navigator.userAgent).not.toContain('JimotoNative')
    const { currentPath } = renderApp(from)
    await waitFor(() => expect(currentPath()).toBe(to))
  })
})
