import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cellOf, cellsBbox } from '../../src/shared/map-cells'
import { app } from '../../worker/index'
import { forgetMapMemo } from '../../worker/map/held'
import { describeCost, metered } from './d1-meter'
import { describeRequest, type FuzzRequest, requestFor } from './fuzz-arbitraries'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { insertPost, insertUser, postForm, signIn } from './posts-helpers'

// D1 statements per request, over every route of the Worker: none may send more than 50.
// D1's published limit, "Queries per Worker invocation (read subrequest limits): 1000 (Workers
// Paid) / 50 (Free)" (https://developers.cloudflare.com/d1/platform/limits/), counts each
// statement of a batch. The count comes from the D1 binding itself (tests/worker/d1-meter.ts
// wraps it; the real local D1 runs every statement), waitUntil work included.
// The routes come from the composed app, as the fuzz suite takes them; each gets a request with
// real ids, a few of the fuzz suite's hostile requests, and the map its worst views: every zoom
// on a phone, a desktop and the widest screen, each kind filter, with the isolate's memo on and
// empty (as in most isolates), and the view that reads the most memo blocks and count units.

const D1_QUERIES_PER_INVOCATION = 50
const seed = 20261129

const LAT = 35.2
const LNG = 139.3

const routes = [
  ...new Map(
    app.routes
      .filter(({ method, path }) => !(method === 'ALL' && path.endsWith('*')))
      .map(({ method, path }) => [`${method} ${path}`, { method, path }]),
  ).values(),
]

const tokens: string[] = []
let staffToken = ''

beforeAll(async () => {
  const author = await signIn('計数')
  const staff = await signIn('計数管理者')
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(staff.id).run()
  tokens.push(author.token, staff.token)
  staffToken = staff.token
  await insertPost({ user_id: author.id, tags: ['祭り'] })
  await insertPost({ user_id: await insertUser() })
  await insertPlace({ kind: 'venue', name: '港の広場', lat: LAT, lng: LNG })
  await insertPlace({ kind: 'restaurant', name: '港食堂', lat: LAT + 0.001, lng: LNG + 0.001 })
  // A crowded town: plain posts over 0.15°, and 200 events coming up in its centre (a view of
  // only events is then crowded enough to be counted after its points were read).
  const rows: string[] = []
  for (let n = 0; n < 600; n++) {
    const lat = LAT - 0.075 + ((n * 37) % 150) / 1000
    const lng = LNG - 0.075 + ((n * 53) % 150) / 1000
    rows.push(`(${author.id}, 'post', '地点 ${n}', '本文', ${lat}, ${lng})`)
  }
  await env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, lat, lng) VALUES ${rows.join(',')}`,
  ).run()
  for (let n = 0; n < 200; n++) {
    await insertGeoPost({
      user_id: author.id,
      kind: 'event',
      title: `催し ${n}`,
      lat: LAT + ((n % 20) - 10) * 0.0004,
      lng: LNG + (Math.floor(n / 20) - 5) * 0.0004,
      starts_at: tokyoIn(60),
      ends_at: tokyoIn(120),
    })
  }
})

beforeEach(() => forgetMapMemo())

/** Real values for a route's parameters, so its handler reads what it would in use. */
function concretePath(path: string): string {
  const known: Record<string, string> = {
    '/:landing{creator-recruit|all-target-lp|materials|creatives}': '/materials',
    '/cards/:subject/:file': '/cards/post/1.png',
    '/api/admin/export/:dataset': '/api/admin/export/posts',
    '/api/admin/moderation/subjects/:kind/:id': '/api/admin/moderation/subjects/post/1',
    '/api/postal/:code': '/api/postal/4150000',
    '/media/*': '/media/none.jpg',
    '/app/*': '/app/timeline',
    '/*': '/creatives',
  }
  return (
    known[path] ??
    path
      .replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1')
      .replace(/\*$/, '')
      .replace(/\/$/, '') ??
    '/'
  )
}

interface Sent {
  method: string
  path: string
  headers?: Record<string, string>
  body?: BodyInit | null
}

async function statementsOf(sent: Sent, vars: Partial<Env> = {}) {
  forgetMapMemo()
  const { res, cost } = await metered(sent.path, {
    method: sent.method,
    headers: sent.headers,
    body: sent.body ?? null,
    vars,
  })
  return { status: res.status, cost }
}

async function expectWithinLimit(sent: Sent, vars: Partial<Env> = {}) {
  const { status, cost } = await statementsOf(sent, vars)
  expect(
    cost.statements,
    `${sent.method} ${sent.path} → ${status}: ${describeCost(cost)}`,
  ).toBeLessThanOrEqual(D1_QUERIES_PER_INVOCATION)
  return cost.statements
}

describe('D1 statements per request stay within the per-invocation limit', () => {
  it('enumerates every route of the app', () => {
    expect(routes.length).toBeGreaterThan(100)
    expect(routes).toContainEqual({ method: 'GET', path: '/api/map' })
  })

  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))(
    '%s',
    async (_, route, index) => {
      const method = route.method === 'ALL' ? 'GET' : route.method
      const body = method === 'GET' || method === 'HEAD' ? null : '{}'
      await expectWithinLimit({
        method,
        path: concretePath(route.path),
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body,
      })
      const hostile = fc.sample(requestFor(route.method, route.path, tokens), {
        seed: seed + index,
        numRuns: 3,
      })
      for (const fuzz of hostile as FuzzRequest[]) {
        await expectWithinLimit(fuzz).catch((error: Error) => {
          throw new Error(`${error.message}\n${describeRequest(fuzz)}`)
        })
      }
    },
    60_000,
  )

  it('timeline, search and profile pages at their deepest cursors and widest filters', async () => {
    const cursor = btoa('1').replace(/=+$/, '')
    for (const path of [
      '/api/posts?limit=50',
      `/api/posts?limit=50&cursor=${cursor}`,
      `/api/posts?kind=event&limit=50&cursor=${cursor}`,
      `/api/posts?tag=${encodeURIComponent('祭り')}&limit=50`,
      `/api/search?q=${encodeURIComponent('地点 催し 港 本文 祭り')}`,
      '/api/users/1/posts?limit=50',
      '/api/feed?limit=50',
    ]) {
      await expectWithinLimit({
        method: 'GET',
        path,
        headers: { authorization: `Bearer ${staffToken}` },
      })
    }
  })

  it('map views at every zoom, screen and filter, with the isolate memo on and empty', async () => {
    const screens = [
      [390, 844],
      [1280, 800],
      [4096, 4096],
    ] as const
    const filters = ['', '&kinds=event', '&kinds=event,coupon', '&kinds=venue,restaurant']
    let most = 0
    for (let zoom = 5; zoom <= 18; zoom++) {
      for (const [width, height] of screens) {
        const scale = 360 / (256 * 2 ** zoom)
        const halfLng = Math.min(0.999, (width / 2) * scale)
        const halfLat = Math.min(0.999, (height / 2) * scale * Math.cos((LAT * Math.PI) / 180))
        const bbox = [LNG - halfLng, LAT - halfLat, LNG + halfLng, LAT + halfLat]
          .map((n) => n.toFixed(5))
          .join(',')
        for (const filter of filters) {
          const path = `/api/map?bbox=${bbox}&zoom=${zoom}${filter}`
          const sent = { method: 'GET', path }
          most = Math.max(most, await expectWithinLimit(sent, { MAP_MEMO: 'on' }))
          await expectWithinLimit(sent, { MAP_MEMO: 'off' })
        }
      }
    }
    expect(most).toBeGreaterThan(1)
  })

  // The isolate memo's worst case: an events view at zoom 15 of 12 × 12 cells starting on the
  // sixth cell of a count unit reads its pins (200 events: more than the 150 that are drawn as
  // points) and then 3 × 3 units of counts.
  it('the events view that touches the most count units', async () => {
    const centre = cellOf(LAT, LNG, 15)
    for (const offset of [0, 2, 4, 6]) {
      for (const cells of [12, 13, 14]) {
        // The first cell is `offset` cells into a unit, 2 to 9 cells west (north) of the centre.
        const first = (cell: number) => cell - 9 + ((((offset - (cell - 9)) % 8) + 8) % 8)
        const x0 = first(centre.x)
        const y0 = first(centre.y)
        const range = { x0, x1: x0 + cells - 1, y0, y1: y0 + cells - 1 }
        const bbox = cellsBbox(range, 15)
          .map((n) => n.toFixed(6))
          .join(',')
        await expectWithinLimit(
          { method: 'GET', path: `/api/map?bbox=${bbox}&zoom=15&kinds=event` },
          { MAP_MEMO: 'on' },
        )
      }
    }
  })

  // A post's photos are four files each (src/shared/photo-sizes.ts): deleting a post of ten, or
  // an edit that drops all ten, asks about forty files before deleting them from R2.
  it('deleting a post of ten phone-sized photos, and an edit that drops them all', async () => {
    const owner = await signIn('写真の多い人')
    const headers = { authorization: `Bearer ${owner.token}` }
    const withPhotos = async () => {
      const id = await insertPost({ user_id: owner.id, title: '十枚の写真' })
      const rows = Array.from({ length: 10 }, (_, n) => {
        const file = (size: string) => `'posts/${id}-${n}-${size}.jpg'`
        return `(${id}, ${n}, ${file('d')}, ${file('m')}, ${file('s')}, ${file('t')}, 'image/jpeg', 2048, 1536)`
      })
      await env.DB.prepare(
        `INSERT INTO post_media (post_id, position, key, medium_key, small_key, thumb_key,
           content_type, width, height) VALUES ${rows.join(', ')}`,
      ).run()
      return id
    }
    const deleted = await withPhotos()
    const edited = await withPhotos()
    const form = postForm({ kind: 'post', body: '写真を外しました', keep_media: [] })
    for (const [sent, expected] of [
      [{ method: 'DELETE', path: `/api/posts/${deleted}`, headers }, 204],
      [{ method: 'PATCH', path: `/api/posts/${edited}`, headers, body: form }, 200],
    ] as const) {
      const { status, cost } = await statementsOf(sent)
      expect(status).toBe(expected)
      expect(cost.statements, describeCost(cost)).toBeLessThanOrEqual(D1_QUERIES_PER_INVOCATION)
    }
    for (const id of [deleted, edited]) {
      const left = await env.DB.prepare('SELECT count(*) AS n FROM post_media WHERE post_id = ?1')
        .bind(id)
        .first<{ n: number }>()
      expect(left?.n).toBe(0)
    }
  })
})
