import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Bbox4 } from '../../src/shared/map-cells'
import { ALL_EVENTS_FROM } from '../../src/shared/map-url'
import { sweepEndedFromMap } from '../../worker/map/ended'
import { forgetMapMemo } from '../../worker/map/held'
import { bothWays as bothViews, mapOf, perCell, total } from './map-cells-helpers'
import { insertGeoPost, tokyoIn } from './places-helpers'
import { insertUser } from './posts-helpers'

// The すべて chip (every event the town has held) at town zooms counts its events per cell
// (map_event_cells, migrations/0046) and reads only the scheduled ones one by one. Whatever happens
// to an event (moved, deleted, dated again, made private, its author hidden, the housekeeping's
// marks), each cluster must be the pins of its cell: as many, around their mean position.

const [LAT, LNG] = [43.3, 33.3]
const TOWN: Bbox4 = [LNG - 0.012, LAT - 0.01, LNG + 0.012, LAT + 0.01]
const bboxParam = (bbox: Bbox4) => bbox.map((n) => n.toFixed(6)).join(',')
const ALL_TIME = `bbox=${bboxParam(TOWN)}&kinds=event&from=${ALL_EVENTS_FROM}`
const DAY = 24 * 60

let author: number
let other: number
const ids: Record<string, number> = {}

/** The すべて chip's view at zoom 14 (counted per cell) and its pins, cell by cell. */
async function bothWays(view = ALL_TIME) {
  const both = await bothViews(view)
  expect(both.counted.clusters?.length, 'counted per cell').toBeGreaterThan(0)
  return both
}

beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
  other = await insertUser({ name: '港の商店会' })
  // Years of the town's events, over a grid of the town.
  await env.DB.prepare(
    `WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i WHERE n + 1 < 200)
     INSERT INTO posts (user_id, kind, title, body, lat, lng, starts_at, ends_at)
     SELECT CASE WHEN n % 10 = 0 THEN ?4 ELSE ?1 END, 'event', '過去の催し ' || n, '本文',
       ?2 + (n / 20) * 0.0009, ?3 + (n % 20) * 0.0011,
       strftime('%Y-%m-%dT10:00:00+09:00', 'now', '-' || (40 + n * 9) || ' days'),
       strftime('%Y-%m-%dT15:00:00+09:00', 'now', '-' || (40 + n * 9) || ' days')
     FROM i`,
  )
    .bind(author, LAT - 0.008, LNG - 0.011, other)
    .run()
  const at = (n: number) => ({ lat: LAT - 0.009 + n * 0.0013, lng: LNG - 0.01 + n * 0.0017 })
  const event = (n: number, starts: string, ends: string | null, user = author) =>
    insertGeoPost({ user_id: user, kind: 'event', ...at(n), starts_at: starts, ends_at: ends })
  ids.nextWeek = await event(0, tokyoIn(7 * DAY), tokyoIn(7 * DAY + 120))
  ids.lastWeek = await event(1, tokyoIn(-7 * DAY), tokyoIn(-7 * DAY + 120))
  // The chip's first day in Tokyo: the evening before it is not shown, its first minute is.
  ids.lastOf1999 = await event(2, '1999-12-31T18:00:00+09:00', '1999-12-31T23:59:00+09:00')
  ids.firstOf2000 = await event(3, '1999-12-31T23:00:00+09:00', '2000-01-01T00:00:00+09:00')
  ids.dayOf2000 = await event(4, '2000-01-01', null)
  ids.private = await insertGeoPost({
    user_id: author,
    kind: 'event',
    ...at(5),
    starts_at: tokyoIn(-90 * DAY),
    visibility: 'hidden',
  })
  // Ended long ago and still scheduled: shown once its publish time has passed.
  ids.duePast = await event(6, tokyoIn(-60 * DAY), tokyoIn(-60 * DAY + 60))
  ids.dueLater = await event(7, tokyoIn(-60 * DAY), tokyoIn(-60 * DAY + 60))
  const schedule = env.DB.prepare(
    "UPDATE posts SET publish_state = 'scheduled', publish_at = ?2 WHERE id = ?1",
  )
  await schedule.bind(ids.duePast, new Date(Date.now() - 3_600_000).toISOString()).run()
  await schedule.bind(ids.dueLater, new Date(Date.now() + 86_400_000).toISOString()).run()
  // Coupons (one valid, one long expired) and plain posts, for a view that asks for them too.
  await insertGeoPost({ user_id: author, kind: 'coupon', ...at(8) })
  await insertGeoPost({
    user_id: author,
    kind: 'coupon',
    ...at(9),
    valid_until: tokyoIn(-400 * DAY).slice(0, 10),
  })
  for (let n = 0; n < 30; n++) {
    await insertGeoPost({ user_id: author, lat: LAT + 0.002 + n * 0.0002, lng: LNG - 0.003 })
  }
})

describe('the すべて chip counts its events per cell', () => {
  it('counts from map_event_cells: a count written there is what shows', async () => {
    const { counted } = await bothWays()
    const bump = (n: number) =>
      env.DB.prepare('UPDATE map_event_cells SET n = n + ?1 WHERE zoom = 14 AND n > 0')
        .bind(n)
        .run()
    const { meta } = await bump(1000)
    forgetMapMemo()
    const bumped = await mapOf(`${ALL_TIME}&zoom=14`)
    await bump(-1000)
    expect(meta.changes).toBeGreaterThan(0)
    expect(total(bumped.body)).toBe(total(counted) + 1000 * meta.changes)
  })

  it("shows every event from the chip's first minute, and scheduled ones once due", async () => {
    const { counted, pins } = await bothWays()
    const shown = new Set(pins.features.map((feature) => feature.id))
    // 200 past events, next and last week's, the first minute and the first day of 2000, and the
    // scheduled one whose time has come.
    expect(shown.size).toBe(205)
    for (const name of ['nextWeek', 'lastWeek', 'firstOf2000', 'dayOf2000', 'duePast']) {
      expect(shown.has(`event:${ids[name]}`), name).toBe(true)
    }
    for (const name of ['lastOf1999', 'private', 'dueLater']) {
      expect(shown.has(`event:${ids[name]}`), name).toBe(false)
    }
    expect(total(counted)).toBe(205)
  })

  it('counts the same with coupons and posts asked beside the events', async () => {
    const { counted } = await bothWays(
      `bbox=${bboxParam(TOWN)}&kinds=event,coupon,post&from=${ALL_EVENTS_FROM}`,
    )
    // The valid coupon and the 30 posts; the expired coupon is not shown.
    expect(total(counted)).toBe(205 + 31)
  })

  it('follows an event moved, deleted, dated again, made private or its author hidden', async () => {
    const before = await bothWays()
    const [moved, deleted, redated, hidden] = await env.DB.prepare(
      "SELECT id FROM posts WHERE user_id = ?1 AND title LIKE '過去の催し %' ORDER BY id LIMIT 4",
    )
      .bind(author)
      .all<{ id: number }>()
      .then(({ results }) => results.map((row) => row.id))
    await env.DB.prepare('UPDATE posts SET lat = ?1, lng = ?2 WHERE id = ?3')
      .bind(LAT + 0.0085, LNG + 0.0105, moved)
      .run()
    const afterMove = await bothWays()
    expect(perCell(afterMove.counted)).not.toEqual(perCell(before.counted))

    await env.DB.prepare('DELETE FROM posts WHERE id = ?1').bind(deleted).run()
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(hidden).run()
    // Dated back into the last century by its organizer: before the chip's first day.
    await env.DB.prepare('UPDATE posts SET starts_at = ?2, ends_at = ?3 WHERE id = ?1')
      .bind(redated, '1998-05-05T10:00:00+09:00', '1998-05-05T12:00:00+09:00')
      .run()
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1").bind(other).run()
    const after = await bothWays()
    // Three events gone, and the other author's 20.
    expect(total(after.counted)).toBe(total(before.counted) - 23)

    await env.DB.prepare("UPDATE users SET status = 'active' WHERE id = ?1").bind(other).run()
    await env.DB.prepare("UPDATE posts SET visibility = 'public' WHERE id = ?1").bind(hidden).run()
    // Next week's event published, then taken back to a draft.
    await env.DB.prepare("UPDATE posts SET publish_state = 'draft' WHERE id = ?1")
      .bind(ids.nextWeek)
      .run()
    expect(total((await bothWays()).counted)).toBe(total(before.counted) - 3)
    await env.DB.prepare("UPDATE posts SET publish_state = 'published' WHERE id = ?1")
      .bind(ids.nextWeek)
      .run()
    const back = await bothWays()
    expect(total(back.counted)).toBe(total(before.counted) - 2)
    // The housekeeping's marks change nothing here.
    await sweepEndedFromMap(env.DB, Date.now())
    const swept = await bothWays()
    expect(swept.counted).toEqual(back.counted)
  })

  it('reads a period that starts on another day one by one, as before', async () => {
    const { counted } = await bothWays(`bbox=${bboxParam(TOWN)}&kinds=event&from=2001-01-01`)
    expect(total(counted)).toBeGreaterThan(150)
  })

  it('answers a quiet corner of the town with its pins', async () => {
    const [lat, lng] = [LAT + 1, LNG + 1]
    const held = await Promise.all(
      [40, 400, 4000].map((days) =>
        insertGeoPost({
          user_id: author,
          kind: 'event',
          lat: lat + days / 1e6,
          lng,
          starts_at: tokyoIn(-days * DAY),
          ends_at: tokyoIn(-days * DAY + 60),
        }),
      ),
    )
    forgetMapMemo()
    const box: Bbox4 = [lng - 0.01, lat - 0.01, lng + 0.01, lat + 0.01]
    const quiet = await mapOf(`bbox=${bboxParam(box)}&kinds=event&from=${ALL_EVENTS_FROM}&zoom=14`)
    expect(quiet.body.clusters).toEqual([])
    expect(quiet.body.features.map((feature) => feature.id).sort()).toEqual(
      held.map((id) => `event:${id}`).sort(),
    )
  })
})
