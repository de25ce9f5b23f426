import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parse } from 'regexparam'
import { describe, expect, it } from 'vitest'
import { matchRoute } from 'wouter'
import { lighthousePages } from '../../bench/lighthouse/pages.mjs'
import { deliveryOf, MAP_VIEW } from '../../src/shared/route-delivery'
import { accessOf, PAGE_ROUTES, type PageRoute, urlOf } from '../../src/shared/routes'
import { HINTED_PAGES, MAP_PAGES } from '../../worker/pages/hinted-pages'
import { LAYOUT_ROUTES } from '../e2e/layout-routes'

// The route table (src/shared/routes.ts) is the one list of pages; the page records are held to
// it by tsc, the router by tests/web/route-table.test.tsx. Here the ties neither can see: a
// preload of a module the page no longer loads, a bench sample URL of another page, a page the
// layout suite never opens.

const ROWS = PAGE_ROUTES as readonly PageRoute[]

/** The row a URL path shows: the first whose own pattern matches it. */
const rowOf = (path: string) => ROWS.find((row) => matchRoute(parse, urlOf(row), path)[0])

describe("the edge's chunk preloads", () => {
  const pagesSource = readFileSync(resolve(process.cwd(), 'src/app/pages.ts'), 'utf8')

  /** The module src/app/pages.ts loads lazily for a pattern, repository-relative. */
  function lazyModuleOf(pattern: string): string | undefined {
    const key = /^[a-z]+$/.test(pattern) ? pattern : `'${pattern}'`
    const escaped = key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    const found = pagesSource.match(
      new RegExp(`\\n  ${escaped}: lazyPage\\(\\s*\\(\\) => import\\('([^']+)'\\)`),
    )?.[1]
    return found && `${resolve('src/app', found).slice(process.cwd().length + 1)}.tsx`
  }

  it.each(Object.entries(HINTED_PAGES))(
    '%s preloads the module its page loads first',
    (pattern, modules) => {
      expect(modules[0]).toBe(lazyModuleOf(pattern))
      expect(dirname(modules[0] ?? '')).not.toBe('.')
    },
  )

  it('connects early to the tile server on exactly the pages that open with the map', () => {
    expect([...MAP_PAGES].sort()).toEqual([
      'hazardmap',
      'map',
      'restaurants/:id',
      'stamprally/:id',
      'venues/:id',
    ])
    for (const pattern of MAP_PAGES) expect(HINTED_PAGES[pattern]).toContain(MAP_VIEW)
  })
})

describe("the bench's Lighthouse pages", () => {
  const pages = lighthousePages(3)

  it.each([...pages.ja, ...pages.signedIn])('%s is a page of the row that lists it', (url) => {
    const row = rowOf(url)
    const lighthouse = row && deliveryOf(row.path).lighthouse
    const samples =
      row && typeof lighthouse === 'string' ? [urlOf(row)] : Object.keys(lighthouse ?? {})
    expect(samples.map((sample) => sample.replace('{demoPost}', '3'))).toContain(url)
  })

  it('measures signed-in pages signed in, and the others signed out', () => {
    const accessAt = (url: string) => {
      const row = rowOf(url)
      return row && accessOf(row)
    }
    for (const url of pages.signedIn) expect(accessAt(url), url).toBe('signed-in')
    for (const url of pages.ja) expect(accessAt(url), url).toMatch(/^(public|landing)$/)
  })
})

describe('the layout suite (tests/e2e/layout-routes.ts)', () => {
  // The callback only passes a sign-in through to the page it was started from.
  const NOT_A_LAYOUT = new Set(['auth/callback'])
  const opened = new Set(
    LAYOUT_ROUTES.map((route) =>
      rowOf(typeof route.path === 'string' ? (route.path.split('?')[0] ?? '') : (route.name ?? '')),
    ),
  )

  it.each(ROWS.filter((row) => !NOT_A_LAYOUT.has(row.path)).map((row) => [urlOf(row), row]))(
    'opens %s',
    (_url, row) => {
      expect(opened.has(row)).toBe(true)
    },
  )
})
