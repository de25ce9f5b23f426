import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MapFeatureCollection, MapItems } from '../../src/shared/api/places'
import type { PostSummary } from '../../src/shared/api/posts'
import { cellRange, cellsBbox, worldX, worldY } from '../../src/shared/map-cells'
import worker from '../../worker/index'
import { jsonText } from '../../worker/lib/reply'
import { readHeldClusters } from '../../worker/map/cluster-memo'
import { forgetMapMemo, MEMO_MS } from '../../worker/map/held'
import { memoAnswer } from '../../worker/map/memo'
import { readBoxPins } from '../../worker/map/points'
import { sourceHash } from '../../worker/translate/store'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { call, insertUser, postForm, signIn } from './posts-helpers'

// The isolate's memo of the map's answers (worker/map/memo.ts) and counts (cluster-memo.ts), as
// deployed (MAP_MEMO = "on"; the other worker tests run with it off): every view gets the answer
// a direct read gives, whether it was held or read now, and a post written behind the isolate's
// back reaches the map within 10 s. This file's rows lie around 20°S 100°E, away from the others'.

const deployed = { ...env, MAP_MEMO: 'on' } as Env

async function mapWith(
  workerEnv: Env,
  query: string,
  headers: Record<string, string> = {},
): Promise<MapFeatureCollection> {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`http://localhost:8787/api/map?${query}`, {
      headers: { host: 'localhost:8787', ...headers },
    }),
    workerEnv,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8')
  return res.json<MapFeatureCollection>()
}

/** A zoom-16 tile's box (64-px cells at zoom 14 are zoom-16 tiles), as the memo's blocks. */
const blockBox = (x: number, y: number) => cellsBbox({ x0: x, x1: x, y0: y, y1: y }, 14)

const LAT = -20.01
const LNG = 100.01
/** A box around all of this file's rows. */
const AROUND = { west: LNG - 0.002, south: LAT - 0.002, east: LNG + 0.02, north: LAT + 0.012 }
const EVERYTHING = [AROUND.west, AROUND.south, AROUND.east, AROUND.north]
  .map((n) => n.toFixed(5))
  .join(',')
let author: number

beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
  const hidden = await insertUser({ status: 'hidden' })
  // About 300 items over some twelve blocks, of every kind and state the map decides on.
  for (let n = 0; n < 300; n++) {
    const lat = LAT + Math.floor(n / 25) * 0.0009
    const lng = LNG + (n % 25) * 0.0007
    const kind = n % 7 === 0 ? 'event' : n % 11 === 0 ? 'coupon' : 'post'
    await insertGeoPost({
      user_id: n % 13 === 0 ? hidden : author,
      kind,
      title: `地点 ${n}`,
      lat,
      lng,
      starts_at: kind === 'event' ? tokyoIn(n % 2 === 0 ? 60 : -600) : null,
      ends_at: kind === 'event' ? tokyoIn(n % 2 === 0 ? 120 : -540) : null,
      valid_until: kind === 'coupon' && n % 2 === 0 ? '2000-01-01' : null,
      visibility: n % 17 === 0 ? 'hidden' : 'public',
    })
  }
  // On the corners of a block, shared with its neighbours: each belongs to one block, and a
  // view across the edge sees it once.
  const [west, south, east, north] = blockAt(LAT + 0.004, LNG + 0.008)
  for (const [lat, lng] of [
    [south, west],
    [south, east],
    [north, west],
  ] as const) {
    await insertGeoPost({ user_id: author, title: '境目', lat, lng })
  }
  await insertPlace({ kind: 'venue', name: '港の広場', lat: LAT + 0.003, lng: LNG + 0.004 })
  await insertPlace({ kind: 'restaurant', name: '浜の食堂', lat: LAT + 0.005, lng: LNG + 0.012 })
})

/** The box of the block a place lies in. */
const blockAt = (lat: number, lng: number) =>
  blockBox(Math.floor(worldX(lng) / 2 ** 16), Math.floor(worldY(lat) / 2 ** 16))

beforeEach(() => forgetMapMemo())

/** A pseudo-random view of `span` degrees inside this file's rows (a fixed sequence). */
function views(count: number, span: number): string[] {
  let seed = 7
  const next = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  return Array.from({ length: count }, () => {
    const west = LNG - 0.002 + next() * 0.02
    const south = LAT - 0.002 + next() * 0.01
    return [west, south, west + span, south + span].map((n) => n.toFixed(5)).join(',')
  })
}

describe('the map’s memo of answers and counts', () => {
  it('answers street views as a direct read does, held or read now', async () => {
    for (const bbox of views(25, 0.004)) {
      const direct = await mapWith(env, `bbox=${bbox}&zoom=17`)
      const first = await mapWith(deployed, `bbox=${bbox}&zoom=17`)
      const held = await mapWith(deployed, `bbox=${bbox}&zoom=17`)
      expect(first).toEqual(direct)
      expect(held).toEqual(direct)
    }
    const wide = await mapWith(deployed, `bbox=${EVERYTHING}`)
    expect(wide.features.length).toBeGreaterThan(200)
    expect(wide).toEqual(await mapWith(env, `bbox=${EVERYTHING}`))
  })

  it('answers a quiet view of events at a town zoom with its points, as the counts would', async () => {
    for (const bbox of views(8, 0.01)) {
      const query = `bbox=${bbox}&zoom=14&kinds=event`
      const direct = await mapWith(env, query)
      expect(direct.clusters).toEqual([])
      expect(await mapWith(deployed, query)).toEqual(direct)
      expect(await mapWith(deployed, query)).toEqual(direct)
    }
  })

  it('counts crowded town views per cell as a direct count does, held or counted now', async () => {
    let crowded = 0
    for (const zoom of [13, 14, 15]) {
      for (const bbox of [EVERYTHING, ...views(6, 0.012)]) {
        const query = `bbox=${bbox}&zoom=${zoom}`
        const direct = await mapWith(env, query)
        if ((direct.clusters?.length ?? 0) > 0) crowded++
        expect(await mapWith(deployed, query)).toEqual(direct)
        expect(await mapWith(deployed, query)).toEqual(direct)
      }
    }
    expect(crowded).toBeGreaterThan(3)
  })

  it('keeps counts for 10 s at most: a post written behind its back is counted after that', async () => {
    // The count units (4 × 4 cells) around this file's rows, and one more on each side: a unit
    // is kept only when the view holds all of it.
    const cells = cellRange([AROUND.west, AROUND.south, AROUND.east, AROUND.north], 14)
    const unit = (cell: number) => Math.floor(cell / 4) * 4
    const units = {
      x0: unit(cells.x0) - 4,
      x1: unit(cells.x1) + 7,
      y0: unit(cells.y0) - 4,
      y1: unit(cells.y1) + 7,
    }
    const [west, south, east, north] = cellsBbox(units, 14)
    const bbox = { west: west + 1e-5, south: south + 1e-5, east: east - 1e-5, north: north - 1e-5 }
    const query = { bbox, kinds: ['post' as const], zoom: 14, from: null, to: null }
    const total = async (now: number) =>
      (await readHeldClusters(env.DB, query, 14, now)).clusters.reduce((n, c) => n + c.count, 0)
    const t0 = Date.now()
    const before = await total(t0)
    expect(before).toBeGreaterThan(150)
    await insertGeoPost({
      user_id: author,
      title: '数える投稿',
      lat: LAT + 0.001,
      lng: LNG + 0.001,
    })
    expect(await total(t0 + MEMO_MS - 1)).toBe(before)
    expect(await total(t0 + MEMO_MS + 1)).toBe(before + 1)
  })

  it('answers wide views as the direct read does, whatever they ask', async () => {
    const around = (span: number) =>
      [LNG - span, LAT - span, LNG + span, LAT + span].map((n) => n.toFixed(5)).join(',')
    for (const query of [
      `bbox=${around(0.95)}`,
      `bbox=${around(0.95)}&kinds=event`,
      `bbox=${around(0.95)}&zoom=8`,
      `bbox=${around(0.5)}&zoom=11&kinds=event,coupon`,
      `bbox=${around(0.05)}&zoom=13&kinds=coupon,venue`,
    ]) {
      const direct = await mapWith(env, query)
      expect(await mapWith(deployed, query)).toEqual(direct)
      expect(await mapWith(deployed, query)).toEqual(direct)
    }
  })

  it('cuts a view of more than 500 posts as the direct read does, the newest kept (zoom 18: pins only)', async () => {
    // 540 posts in one block, on a grid of 18 rows and 30 columns about 10 m apart.
    const [west, south] = blockAt(LAT - 0.03, LNG)
    for (let row = 0; row < 18; row++) {
      await env.DB.prepare(
        `WITH RECURSIVE i(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM i WHERE k + 1 < 30)
         INSERT INTO posts (user_id, kind, title, body, lat, lng)
         SELECT ?1, 'post', '混雑 ' || k, '本文', ?2, ?3 + 0.0001 * k FROM i`,
      )
        .bind(author, south + 0.0005 + 0.0001 * row, west + 0.0005)
        .run()
    }
    const box = (east: number) =>
      [west, south, east, south + 0.004].map((n) => n.toFixed(6)).join(',')
    const whole = box(west + 0.004)
    const direct = await mapWith(env, `bbox=${whole}&zoom=18`)
    expect(direct.truncated).toBe(true)
    expect(direct.features).toHaveLength(500)
    expect(await mapWith(deployed, `bbox=${whole}&zoom=18`)).toEqual(direct)
    // Half the grid: 270 posts, all of them, though the block's newest 501 leave some out.
    const half = box(west + 0.00195)
    const directHalf = await mapWith(env, `bbox=${half}&zoom=18`)
    expect(directHalf.features).toHaveLength(270)
    expect(await mapWith(deployed, `bbox=${half}&zoom=18`)).toEqual(directHalf)
  })

  it('keeps an answer for 10 s at most: a post written behind its back shows after that', async () => {
    const bbox = { west: LNG, south: LAT, east: LNG + 0.004, north: LAT + 0.004 }
    const query = { bbox, kinds: ['post' as const], zoom: 17, from: null, to: null }
    const t0 = Date.now()
    const read = async () => {
      const pins = await readBoxPins(env.DB, query, bbox, t0)
      const body = `{"type":"FeatureCollection","features":[${pins.features}],"truncated":false}`
      return { body: jsonText<MapFeatureCollection>(body), pins: pins.count }
    }
    const before = await memoAnswer(query, t0, read)
    const id = await insertGeoPost({
      user_id: author,
      title: '新しい投稿',
      lat: LAT + 0.001,
      lng: LNG + 0.001,
    })
    const shows = (body: string) =>
      (JSON.parse(body) as MapFeatureCollection).features.some(
        (feature) => feature.id === `post:${id}`,
      )
    expect(shows(before)).toBe(false)
    expect(shows(await memoAnswer(query, t0 + MEMO_MS - 1, read))).toBe(false)
    expect(shows(await memoAnswer(query, t0 + MEMO_MS + 1, read))).toBe(true)
  })

  it('forgets what it holds when a post is written through the isolate: its author sees it at once', async () => {
    const query = `bbox=${[LNG, LAT, LNG + 0.004, LAT + 0.004].map((n) => n.toFixed(5)).join(',')}&zoom=17`
    const before = await mapWith(deployed, query)
    const writer = await signIn('港の写真家')
    const res = await call<PostSummary>('POST', '/api/posts', {
      token: writer.token,
      body: postForm({
        kind: 'post',
        title: 'いま撮った港',
        body: '夕方の港です。',
        place: { name: '港の桟橋', lat: LAT + 0.002, lng: LNG + 0.002 },
      }),
    })
    expect(res.status).toBe(201)
    const after = await mapWith(deployed, query)
    const ids = (body: MapFeatureCollection) => body.features.map((f) => f.id)
    expect(ids(before)).not.toContain(`post:${res.body.id}`)
    expect(ids(after)).toContain(`post:${res.body.id}`)
  })

  it('serves every site the same pins, which carry no names; an item comes in the site’s language', async () => {
    const id = await insertGeoPost({
      user_id: author,
      title: '港の朝市',
      lat: LAT + 0.001,
      lng: LNG + 0.001,
    })
    await env.DB.prepare(
      `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
       VALUES ('post', ?1, 'title', 'en', ?2, 'Harbour morning market')`,
    )
      .bind(id, await sourceHash('港の朝市'))
      .run()
    const query = `bbox=${[LNG, LAT, LNG + 0.004, LAT + 0.004].map((n) => n.toFixed(5)).join(',')}&zoom=17`
    const english = { 'x-translate-lang': 'eng_Latn' }
    const japanese = await mapWith(deployed, query)
    expect(await mapWith(deployed, query, english)).toEqual(japanese)
    expect(japanese.features.map((f) => f.id)).toContain(`post:${id}`)
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request(`http://localhost:8787/api/map/items?ids=post:${id}`, {
        headers: { host: 'localhost:8787', ...english },
      }),
      deployed,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    const { items } = await res.json<MapItems>()
    expect(items[0]).toMatchObject({ title: 'Harbour morning market', translated: true })
  })
})
