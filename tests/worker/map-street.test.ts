import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import { type Bbox4, cellRange } from '../../src/shared/map-cells'
import { metered } from './d1-meter'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { call, insertUser, postForm, type SignedIn, signIn } from './posts-helpers'

// Street views (zoom 16 and 17) over a crowded town: a view holding more items than grid cells
// comes as clusters of its crowded cells and pins of its lone items, which together are exactly
// the pins zoom 18 shows in those cells; what it reads follows the cells, not the posts in them.

const LAT = 45.1
const LNG = 35.1
/** A phone's street at zoom 17 (about 370 × 450 px): 6 × 8 cells of 64 px. */
const VIEW: Bbox4 = [LNG, LAT, LNG + 0.004, LAT + 0.004]
const bboxParam = (bbox: Bbox4) => bbox.map((n) => n.toFixed(6)).join(',')
const mapOf = (bbox: Bbox4, zoom: number) =>
  call<MapFeatureCollection>('GET', `/api/map?bbox=${bboxParam(bbox)}&zoom=${zoom}`)

const cellKey = (lat: number, lng: number, zoom: number) => {
  const { x0, y0 } = cellRange([lng, lat, lng, lat], zoom)
  return `${x0},${y0}`
}

/** What a client sees per cell at `zoom`: a cluster's count, or 1 per pin. */
function seenPerCell(body: MapFeatureCollection, zoom: number): Map<string, number> {
  const seen = new Map<string, number>()
  const add = (key: string, n: number) => seen.set(key, (seen.get(key) ?? 0) + n)
  for (const cluster of body.clusters ?? [])
    add(cellKey(cluster.lat, cluster.lng, zoom), cluster.count)
  for (const f of body.features)
    add(cellKey(f.geometry.coordinates[1], f.geometry.coordinates[0], zoom), 1)
  return seen
}

/** The street at `zoom` must be crowded and cover exactly the pins zoom 18 shows in its cells. */
async function crowdedMatchesPins(zoom: number) {
  const street = await mapOf(VIEW, zoom)
  expect(street.status).toBe(200)
  expect(street.body.clusters?.length).toBeGreaterThan(0)
  for (const cluster of street.body.clusters ?? []) expect(cluster.count).toBeGreaterThan(1)
  const cells = seenPerCell(street.body, zoom)
  for (const f of street.body.features) {
    expect(cells.get(cellKey(f.geometry.coordinates[1], f.geometry.coordinates[0], zoom))).toBe(1)
  }
  const pins = await mapOf(street.body.bbox as Bbox4, 18)
  expect(pins.body.truncated).toBe(false)
  expect(cells).toEqual(seenPerCell(pins.body, zoom))
  // A lone item's pin is the very pin zoom 18 draws: its id, kind and place.
  const closer = new Map(pins.body.features.map((f) => [f.id, f]))
  for (const f of street.body.features) expect(f).toEqual(closer.get(f.id))
  return street.body
}

/** 300 plain posts on a grid about 11 m apart in the view's west half (`times` over). */
async function insertCrowd(author: number, times = 1) {
  await env.DB.prepare(
    `WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i WHERE n + 1 < ?4)
     INSERT INTO posts (user_id, kind, title, body, lat, lng)
     SELECT ?1, 'post', '商店街 ' || n, '本文', ?2 + ((n / 20) % 15) * 0.0001,
       ?3 + (n % 20) * 0.0001 FROM i`,
  )
    .bind(author, LAT + 0.0003, LNG + 0.0002, 300 * times)
    .run()
}

let author: number
let resident: SignedIn
beforeAll(async () => {
  author = await insertUser({ name: '商店会' })
  resident = await signIn('港 花子')
  await insertCrowd(author)
})

describe('a crowded street view', () => {
  it('answers clusters for crowded cells and pins for lone items, as zoom 18 shows them', async () => {
    // Lone items in the view's empty east half, each in a cell of its own.
    const post = await insertGeoPost({ user_id: author, lat: LAT + 0.00051, lng: LNG + 0.00331 })
    const event = await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: LAT + 0.00251,
      lng: LNG + 0.00331,
      starts_at: tokyoIn(60),
      ends_at: tokyoIn(120),
    })
    const venue = await insertPlace({
      kind: 'venue',
      name: '港の集会所',
      lat: LAT + 0.0035,
      lng: LNG + 0.0033,
    })
    // An event and a coupon in the crowd: counted in its clusters; an ended event is not.
    await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: LAT + 0.0005,
      lng: LNG + 0.0005,
      starts_at: tokyoIn(60),
      ends_at: tokyoIn(120),
    })
    await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      lat: LAT + 0.0006,
      lng: LNG + 0.0006,
      valid_until: '2099-12-31',
    })
    await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat: LAT + 0.0007,
      lng: LNG + 0.0007,
      starts_at: tokyoIn(-180),
      ends_at: tokyoIn(-120),
    })
    for (const zoom of [16, 17]) {
      const body = await crowdedMatchesPins(zoom)
      const total = (body.clusters ?? []).reduce((sum, c) => sum + c.count, body.features.length)
      expect(total).toBe(300 + 3 + 2)
    }
    const street = await mapOf(VIEW, 17)
    // The crowd's corners may hold a post alone in its cell too: that is a pin as well.
    expect(street.body.features.map((f) => f.id)).toEqual(
      expect.arrayContaining([`event:${event}`, `post:${post}`, `venue:${venue}`]),
    )
    expect(street.body.features.find((f) => f.id === `post:${post}`)?.geometry.coordinates).toEqual(
      [LNG + 0.00331, LAT + 0.00051],
    )
  })

  it('follows every write: posted, a second in the same cell, deleted, moved, hidden, author hidden', async () => {
    const lonely = { lat: LAT + 0.00151, lng: LNG + 0.00341 }
    const pinIds = async () => (await crowdedMatchesPins(17)).features.map((f) => f.id)
    const made = async (at: { lat: number; lng: number }, body: string) => {
      const res = await call<{ id: number }>('POST', '/api/posts', {
        token: resident.token,
        form: postForm({ kind: 'post', body, place: at }),
      })
      expect(res.status).toBe(201)
      return res.body.id
    }
    const first = await made(lonely, '港の朝市に来ました。')
    expect(await pinIds()).toContain(`post:${first}`)
    // A second post in the same cell: a cluster of two there, no pin.
    const second = await made({ lat: lonely.lat + 0.0001, lng: lonely.lng }, '魚が安い日です。')
    const two = await mapOf(VIEW, 17)
    expect(two.body.features.map((f) => f.id)).not.toContain(`post:${first}`)
    expect(seenPerCell(two.body, 17).get(cellKey(lonely.lat, lonely.lng, 17))).toBe(2)
    // The first deleted: the second is that cell's pin, at its own place.
    expect(
      (await call('DELETE', `/api/posts/${first}`, { token: resident.token })).status,
    ).toBeLessThan(300)
    const alone = (await crowdedMatchesPins(17)).features.find((f) => f.id === `post:${second}`)
    expect(alone?.geometry.coordinates).toEqual([lonely.lng, lonely.lat + 0.0001])
    // Moved to another empty cell through an edit.
    const moved = { lat: LAT + 0.00351, lng: LNG + 0.00261 }
    const edit = await call('PATCH', `/api/posts/${second}`, {
      token: resident.token,
      form: postForm({ kind: 'post', body: '魚が安い日です。', place: moved }),
    })
    expect(edit.status).toBe(200)
    const after = await crowdedMatchesPins(17)
    expect(after.features.find((f) => f.id === `post:${second}`)?.geometry.coordinates).toEqual([
      moved.lng,
      moved.lat,
    ])
    expect(seenPerCell(after, 17).get(cellKey(lonely.lat, lonely.lng, 17))).toBeUndefined()
    // Hidden by moderation, and the resident's account hidden and back.
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(second).run()
    expect(await pinIds()).not.toContain(`post:${second}`)
    await env.DB.prepare("UPDATE posts SET visibility = 'public' WHERE id = ?1").bind(second).run()
    expect(await pinIds()).toContain(`post:${second}`)
    for (const status of ['hidden', 'active']) {
      await env.DB.prepare('UPDATE users SET status = ?1 WHERE id = ?2')
        .bind(status, resident.id)
        .run()
      expect((await pinIds()).includes(`post:${second}`)).toBe(status === 'active')
    }
  })

  it('reads no more rows when its cells hold five times as many posts', async () => {
    const path = `/api/map?bbox=${bboxParam(VIEW)}&zoom=17`
    const before = await metered(path, { vars: { MAP_MEMO: 'off' } })
    const seen = JSON.parse(before.text) as MapFeatureCollection
    await insertCrowd(author, 4)
    const after = await metered(path, { vars: { MAP_MEMO: 'off' } })
    const grown = JSON.parse(after.text) as MapFeatureCollection
    const total = (body: MapFeatureCollection) =>
      (body.clusters ?? []).reduce((sum, c) => sum + c.count, body.features.length)
    expect(total(grown)).toBe(total(seen) + 1200)
    expect(after.cost.statements).toBe(1)
    expect(
      after.cost.rowsRead,
      `${before.cost.rowsRead} rows, then ${after.cost.rowsRead}`,
    ).toBeLessThanOrEqual(before.cost.rowsRead)
  })

  it('leaves a blocked author out of a viewer’s counts and pins, and names the cell’s other post', async () => {
    // Beside test 1's lone post, a post by the resident: a cluster of two for everyone else.
    const lone = { lat: LAT + 0.00051, lng: LNG + 0.00331 }
    const beside = await call<{ id: number }>('POST', '/api/posts', {
      token: resident.token,
      form: postForm({
        kind: 'post',
        body: '隣の店です。',
        place: { ...lone, lat: lone.lat + 0.0001 },
      }),
    })
    expect(beside.status).toBe(201)
    const viewer = await signIn('見る人')
    expect(
      (await call('PUT', `/api/users/${resident.id}/block`, { token: viewer.token })).status,
    ).toBeLessThan(300)
    const path = `/api/map?bbox=${bboxParam(VIEW)}&zoom=17`
    const seen = await call<MapFeatureCollection>('GET', path)
    const mine = await call<MapFeatureCollection>('GET', path, { token: viewer.token })
    const total = (body: MapFeatureCollection) =>
      (body.clusters ?? []).reduce((sum, c) => sum + c.count, body.features.length)
    // The resident's two posts in view: this one and the one moved in the test above.
    expect(total(mine.body)).toBe(total(seen.body) - 2)
    expect(seenPerCell(seen.body, 17).get(cellKey(lone.lat, lone.lng, 17))).toBe(2)
    const named = mine.body.features.find((f) => f.geometry.coordinates[1] === lone.lat)
    expect(named?.geometry.coordinates).toEqual([lone.lng, lone.lat])
    expect(mine.body.features.map((f) => f.id)).not.toContain(`post:${beside.body.id}`)
  })
})
