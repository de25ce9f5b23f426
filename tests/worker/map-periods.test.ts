import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import { type Bbox4, snapToCells } from '../../src/shared/map-cells'
import { sweepEndedFromMap } from '../../worker/map/ended'
import { forgetMapMemo } from '../../worker/map/held'
import { describeCost, metered } from './d1-meter'
import { bothWays, mapOf, perCell, total } from './map-cells-helpers'
import { insertGeoPost, tokyoIn } from './places-helpers'
import { insertUser } from './posts-helpers'

// The event chips of a period (今日, 今週末, 今週, any whole days) at town zooms count their events
// per cell from running totals per day (map_event_days, migrations/0047) and read only the
// scheduled ones one by one. Whatever the period and whatever happens to an event (moved,
// deleted, dated again, made private, its author hidden, the housekeeping's marks), each cluster
// must be the pins of its cell: as many, around their mean position.

const [LAT, LNG] = [41.3, 31.3]
const TOWN: Bbox4 = [LNG - 0.012, LAT - 0.01, LNG + 0.012, LAT + 0.01]
const bboxParam = (bbox: Bbox4) => bbox.map((n) => n.toFixed(6)).join(',')
const DAY = 24 * 60

/** The Tokyo date `days` from today. */
const dayIn = (days: number) => tokyoIn(days * DAY).slice(0, 10)
const period = (from: number, to: number | null) =>
  `bbox=${bboxParam(TOWN)}&kinds=event&from=${dayIn(from)}${to === null ? '' : `&to=${dayIn(to)}`}`

let author: number
let other: number
const ids: Record<string, number> = {}

const WEEK = period(0, 6)

beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
  other = await insertUser({ name: '港の商店会' })
  // 480 events over 20 days around today (fewer than the pins' 500 in any period), over a grid of
  // the town: some a day long as plain dates, some of a few hours, some over several days; one in
  // ten by another organizer.
  await env.DB.prepare(
    `WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i WHERE n + 1 < 480)
     INSERT INTO posts (user_id, kind, title, body, lat, lng, starts_at, ends_at)
     SELECT CASE WHEN n % 10 = 0 THEN ?4 ELSE ?1 END, 'event', '催し ' || n, '本文',
       ?2 + (n / 40) * 0.0006, ?3 + (n % 40) * 0.00055,
       CASE WHEN n % 3 = 0
         THEN date('now', '+9 hours', ((n * 7) % 20 - 10) || ' days')
         ELSE strftime('%Y-%m-%dT%H:00:00+09:00', 'now', '+9 hours',
           ((n * 7) % 20 - 10) || ' days', 'start of day', (n % 24) || ' hours') END,
       CASE WHEN n % 3 = 0 THEN NULL
         WHEN n % 3 = 1 THEN strftime('%Y-%m-%dT23:30:00+09:00', 'now', '+9 hours',
           ((n * 7) % 20 - 10) || ' days', 'start of day', (n % 24) || ' hours')
         ELSE date('now', '+9 hours', ((n * 7) % 20 - 9 + n % 4) || ' days') END
     FROM i`,
  )
    .bind(author, LAT - 0.009, LNG - 0.011, other)
    .run()
  const at = (n: number) => ({ lat: LAT - 0.0095 + n * 0.0013, lng: LNG - 0.0115 + n * 0.0017 })
  const event = (n: number, starts: string, ends: string | null) =>
    insertGeoPost({ user_id: author, kind: 'event', ...at(n), starts_at: starts, ends_at: ends })
  // The week's edges: ending in the first minute of today, starting in the last of its Sunday.
  ids.endsAtMidnight = await event(0, `${dayIn(-1)}T22:00:00+09:00`, `${dayIn(0)}T00:00:00+09:00`)
  ids.endsBefore = await event(1, `${dayIn(-1)}T22:00:00+09:00`, `${dayIn(-1)}T23:59:00+09:00`)
  ids.startsLast = await event(2, `${dayIn(6)}T23:59:00+09:00`, `${dayIn(7)}T02:00:00+09:00`)
  ids.startsAfter = await event(3, dayIn(7), null)
  ids.spansWeek = await event(4, dayIn(-30), dayIn(30))
  // Still scheduled: shown once its publish time has passed.
  ids.duePast = await event(6, tokyoIn(DAY), tokyoIn(DAY + 60))
  ids.dueLater = await event(7, tokyoIn(DAY), tokyoIn(DAY + 60))
  const schedule = env.DB.prepare(
    "UPDATE posts SET publish_state = 'scheduled', publish_at = ?2 WHERE id = ?1",
  )
  await schedule.bind(ids.duePast, new Date(Date.now() - 3_600_000).toISOString()).run()
  await schedule.bind(ids.dueLater, new Date(Date.now() + 86_400_000).toISOString()).run()
  await insertGeoPost({ user_id: author, kind: 'coupon', ...at(8) })
  for (let n = 0; n < 30; n++) {
    await insertGeoPost({ user_id: author, lat: LAT + 0.002 + n * 0.0002, lng: LNG - 0.003 })
  }
})

describe('a period of days counts its events per cell', () => {
  it('counts from map_event_days: a total written there is what shows', async () => {
    const { counted } = await bothWays(WEEK)
    expect(counted.clusters?.length, 'counted per cell').toBeGreaterThan(0)
    const bump = (n: number) =>
      env.DB.prepare('UPDATE map_event_days SET starts = starts + ?1 WHERE zoom = 14').bind(n).run()
    await bump(1000)
    forgetMapMemo()
    const bumped = await mapOf(`${WEEK}&zoom=14`)
    await bump(-1000)
    expect(total(bumped.body)).toBeGreaterThanOrEqual(
      total(counted) + 1000 * (counted.clusters?.length ?? 0),
    )
  })

  it("shows an event on the period's edges as the pins do", async () => {
    const { counted, pins } = await bothWays(WEEK)
    const shown = new Set(pins.features.map((feature) => feature.id))
    for (const name of ['endsAtMidnight', 'startsLast', 'spansWeek', 'duePast']) {
      expect(shown.has(`event:${ids[name]}`), name).toBe(true)
    }
    for (const name of ['endsBefore', 'startsAfter', 'dueLater']) {
      expect(shown.has(`event:${ids[name]}`), name).toBe(false)
    }
    expect(total(counted)).toBe(shown.size)
  })

  it.each([
    ['the last ten days', -10, -1],
    ['a month around today', -15, 15],
    ['from today on, with no last day', 0, null],
    ['from twenty days ago on', -20, null],
  ])('counts %s as the pins show it', async (_, from, to) => {
    const { counted } = await bothWays(period(from, to))
    expect(counted.clusters?.length, 'counted per cell').toBeGreaterThan(0)
  })

  it('answers a quiet period with its pins', async () => {
    forgetMapMemo()
    const quiet = await mapOf(`${period(-400, -390)}&zoom=14`)
    expect(quiet.body).toMatchObject({ features: [], clusters: [] })
    const today = await bothWays(period(0, 0))
    expect(today.counted.features.length).toBeGreaterThan(0)
  })

  it('asks D1 once from a cold isolate: a quiet period gets its pins with the count, a busy one none', async () => {
    const grown = bboxParam(snapToCells(TOWN, 14))
    for (const memo of ['on', 'off']) {
      forgetMapMemo()
      const quiet = await metered(`/api/map?${period(0, 0)}&zoom=14`, { vars: { MAP_MEMO: memo } })
      const body = JSON.parse(quiet.text) as MapFeatureCollection
      expect(body.clusters, memo).toEqual([])
      expect(body.features.length, memo).toBeGreaterThan(0)
      expect([quiet.cost.roundTrips, quiet.cost.statements], memo).toEqual([1, 1])
      // The pins of the view's cells, no more and no fewer.
      const own = await mapOf(period(0, 0).replace(bboxParam(TOWN), grown))
      expect(idsOf(body), memo).toEqual(idsOf(own.body))

      forgetMapMemo()
      const busy = await metered(`/api/map?${WEEK}&zoom=14`, { vars: { MAP_MEMO: memo } })
      expect(JSON.parse(busy.text).clusters.length, memo).toBeGreaterThan(0)
      expect([busy.cost.roundTrips, busy.cost.statements], memo).toEqual([1, 1])
      // Its pins are not read: a fraction of what reading them costs.
      const pins = await metered(`/api/map?${WEEK.replace(bboxParam(TOWN), grown)}`)
      expect(busy.cost.rowsRead, describeCost(busy.cost)).toBeLessThan(pins.cost.rowsRead / 2)
    }
    // The units of a count are kept for the views panned from it: a view that holds some counts
    // only the others, and answers as a cold isolate does.
    // Its south edge halves the town: the units along it hold only part of their cells' count.
    const wide = (north: number): Bbox4 => [LNG - 0.1, LAT + north, LNG + 0.1, LAT + 0.2 + north]
    const weekOf = (bbox: Bbox4) =>
      `/api/map?${WEEK.replace(bboxParam(TOWN), bboxParam(bbox))}&zoom=14`
    forgetMapMemo()
    const first = await metered(weekOf(wide(0)), { vars: { MAP_MEMO: 'on' } })
    expect(first.cost.log[0]?.sql).toMatch(/^WITH counted/)
    const panned = await metered(weekOf(wide(-0.03)), { vars: { MAP_MEMO: 'on' } })
    expect(panned.cost.log[0]?.sql).not.toMatch(/^WITH counted/)
    forgetMapMemo()
    const cold = await metered(weekOf(wide(-0.03)), { vars: { MAP_MEMO: 'on' } })
    expect(JSON.parse(panned.text).clusters.length).toBeGreaterThan(0)
    expect(panned.text).toBe(cold.text)
  })

  it('counts the same with coupons and posts asked beside the events', async () => {
    const week = total((await bothWays(WEEK)).counted)
    const { counted } = await bothWays(`${WEEK.replace('kinds=event', 'kinds=event,coupon,post')}`)
    expect(total(counted)).toBe(week + 31)
  })

  it('follows an event moved, deleted, dated again, made private or its author hidden', async () => {
    const before = await bothWays(WEEK)
    const inWeek = await env.DB.prepare(
      `SELECT id FROM posts WHERE user_id = ?1 AND title LIKE '催し %'
         AND map_event_start_day <= ?3 AND map_event_end_day >= ?2 ORDER BY id LIMIT 4`,
    )
      .bind(author, ...(await weekDays()))
      .all<{ id: number }>()
    const [moved, deleted, redated, hidden] = inWeek.results.map((row) => row.id)
    await env.DB.prepare('UPDATE posts SET lat = ?1, lng = ?2 WHERE id = ?3')
      .bind(LAT + 0.0085, LNG + 0.0105, moved)
      .run()
    const afterMove = await bothWays(WEEK)
    expect(perCell(afterMove.counted)).not.toEqual(perCell(before.counted))

    await env.DB.prepare('DELETE FROM posts WHERE id = ?1').bind(deleted).run()
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(hidden).run()
    // Put off to next month by its organizer.
    await env.DB.prepare('UPDATE posts SET starts_at = ?2, ends_at = NULL WHERE id = ?1')
      .bind(redated, dayIn(35))
      .run()
    const othersInWeek = await env.DB.prepare(
      `SELECT count(*) AS n FROM posts WHERE user_id = ?1 AND map_event_start_day <= ?3
         AND map_event_end_day >= ?2`,
    )
      .bind(other, ...(await weekDays()))
      .first<number>('n')
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1").bind(other).run()
    const after = await bothWays(WEEK)
    expect(total(after.counted)).toBe(total(before.counted) - 3 - (othersInWeek ?? 0))

    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = ?1").bind(other).run()
    await env.DB.prepare("UPDATE posts SET visibility = 'public' WHERE id = ?1").bind(hidden).run()
    await env.DB.prepare("UPDATE posts SET publish_state = 'draft' WHERE id = ?1")
      .bind(ids.spansWeek)
      .run()
    expect(total((await bothWays(WEEK)).counted)).toBe(total(before.counted) - 3)
    await env.DB.prepare("UPDATE posts SET publish_state = 'published' WHERE id = ?1")
      .bind(ids.spansWeek)
      .run()
    // Brought back into the week.
    await env.DB.prepare('UPDATE posts SET starts_at = ?2 WHERE id = ?1')
      .bind(redated, dayIn(2))
      .run()
    const back = await bothWays(WEEK)
    expect(total(back.counted)).toBe(total(before.counted) - 1)
    // The housekeeping's marks change nothing here.
    await sweepEndedFromMap(env.DB, Date.now())
    const swept = await bothWays(WEEK)
    expect(swept.counted).toEqual(back.counted)
  })

  it('reads a period with a time of day one by one, as before', async () => {
    const from = encodeURIComponent(`${dayIn(0)}T12:00+09:00`)
    const { counted } = await bothWays(
      `bbox=${bboxParam(TOWN)}&kinds=event&from=${from}&to=${dayIn(6)}`,
    )
    expect(total(counted)).toBeGreaterThan(150)
  })
})

const idsOf = (body: MapFeatureCollection) => body.features.map((feature) => feature.id).sort()

/** This week's first and last day as map_event_days numbers them. */
async function weekDays(): Promise<[number, number]> {
  const row = await env.DB.prepare(
    `SELECT CAST(julianday(?1 || 'T00:00:00+09:00') - 2440587.125 AS INTEGER) AS first,
       CAST(julianday(?2 || 'T00:00:00+09:00') - 2440587.125 AS INTEGER) AS last`,
  )
    .bind(dayIn(0), dayIn(6))
    .first<{ first: number; last: number }>()
  return [row?.first ?? 0, row?.last ?? 0]
}
