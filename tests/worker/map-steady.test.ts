import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import { type Bbox4, cellRange } from '../../src/shared/map-cells'
import { forgetMapMemo } from '../../worker/map/held'
import { markSteady } from '../../worker/map/steady'
import { metered } from './d1-meter'
import { insertGeoPost, tokyoIn } from './places-helpers'
import { call, insertUser } from './posts-helpers'

// Town views of the present count the events, coupons and scheduled posts the hourly housekeeping
// found on the map for its whole window from map_cells (worker/map/steady.ts), and read the rest
// one by one. Whatever happens between two runs (an item ends, one is edited, moved or deleted,
// an author is hidden), the answer must be the one a view reads without the marks, item by item,
// and the counts those of the pins at zoom 16.

const [LAT, LNG] = [41.3, 31.3]
const TOWN: Bbox4 = [LNG - 0.012, LAT - 0.01, LNG + 0.012, LAT + 0.01]
const bboxParam = (bbox: Bbox4) => bbox.map((n) => n.toFixed(6)).join(',')
const mapOf = (query: string) => call<MapFeatureCollection>('GET', `/api/map?${query}`)

const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const day = (days: number) => tokyoIn(days * 24 * 60).slice(0, 10)

let author: number
let other: number
const ids: Record<string, number> = {}

/** The answer of a view as it is, and as a view reads it with no window (every item one by one). */
async function bothWays(query: string) {
  forgetMapMemo()
  const marked = await mapOf(query)
  const window = await env.DB.prepare('SELECT from_ms, until_ms FROM map_steady_window').first()
  await env.DB.prepare('UPDATE map_steady_window SET until_ms = 0').run()
  forgetMapMemo()
  const unmarked = await mapOf(query)
  await env.DB.prepare('UPDATE map_steady_window SET until_ms = ?1')
    .bind(window?.until_ms ?? 0)
    .run()
  forgetMapMemo()
  expect(marked.status).toBe(200)
  return { marked: marked.body, unmarked: unmarked.body }
}

/** Items per zoom-14 cell, from the clusters of the view. */
function counted(body: MapFeatureCollection) {
  const counts = new Map<string, number>()
  for (const cluster of body.clusters ?? []) {
    const { x0, y0 } = cellRange([cluster.lng, cluster.lat, cluster.lng, cluster.lat], 14)
    counts.set(`${x0},${y0}`, cluster.count)
  }
  return counts
}

async function insertScheduled(minutes: number, lat: number, lng: number) {
  const row = await env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, lat, lng, publish_state, publish_at)
     VALUES (?1, 'post', '予約投稿', '本文', ?2, ?3, 'scheduled', ?4) RETURNING id`,
  )
    .bind(author, lat, lng, iso(minutes))
    .first<{ id: number }>()
  return row?.id ?? 0
}

beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
  other = await insertUser({ name: '港の商店会' })
  // Enough plain posts for the view to come as clusters.
  await env.DB.prepare(
    `WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i WHERE n + 1 < 170)
     INSERT INTO posts (user_id, kind, title, body, lat, lng)
     SELECT ?1, 'post', '格子 ' || n, '本文', ?2 + (n / 20) * 0.0009, ?3 + (n % 20) * 0.0011 FROM i`,
  )
    .bind(author, LAT - 0.008, LNG - 0.011)
    .run()
  const at = (n: number) => ({ lat: LAT - 0.009 + n * 0.0013, lng: LNG - 0.01 + n * 0.0017 })
  const event = (n: number, user: number, starts: number, ends: number) =>
    insertGeoPost({
      user_id: user,
      kind: 'event',
      ...at(n),
      starts_at: tokyoIn(starts),
      ends_at: tokyoIn(ends),
    })
  const coupon = (n: number, from: string | null, until: string | null) =>
    insertGeoPost({
      user_id: author,
      kind: 'coupon',
      ...at(n),
      valid_from: from,
      valid_until: until,
    })
  ids.longEvent = await event(0, author, 60 * 24, 60 * 26)
  ids.othersEvent = await event(1, other, 60 * 48, 60 * 50)
  ids.endsSoon = await event(2, author, -60, 30)
  ids.ended = await event(3, author, -180, -60)
  ids.later = await event(4, author, 60 * 24 * 30, 60 * 24 * 30 + 60)
  ids.coupon = await coupon(5, day(-3), day(10))
  ids.couponLater = await coupon(6, day(5), day(10))
  ids.couponOpen = await coupon(7, null, null)
  ids.couponEndsToday = await coupon(8, null, day(0))
  ids.due = await insertScheduled(-60, at(9).lat, at(9).lng)
  ids.dueSoon = await insertScheduled(30, at(10).lat, at(10).lng)
  ids.dueLater = await insertScheduled(60 * 24, at(11).lat, at(11).lng)
  await markSteady(env.DB, Date.now())
})

describe('town views count the steady items from map_cells', () => {
  it('decides each item by the window: on throughout, off throughout, or read one by one', async () => {
    const { results } = await env.DB.prepare(
      'SELECT id, map_steady FROM posts WHERE id IN (SELECT value FROM json_each(?1))',
    )
      .bind(JSON.stringify(Object.values(ids)))
      .all<{ id: number; map_steady: number }>()
    const state = Object.fromEntries(
      Object.entries(ids).map(([name, id]) => [
        name,
        results.find((row) => row.id === id)?.map_steady,
      ]),
    )
    expect(state).toEqual({
      longEvent: 1,
      othersEvent: 1,
      endsSoon: 0,
      ended: 2,
      later: 1,
      coupon: 1,
      couponLater: 2,
      couponOpen: 1,
      // Its last day ends at midnight in Tokyo: within two hours of some runs, not of others.
      couponEndsToday: state.couponEndsToday === 0 ? 0 : 1,
      due: 1,
      dueSoon: 0,
      dueLater: 2,
    })
  })

  it.each([
    ['every kind', ''],
    ['events', '&kinds=event,post'],
    ['coupons', '&kinds=coupon,post'],
    ['plain posts', '&kinds=post'],
  ])('answers %s as a view read item by item does', async (_, kinds) => {
    const query = `bbox=${bboxParam(TOWN)}&zoom=14${kinds}`
    const { marked, unmarked } = await bothWays(query)
    expect(marked.clusters?.length).toBeGreaterThan(0)
    expect(marked).toEqual(unmarked)
  })

  it('counts the pins zoom 16 shows in the same cells', async () => {
    forgetMapMemo()
    const town = await mapOf(`bbox=${bboxParam(TOWN)}&zoom=14`)
    const total = [...counted(town.body).values()].reduce((sum, n) => sum + n, 0)
    const pins = await mapOf(`bbox=${bboxParam(TOWN)}`)
    // 170 plain posts; of the live items, those on the map now.
    expect(total).toBe(pins.body.features.length)
    const shown = new Set(pins.body.features.map((feature) => feature.id))
    for (const name of ['longEvent', 'later', 'coupon', 'couponOpen', 'due', 'endsSoon']) {
      const kind = name.startsWith('coupon') ? 'coupon' : name === 'due' ? 'post' : 'event'
      expect(shown.has(`${kind}:${ids[name]}`), name).toBe(true)
    }
    for (const name of ['ended', 'couponLater', 'dueSoon', 'dueLater']) {
      expect(
        [...shown].some((id) => id.endsWith(`:${ids[name]}`)),
        name,
      ).toBe(false)
    }
  })

  it('follows an item moved, ended, deleted or whose author is hidden before the next run', async () => {
    const query = `bbox=${bboxParam(TOWN)}&zoom=14`
    const before = await bothWays(query)
    // Moved across the town: it leaves its cell's count and joins another's.
    await env.DB.prepare('UPDATE posts SET lat = ?1, lng = ?2 WHERE id = ?3')
      .bind(LAT + 0.0085, LNG + 0.0105, ids.longEvent)
      .run()
    const moved = await bothWays(query)
    expect(moved.marked).toEqual(moved.unmarked)
    expect(counted(moved.marked)).not.toEqual(counted(before.marked))
    // Moved to a day that has passed by its organizer.
    await env.DB.prepare('UPDATE posts SET starts_at = ?1, ends_at = ?2 WHERE id = ?3')
      .bind(tokyoIn(-65), tokyoIn(-5), ids.later)
      .run()
    await env.DB.prepare('DELETE FROM posts WHERE id = ?1').bind(ids.coupon).run()
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1").bind(other).run()
    const after = await bothWays(query)
    expect(after.marked).toEqual(after.unmarked)
    const total = (body: MapFeatureCollection) =>
      (body.clusters ?? []).reduce((sum, cluster) => sum + cluster.count, 0)
    expect(total(after.marked)).toBe(total(moved.marked) - 3)
    // The author back: their event is on the map again, before and after the next run.
    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = ?1").bind(other).run()
    const back = await bothWays(query)
    expect(back.marked).toEqual(back.unmarked)
    expect(total(back.marked)).toBe(total(after.marked) + 1)
    await markSteady(env.DB, Date.now())
    const next = await bothWays(query)
    expect(next.marked).toEqual(back.marked)
  })

  it('asks D1 once from a cold isolate: the window comes in the same batch as the counts', async () => {
    const path = `/api/map?bbox=${bboxParam(TOWN)}&zoom=14`
    const cold: Record<string, Awaited<ReturnType<typeof metered>>> = {}
    for (const memo of ['on', 'off']) {
      forgetMapMemo()
      cold[memo] = await metered(path, { vars: { MAP_MEMO: memo } })
      const { cost, text } = cold[memo]
      expect(JSON.parse(text).clusters.length, memo).toBeGreaterThan(0)
      expect([cost.roundTrips, cost.statements], memo).toEqual([1, 2])
    }
    // Within the minute the isolate keeps the window: the counts alone, the same answer.
    const warm = await metered(path, { vars: { MAP_MEMO: 'off' } })
    expect([warm.cost.roundTrips, warm.cost.statements]).toEqual([1, 1])
    expect(warm.text).toBe(cold.off?.text)
    // A window that has passed: the marked counts read with it are dropped, the plain ones follow.
    await env.DB.prepare('UPDATE map_steady_window SET until_ms = 0').run()
    forgetMapMemo()
    const stale = await metered(path, { vars: { MAP_MEMO: 'on' } })
    expect([stale.cost.roundTrips, stale.cost.statements]).toEqual([2, 3])
    expect(stale.text).toBe(cold.on?.text)
    await markSteady(env.DB, Date.now())
    forgetMapMemo()
  })

  it('answers as before when the housekeeping has not run (no window)', async () => {
    await env.DB.prepare('DELETE FROM map_steady_window').run()
    const { marked, unmarked } = await bothWays(`bbox=${bboxParam(TOWN)}&zoom=14`)
    expect(marked).toEqual(unmarked)
    await markSteady(env.DB, Date.now())
  })
})
