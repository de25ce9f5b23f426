import { describe, expect, it } from 'vitest'
import { apiScenarios } from '../../bench/api/scenarios.mjs'
import { seeded as seededRandom } from '../../bench/traffic/model.mjs'

// bench/api measures D1's rows read per request on a draw of each scenario's requests, and
// bench/curves compares those figures between 10,000 and 1,000,000 posts. Drawn anew each time,
// the mix of kinds (a short search reads ~6 × a long one) decided the comparison; drawn from the
// same seed, every size and every run measures the same requests.

const data = {
  publicIds: Array.from({ length: 5000 }, (_, i) => i + 1),
  eventIds: [10, 20, 30, 40],
  tokens: ['token-a', 'token-b', 'token-c'],
}

/** `count` requests of a scenario, without the per-visitor address search adds. */
function draw(id: string, random: () => number, count = 60) {
  const scenario = apiScenarios(data).find((s) => s.id === id)
  if (!scenario) throw new Error(`no scenario ${id}`)
  const next = scenario.next(random)
  return Array.from({ length: count }, (_, connection) => {
    const request = next(connection % 4)
    return {
      label: request.label,
      method: request.method ?? 'GET',
      path: request.path,
      authorization: request.headers?.authorization ?? null,
    }
  })
}

describe('the requests the D1 figures are measured on', () => {
  it.each(['timeline', 'post', 'like', 'map', 'search'])(
    '%s: the same seed draws the same requests, in the same order',
    (id) => {
      expect(draw(id, seededRandom(1))).toEqual(draw(id, seededRandom(1)))
      expect(draw(id, seededRandom(1))).not.toEqual(draw(id, seededRandom(2)))
    },
  )

  it('a seeded draw still mixes the kinds of request as the load does', () => {
    const labels = new Set(draw('search', seededRandom(1)).map((request) => request.label))
    expect([...labels].sort()).toEqual(['query of 1-2 characters', 'query of 3+ characters'])
    const views = new Set(draw('map', seededRandom(1)).map((request) => request.label))
    expect(views.size).toBe(4)
  })

  it('gives numbers from 0 up to 1, spread over the range', () => {
    const random = seededRandom(7)
    const values = Array.from({ length: 10_000 }, () => random())
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02)
  })
})
