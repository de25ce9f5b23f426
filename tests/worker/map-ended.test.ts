import { createScheduledController, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import worker from '../../worker/index'
import { forgetMapMemo } from '../../worker/map/held'
import { insertGeoPost, tokyoIn } from './places-helpers'
import { call, insertUser } from './posts-helpers'

// The hourly housekeeping marks events and coupons that left the map over a month ago
// (worker/map/ended.ts), so views of the present read only what is still on it. What anyone sees
// must not change: the present, a period that reaches back into the past, and an event whose
// organizer moves it to a later date.

const DAY = 24 * 60
const box = (west: number, south: number) => `${west},${south},${west + 0.01},${south + 0.01}`

async function pinsOf(query: string): Promise<string[]> {
  forgetMapMemo()
  const res = await call<MapFeatureCollection>('GET', `/api/map?${query}`)
  expect(res.status).toBe(200)
  return res.body.features.map((feature) => String(feature.id)).sort()
}

/** The hourly Cron Trigger, as production runs it. */
async function runHourlyHousekeeping() {
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
    env,
  )
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

let author: number
beforeAll(async () => {
  author = await insertUser({ name: 'みなと町観光協会' })
})

describe('events and coupons that ended long ago', () => {
  it('leave the map of the present as before the housekeeping, and stay on a period reaching back to them', async () => {
    const [lng, lat] = [31, 41]
    const at = { user_id: author, lat: lat + 0.005, lng: lng + 0.005 }
    const longAgo = await insertGeoPost({
      ...at,
      kind: 'event',
      title: '去年の花火大会',
      starts_at: tokyoIn(-40 * DAY),
      ends_at: tokyoIn(-40 * DAY + 120),
    })
    const lastWeek = await insertGeoPost({
      ...at,
      kind: 'event',
      title: '先週の朝市',
      starts_at: tokyoIn(-7 * DAY),
      ends_at: tokyoIn(-7 * DAY + 120),
    })
    const nextWeek = await insertGeoPost({
      ...at,
      kind: 'event',
      title: '来週の灯籠流し',
      starts_at: tokyoIn(7 * DAY),
    })
    const expired = await insertGeoPost({
      ...at,
      kind: 'coupon',
      valid_until: tokyoIn(-45 * DAY).slice(0, 10),
    })
    const valid = await insertGeoPost({ ...at, kind: 'coupon' })
    const views = {
      present: `bbox=${box(lng, lat)}&zoom=17`,
      events: `bbox=${box(lng, lat)}&zoom=17&kinds=event`,
      lastTwoWeeks: `bbox=${box(lng, lat)}&zoom=17&kinds=event&from=${isoDaysAgo(14).slice(0, 10)}`,
      lastTwoMonths: `bbox=${box(lng, lat)}&zoom=17&kinds=event&from=${isoDaysAgo(60).slice(0, 10)}`,
    }
    const expected = {
      present: [`coupon:${valid}`, `event:${nextWeek}`].sort(),
      events: [`event:${nextWeek}`],
      lastTwoWeeks: [`event:${lastWeek}`, `event:${nextWeek}`].sort(),
      lastTwoMonths: [`event:${lastWeek}`, `event:${longAgo}`, `event:${nextWeek}`].sort(),
    }
    const seen = async () => ({
      present: await pinsOf(views.present),
      events: await pinsOf(views.events),
      lastTwoWeeks: await pinsOf(views.lastTwoWeeks),
      lastTwoMonths: await pinsOf(views.lastTwoMonths),
    })
    expect(await seen()).toEqual(expected)
    await runHourlyHousekeeping()
    expect(await seen()).toEqual(expected)
    // The housekeeping did mark them (else the test above proves nothing about the marked ones).
    const marked = await env.DB.prepare(
      'SELECT id FROM posts WHERE id IN (?1, ?2, ?3, ?4, ?5) AND map_ended = 1 ORDER BY id',
    )
      .bind(longAgo, lastWeek, nextWeek, expired, valid)
      .all<{ id: number }>()
    expect(marked.results.map((row) => row.id)).toEqual([longAgo, expired].sort((a, b) => a - b))
  })

  it('come back at once when their dates are moved to the future, by whatever writes them', async () => {
    const [lng, lat] = [32, 42]
    const at = { user_id: author, lat: lat + 0.005, lng: lng + 0.005 }
    const event = await insertGeoPost({
      ...at,
      kind: 'event',
      starts_at: tokyoIn(-50 * DAY),
      ends_at: tokyoIn(-50 * DAY + 60),
    })
    const coupon = await insertGeoPost({
      ...at,
      kind: 'coupon',
      valid_until: tokyoIn(-50 * DAY).slice(0, 10),
    })
    await runHourlyHousekeeping()
    expect(await pinsOf(`bbox=${box(lng, lat)}&zoom=17`)).toEqual([])
    await env.DB.prepare('UPDATE posts SET starts_at = ?2, ends_at = ?3 WHERE id = ?1')
      .bind(event, tokyoIn(3 * DAY), tokyoIn(3 * DAY + 60))
      .run()
    await env.DB.prepare('UPDATE posts SET valid_until = ?2 WHERE id = ?1')
      .bind(coupon, tokyoIn(30 * DAY).slice(0, 10))
      .run()
    expect(await pinsOf(`bbox=${box(lng, lat)}&zoom=17`)).toEqual(
      [`coupon:${coupon}`, `event:${event}`].sort(),
    )
    // And at a town zoom, where the view is counted (or, quiet, answered with its pins).
    expect(await pinsOf(`bbox=${box(lng, lat)}&zoom=14`)).toEqual(
      [`coupon:${coupon}`, `event:${event}`].sort(),
    )
  })
})
