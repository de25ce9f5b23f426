import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  GUARDED_APP_ROUTES,
  MAIN_ONLY_APP_ROUTES,
  PUBLIC_APP_ROUTES,
  PUBLIC_LANDING_ROUTES,
  WEB_ONLY_LANDING_ROUTES,
} from '../../src/shared/routes'
import { HANAKO, renderApp } from './render-app'

const NOT_FOUND = 'ページが見つかりません'

/** A concrete path for a route pattern of src/shared/routes.ts. */
function pathFor(pattern: string): string {
  const filled = pattern.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'token' ? 'abc123' : '42',
  )
  return filled === '' ? '/app' : `/app/${filled}`
}

async function expectPageHeading(path: string) {
  // A heading other than the 404 one; lazily loaded pages appear after their chunk.
  const heading = await screen.findByRole('heading', { level: 1 })
  expect(heading.textContent, path).not.toBe(NOT_FOUND)
  expect(heading.textContent?.trim().length, path).toBeGreaterThan(0)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('every route of the route table has its page', () => {
  it.each(PUBLIC_APP_ROUTES.map(pathFor))('%s', async (path) => {
    renderApp(path)
    await expectPageHeading(path)
  })

  it.each(GUARDED_APP_ROUTES.map(pathFor))('%s (logged in)', async (path) => {
    renderApp(path, { kind: 'user', user: HANAKO })
    await expectPageHeading(path)
  })

  it.each(MAIN_ONLY_APP_ROUTES.map(pathFor))('%s (main site)', async (path) => {
    const { currentPath } = renderApp(path)
    // The account pages are the accounts feature's: here only that the router serves them.
    await waitFor(() => expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull())
    expect(screen.queryByRole('heading', { level: 1, name: NOT_FOUND })).toBeNull()
    expect(currentPath()).toBe(path)
  })

  it.each([...WEB_ONLY_LANDING_ROUTES, ...PUBLIC_LANDING_ROUTES].map((route) => `/${route}`))(
    '%s (landing page)',
    async (path) => {
      renderApp(path)
      await expectPageHeading(path)
      const header = within(screen.getByRole('banner'))
      expect(header.getByRole('link', { name: 'アプリを開く' }).getAttribute('href')).toBe('/app')
    },
  )

  it('shows the 404 page last, for anything else', async () => {
    renderApp('/app/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy()
  })

  it('sends / to /app with its query (campaign codes survive)', async () => {
    const { currentPath } = renderApp('/?c=spring')
    await waitFor(() => expect(currentPath()).toBe('/app?c=spring'))
  })
})

describe('native app', () => {
  function asNativeApp() {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile JimotoNative',
    )
  }

  it.each(['/creator-recruit', '/all-target-lp', '/materials', '/no-such-page'])(
    'sends %s to /app',
    async (path) => {
      asNativeApp()
      const { currentPath } = renderApp(path)
      await waitFor(() => expect(currentPath()).toBe('/app'))
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        '地元の「いま」が集まる場所',
      )
    },
  )

  it('keeps pages under /app', async () => {
    asNativeApp()
    const { currentPath } = renderApp('/app/map')
    await screen.findByRole('heading', { level: 1, name: 'マップ' })
    // The map writes its view into the query; the page itself stays the app's.
    expect(new URL(currentPath(), 'http://x').pathname).toBe('/app/map')
  })

  it('leaves the landing pages to web browsers', async () => {
    const { currentPath } = renderApp('/creator-recruit')
    await expectPageHeading('/creator-recruit')
    expect(currentPath()).toBe('/creator-recruit')
  })
})
