import { parse } from 'regexparam'
import { describe, expect, it } from 'vitest'
import { matchRoute } from 'wouter'
import { type PagePattern, pathTo } from '../../src/shared/links'
import { PAGE_ROUTES, type PageRoute, urlOf } from '../../src/shared/routes'

// The link builder (src/shared/links.ts). tsc checks this file (tsconfig.app.json includes
// tests/web): each `@ts-expect-error` line below is a link `npm run check` refuses, and fails the
// check if it ever compiles.

describe('links that do not compile', () => {
  it('refuses a page the route table does not have, and wrong or missing params', () => {
    const refused = () => [
      // @ts-expect-error no such page
      pathTo('/app/post/:id', { id: 1 }),
      // @ts-expect-error a concrete path is not a pattern: the id goes in the params
      pathTo('/app/posts/12'),
      // @ts-expect-error the pattern's params are required
      pathTo('/app/posts/:id'),
      // @ts-expect-error a param the pattern does not have
      pathTo('/app/posts/:id', { id: 1, slug: 'x' }),
      // @ts-expect-error every param of the pattern
      pathTo('/app/stamprally/:id/manage/qr/:spotId', { id: 1 }),
      // @ts-expect-error a page without params takes none
      pathTo('/app/coupons', { id: 1 }),
      // @ts-expect-error a query key the page does not read
      pathTo('/app/timeline', { kinds: 'event' }),
      // @ts-expect-error a value the page does not understand
      pathTo('/app/timeline', { kind: 'poster' }),
      // @ts-expect-error the landing pages live outside /app
      pathTo('/app/materials'),
    ]
    expect(refused).toBeTypeOf('function')
  })
})

describe('pathTo', () => {
  it('writes the table’s URL for a page without params, without a trailing slash', () => {
    expect(pathTo('/app')).toBe('/app')
    expect(pathTo('/app/timeline')).toBe('/app/timeline')
    expect(pathTo('/materials')).toBe('/materials')
    expect(pathTo('/app/admin/ads')).toBe('/app/admin/ads')
  })

  it('fills in every param, encoded as one path segment', () => {
    expect(pathTo('/app/posts/:id', { id: 12 })).toBe('/app/posts/12')
    expect(pathTo('/app/stamprally/:id/manage/qr/:spotId', { id: 3, spotId: 9 })).toBe(
      '/app/stamprally/3/manage/qr/9',
    )
    expect(pathTo('/app/reset-password/:token', { token: 'a/b c?' })).toBe(
      '/app/reset-password/a%2Fb%20c%3F',
    )
  })

  it('writes the query in the order given, leaving out null and undefined', () => {
    expect(pathTo('/app/timeline', { kind: 'event', tag: '夏祭り & 花火' })).toBe(
      '/app/timeline?kind=event&tag=%E5%A4%8F%E7%A5%AD%E3%82%8A+%26+%E8%8A%B1%E7%81%AB',
    )
    expect(pathTo('/app/timeline', { kind: null, tag: undefined })).toBe('/app/timeline')
    expect(pathTo('/app/stamprally/:id/checkin', { id: 3 }, { spot: 9, c: 'A-1' })).toBe(
      '/app/stamprally/3/checkin?spot=9&c=A-1',
    )
    expect(pathTo('/app/login', { redirect: '/app/posts/1?x=1' })).toBe(
      '/app/login?redirect=%2Fapp%2Fposts%2F1%3Fx%3D1',
    )
  })

  it('gives a path the SPA’s router shows the pattern’s own page for', () => {
    const rows = PAGE_ROUTES as readonly PageRoute[]
    for (const row of rows) {
      const pattern = urlOf(row) as PagePattern
      const params = { id: 'x-1', spotId: 7, token: 'abc' }
      const path = pattern.includes(':')
        ? pathTo(pattern as '/app/stamprally/:id/manage/qr/:spotId', params)
        : pathTo(pattern as '/app/coupons')
      const first = rows.find((other) => matchRoute(parse, urlOf(other), path)[0])
      expect(first?.path, path).toBe(row.path)
    }
  })
})
