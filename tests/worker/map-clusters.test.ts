import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAP_CLUSTER_ABOVE, type MapFeatureCollection } from '../../src/shared/api/places'
import { type Bbox4, cellRange, snapToCells } from '../../src/shared/map-cells'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { call, insertUser } from './posts-helpers'

// GET /api/map with a zoom: below 16 a crowded view comes as counts per grid cell, which must be
// exactly the pins a closer zoom shows; from 16 on, the same answer as without a zoom. Each test
// has its own part of the world, so rows of one never land in another's view.

const mapOf = (query: string) => call<MapFeatureCollection>('GET', `/api/map?${query}`)
const bboxParam = (bbox: Bbox4) => bbox.map((n) => n.toFixed(6)).join(',')

/** `count` plain posts by `author` on a grid of about 100 m steps from (lat, lng). */
async function insertPostGrid(author: number, lat: number, lng: number, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i WHERE n + 1 < ?4)
     INSERT INTO posts (user_id, kind, title, body, lat, lng)
     SELECT ?1, 'post', '格子 ' || n, '本文', ?2 + (n / 20) * 0.0009, ?3 + (n % 20) * 0.0011 FROM i`,
  )
    .bind(author, lat, lng, count)
    .run()
}

/** The cell key of each point at a zoom, counted: what the clusters should say. */
function cellsOfPoints(body: MapFeatureCollection, zoom: number): Map<string, number> {
  const counts = new Map<string, number>()
  for (const feature of body.features) {
    const [lng, lat] = feature.geometry.coordinates
    const { x0, y0 } = cellRange([lng, lat, lng, lat], zoom)
    const key = `${x0},${y0}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

function cellsOfClusters(body: MapFeatureCollection, zoom: number): Map<string, number> {
  const counts = new Map<string, number>()
  for (const cluster of body.clusters ?? []) {
    const { x0, y0 } = cellRange([cluster.lng, cluster.lat, cluster.lng, cluster.lat], zoom)
    counts.set(`${x0},${y0}`, cluster.count)
  }
  return counts
}

let author: number
beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
})

describe('clusters at low zoom', () => {
  it('count per cell exactly the pins zoom 16 shows in the same cells, of every kind', async () => {
    const [lat, lng] = [40.1, 30.1]
    await insertPostGrid(author, lat, lng, 170)
    const hiddenAuthor = await insertUser({ status: 'hidden' })
    await insertPostGrid(hiddenAuthor, lat, lng, 20)
    await insertGeoPost({ user_id: author, lat, lng, visibility: 'hidden' })
    // Events and coupons are decided by the clock at read time.
    await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat,
      lng,
      starts_at: tokyoIn(60),
      ends_at: tokyoIn(120),
    })
    await insertGeoPost({
      user_id: author,
      kind: 'event',
      lat,
      lng,
      starts_at: tokyoIn(-180),
      ends_at: tokyoIn(-120),
    })
    await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      lat,
      lng: lng + 0.01,
      valid_until: '2099-12-31',
    })
    await insertGeoPost({
      user_id: author,
      kind: 'coupon',
      lat,
      lng: lng + 0.01,
      valid_until: '2001-01-01',
    })
    // A post scheduled for later is not on the map yet; one whose time has come is.
    for (const at of ['2099-01-01T00:00:00.000Z', '2001-01-01T00:00:00.000Z']) {
      await env.DB.prepare(
        `INSERT INTO posts (user_id, kind, body, lat, lng, publish_state, publish_at)
         VALUES (?1, 'post', '予約投稿', ?2, ?3, 'scheduled', ?4)`,
      )
        .bind(author, lat + 0.005, lng + 0.005, at)
        .run()
    }
    await insertPlace({ kind: 'venue', name: '公民館', lat: lat + 0.002, lng: lng + 0.003 })
    await insertPlace({ kind: 'restaurant', name: '食堂', lat: lat + 0.002, lng: lng + 0.003 })
    await insertPlace({ kind: 'shelter', name: '避難所', lat: lat + 0.002, lng: lng + 0.003 })

    const view: Bbox4 = [lng - 0.001, lat - 0.001, lng + 0.025, lat + 0.012]
    for (const zoom of [12, 13, 14]) {
      const res = await mapOf(`bbox=${bboxParam(view)}&zoom=${zoom}`)
      expect(res.status).toBe(200)
      expect(res.body.features).toEqual([])
      const snapped = res.body.bbox as Bbox4
      expect(snapped).toEqual(snapToCells(view, zoom).map((n) => expect.closeTo(n, 5)))
      const points = await mapOf(`bbox=${bboxParam(snapped)}&zoom=16`)
      // 170 + a coming event + a valid coupon + the published scheduled post + 2 places.
      expect(points.body.features).toHaveLength(175)
      expect(points.body.truncated).toBe(false)
      expect(cellsOfClusters(res.body, zoom)).toEqual(cellsOfPoints(points.body, zoom))
      for (const cluster of res.body.clusters ?? []) {
        const [west, south, east, north] = cluster.bbox
        expect(cluster.lng).toBeGreaterThanOrEqual(west)
        expect(cluster.lng).toBeLessThanOrEqual(east)
        expect(cluster.lat).toBeGreaterThanOrEqual(south)
        expect(cluster.lat).toBeLessThanOrEqual(north)
      }
    }
    // The kinds filter applies to the counts: only the places.
    const places = await mapOf(`bbox=${bboxParam(view)}&zoom=13&kinds=venue,restaurant`)
    expect(places.body.clusters).toEqual([])
    expect(places.body.features.map((f) => f.properties.kind).sort()).toEqual([
      'restaurant',
      'venue',
    ])
  })

  it('follow every write: a moved, hidden or re-kinded post and an author hidden or back', async () => {
    const [lat, lng] = [41.1, 31.1]
    const other = await insertUser({ name: '住民' })
    await insertPostGrid(author, lat, lng, 100)
    await insertPostGrid(other, lat, lng + 0.003, 80)
    const view: Bbox4 = [lng - 0.001, lat - 0.001, lng + 0.03, lat + 0.01]
    const total = async () => {
      const res = await mapOf(`bbox=${bboxParam(view)}&zoom=13`)
      const points = await mapOf(`bbox=${bboxParam(res.body.bbox as Bbox4)}&zoom=16`)
      const clustered = (res.body.clusters ?? []).reduce((sum, c) => sum + c.count, 0)
      // Clustered or not, the answer covers exactly the points.
      if (clustered > 0) {
        expect(cellsOfClusters(res.body, 13)).toEqual(cellsOfPoints(points.body, 13))
        return clustered
      }
      expect(res.body.features.map((f) => f.id).sort()).toEqual(
        points.body.features.map((f) => f.id).sort(),
      )
      return res.body.features.length
    }
    expect(await total()).toBe(180)
    await env.DB.prepare('UPDATE users SET status = ?1 WHERE id = ?2').bind('hidden', other).run()
    expect(await total()).toBe(100)
    await env.DB.prepare('UPDATE users SET status = ?1 WHERE id = ?2').bind('active', other).run()
    expect(await total()).toBe(180)
    const ids = (
      await env.DB.prepare(
        'SELECT id FROM posts WHERE user_id = ?1 AND lat BETWEEN ?2 AND ?3 ORDER BY id LIMIT 3',
      )
        .bind(author, lat - 0.01, lat + 0.01)
        .all<{ id: number }>()
    ).results.map((row) => row.id)
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(ids[0]).run()
    expect(await total()).toBe(179)
    // Moved far away, and moved within the view to another cell.
    await env.DB.prepare('UPDATE posts SET lat = 0.5, lng = 0.5 WHERE id = ?1').bind(ids[1]).run()
    await env.DB.prepare('UPDATE posts SET lng = ?1 WHERE id = ?2')
      .bind(lng + 0.025, ids[2])
      .run()
    expect(await total()).toBe(178)
    // A plain post turned into an event that has ended leaves the map.
    await env.DB.prepare(
      "UPDATE posts SET kind = 'event', starts_at = ?1, ends_at = ?2 WHERE user_id = ?3 AND id > ?4 AND id <= ?4 + 5",
    )
      .bind(tokyoIn(-300), tokyoIn(-240), author, ids[2])
      .run()
    expect(await total()).toBe(173)
  })

  it('keep two posts on either side of a cell edge in their own cells', async () => {
    const zoom = 13
    const [lat, lng] = [42.1, 32.1]
    await insertPostGrid(author, lat, lng, 160)
    const edge = snapToCells([lng + 0.001, lat + 0.001, lng + 0.001, lat + 0.001], zoom)[2]
    const west = await insertGeoPost({ user_id: author, lat: lat + 0.001, lng: edge - 0.00001 })
    const east = await insertGeoPost({ user_id: author, lat: lat + 0.001, lng: edge + 0.00001 })
    const view: Bbox4 = [lng - 0.001, lat - 0.001, lng + 0.025, lat + 0.012]
    const res = await mapOf(`bbox=${bboxParam(view)}&zoom=${zoom}`)
    const points = await mapOf(`bbox=${bboxParam(res.body.bbox as Bbox4)}&zoom=16`)
    const ids = points.body.features.map((f) => f.id)
    expect(ids).toEqual(expect.arrayContaining([`post:${west}`, `post:${east}`]))
    expect(cellsOfClusters(res.body, zoom)).toEqual(cellsOfPoints(points.body, zoom))
  })

  it('answer a quiet view with its points, for the whole cells', async () => {
    const [lat, lng] = [43.1, 33.1]
    await insertPostGrid(author, lat, lng, 12)
    const view: Bbox4 = [lng - 0.001, lat - 0.001, lng + 0.025, lat + 0.012]
    const res = await mapOf(`bbox=${bboxParam(view)}&zoom=14`)
    expect(res.status).toBe(200)
    expect(res.body.clusters).toEqual([])
    expect(res.body.features).toHaveLength(12)
    expect(12).toBeLessThanOrEqual(MAP_CLUSTER_ABOVE)
  })
})

describe('points from zoom 16 on', () => {
  it('are the pins a request without a zoom gets: a quiet street at 16 and 17, and any view at 18', async () => {
    const [lat, lng] = [44.1, 34.1]
    await insertPostGrid(author, lat, lng, 40)
    await insertPlace({ kind: 'venue', name: '野外ステージ', lat: lat + 0.001, lng: lng + 0.001 })
    const bbox = bboxParam([lng, lat, lng + 0.01, lat + 0.005])
    const plain = await mapOf(`bbox=${bbox}`)
    expect(plain.body.features.length).toBeGreaterThan(10)
    const ids = (body: MapFeatureCollection) => body.features.map((f) => f.id).sort()
    for (const zoom of [16, 17]) {
      const zoomed = await mapOf(`bbox=${bbox}&zoom=${zoom}`)
      expect(zoomed.status).toBe(200)
      expect(zoomed.body.clusters).toBeUndefined()
      expect(ids(zoomed.body)).toEqual(ids(plain.body))
      expect(zoomed.body.features[0]).toEqual(plain.body.features[0])
      expect(new Set(zoomed.body.features.map((f) => JSON.stringify(f)))).toEqual(
        new Set(plain.body.features.map((f) => JSON.stringify(f))),
      )
    }
    const closest = await mapOf(`bbox=${bbox}&zoom=18`)
    expect(JSON.stringify(closest.body)).toBe(JSON.stringify(plain.body))
    expect(closest.headers.get('content-type')).toBe(plain.headers.get('content-type'))
  })
})

describe('a hostile zoom or box', () => {
  it.each([
    ['zoom=abc', 'zoom'],
    ['zoom=4', 'zoom'],
    ['zoom=19', 'zoom'],
    ['zoom=15.5', 'zoom'],
    ['zoom=-1', 'zoom'],
    ['zoom=1e1', 'zoom'],
    ['zoom=%EF%BF%BF', 'zoom'],
  ])('%s is a 400 naming the field', async (query, field) => {
    const res = await mapOf(`bbox=139,35,139.01,35.01&${query}`)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(field)
    expect(JSON.stringify(res.body)).toMatch(/ズーム|表示範囲/)
  })

  it('refuses a box far wider than any screen at its zoom, and takes a full-width zoom', async () => {
    const wide = await mapOf('bbox=138,34,140,36&zoom=15')
    expect(wide.status).toBe(400)
    expect(JSON.stringify(wide.body)).toContain('表示範囲が広すぎます')
    const fullWidth = await mapOf(`bbox=139,35,139.01,35.01&zoom=${encodeURIComponent('１５')}`)
    expect(fullWidth.status).toBe(200)
  })
})
