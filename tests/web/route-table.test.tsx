import { waitFor } from '@testing-library/react'
import { parse } from 'regexparam'
import { describe, expect, it } from 'vitest'
import { matchRoute } from 'wouter'
import { loggedOutDestination } from '../../src/shared/redirect'
import { accessOf, PAGE_ROUTES, type PageRoute, urlOf } from '../../src/shared/routes'
import { renderApp } from './render-app'

// The route table (src/shared/routes.ts) is the one list of pages: the router, its guards, the
// edge's hints and the bench's pages come from it, and the page records are held to it by tsc.
// Here, through the real router: a route that another one hides, a page behind the login
// that lets a logged-out visitor in (tests/node/route-table-lists.test.ts checks the lists).

const ROWS = PAGE_ROUTES as readonly PageRoute[]

/** The URL the SPA's router is given for a row (its own pattern or the wider shared one). */
const routerUrl = (row: PageRoute) => urlOf(row, row.router ?? row.path)

/** A concrete path of a row: every parameter filled in. */
const samplePath = (row: PageRoute) =>
  urlOf(
    row,
    row.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'token' ? 'abc123' : '42')),
  )

/** The router's routes in its order, one per SPA pattern, as src/app/routes.tsx builds them. */
const ROUTER_URLS = [...new Set(ROWS.map(routerUrl))]

describe('the route table', () => {
  it('names each page once', () => {
    const paths = ROWS.map(samplePath)
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([])
  })

  it.each(ROWS.map((row) => [samplePath(row), row] as const))(
    '%s is reached through its own route, not one the router tries first',
    (path, row) => {
      const first = ROUTER_URLS.find((url) => matchRoute(parse, url, path)[0])
      expect(first).toBe(routerUrl(row))
    },
  )

  it.each(
    ROWS.filter((row) => accessOf(row) === 'signed-in').map((row) => [samplePath(row), row.path]),
  )('sends a logged-out visitor away from %s, where the guard says', async (path, pattern) => {
    const { currentPath } = renderApp(path)
    const target = loggedOutDestination(pattern, null)
    await waitFor(() => expect(currentPath()).toBe(target))
  })
})
