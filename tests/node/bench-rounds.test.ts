import { describe, expect, it } from 'vitest'
import { combineRounds, measureInRounds, ROUNDS } from '../../bench/api/rounds.mjs'

// bench/api measures each scenario and its floor in alternating rounds (bench/api/rounds.mjs), so
// that both see the machine at the same moments; the rounds' figures must add up to what one
// long measurement of the same requests would have said.

const gc = (count: number, maxMs: number, totalMs: number) => ({ count, maxMs, totalMs })

const round = (requests: number, seconds: number, cpuUs: number, latencies: number[]) => ({
  requests,
  rps: requests / seconds,
  latencies,
  unexpected: 1,
  errors: 0,
  statuses: { '200': requests - 1, '500': 1 },
  byLabel: { town: { latencies, unexpected: 1, statuses: { '200': requests - 1, '500': 1 } } },
  cpuUs,
  d1CpuUs: cpuUs / 2,
  gc: { worker: gc(1, 3, 3), d1: gc(0, 0, 0) },
})

describe('a scenario measured in rounds', () => {
  it('counts CPU per request over all requests, not per round', () => {
    // 100 requests at 400 µs and 300 at 800 µs: 70,000 + 240,000 = 310,000 µs over 400.
    const whole = combineRounds([round(100, 1, 400, [5, 9]), round(300, 1, 800, [7])])
    expect(whole.requests).toBe(400)
    expect(whole.cpuUs).toBe(700)
    expect(whole.d1CpuUs).toBe(350)
    expect(whole.rps).toBe(200)
    expect(whole.latencies).toEqual([5, 7, 9])
    expect(whole.byLabel.town?.latencies).toEqual([5, 7, 9])
    expect(whole.statuses).toEqual({ '200': 398, '500': 2 })
    expect(whole.unexpected + whole.errors).toBe(2)
    expect(whole.gc.worker).toEqual({ count: 2, maxMs: 3, totalMs: 6 })
  })

  it('alternates the floor and the scenario, the floor first, over the scenario’s time', async () => {
    const order: string[] = []
    const measure = async (part: { side: string; durationMs: number }) => {
      order.push(`${part.side} ${part.durationMs}`)
      return round(10, part.durationMs / 1000, part.side === 'floor' ? 100 : 300, [1])
    }
    const { many, nearFloor } = await measureInRounds(measure, {
      scenario: () => ({ side: 'scenario' }),
      floor: () => ({ side: 'floor' }),
      durationMs: 20_000,
    })
    const each = 20_000 / ROUNDS
    expect(order).toEqual(
      Array.from({ length: ROUNDS }, () => [`floor ${each}`, `scenario ${each}`]).flat(),
    )
    expect([nearFloor?.cpuUs, many.cpuUs]).toEqual([100, 300])
    const alone = await measureInRounds(measure, {
      scenario: () => ({ side: 'floor' }),
      floor: null,
      durationMs: 20_000,
    })
    expect(alone.nearFloor).toBeNull()
  })
})
