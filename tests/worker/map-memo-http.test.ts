import { beforeAll, describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import { forgetMapMemo } from '../../worker/map/held'
import { describeCost, metered } from './d1-meter'
import { insertGeoPost } from './places-helpers'
import { insertUser } from './posts-helpers'

// GET /api/map over HTTP as deployed (wrangler.toml: MAP_MEMO = "on"): a second identical view
// is answered from the isolate's memo, costing D1 nothing, with the same pins; with the memo off
// (as the other worker tests run) each view reads D1. This file's rows lie around 30°S 110°E.

const LAT = -30.01
const LNG = 110.01
const VIEW = `/api/map?bbox=${[LNG - 0.003, LAT - 0.003, LNG + 0.003, LAT + 0.003].join(',')}&zoom=17`
const MEMO_ON = { vars: { MAP_MEMO: 'on' } as Partial<Env> }

beforeAll(async () => {
  const author = await insertUser({ name: '岬の写真家' })
  for (let n = 0; n < 3; n++) {
    const id = await insertGeoPost({
      user_id: author,
      title: `岬の灯台 ${n}`,
      lat: LAT + n * 0.0005,
      lng: LNG,
    })
    ids.push(`post:${id}`)
  }
  ids = ids.sort()
})

const pins = (text: string) =>
  (JSON.parse(text) as MapFeatureCollection).features.map((f) => f.id).sort()
let ids: string[] = []

describe('GET /api/map with the memo on', () => {
  it('answers the second identical view from the memo: no D1 statement, the same pins', async () => {
    forgetMapMemo()
    const first = await metered(VIEW, MEMO_ON)
    const second = await metered(VIEW, MEMO_ON)
    expect([first.res.status, second.res.status]).toEqual([200, 200])
    expect(pins(first.text)).toEqual(ids)
    expect(first.cost.statements, describeCost(first.cost)).toBeGreaterThan(0)
    expect(second.cost.statements, describeCost(second.cost)).toBe(0)
    expect(JSON.parse(second.text)).toEqual(JSON.parse(first.text))
  })

  it('reads D1 for every view with the memo off', async () => {
    forgetMapMemo()
    await metered(VIEW)
    const again = await metered(VIEW)
    expect(pins(again.text)).toEqual(ids)
    expect(again.cost.statements).toBeGreaterThan(0)
  })
})
