import { describe, expect, it } from 'vitest'
import { monthlyBill, monthlyUsage } from '../../bench/traffic/bill.mjs'
import { MODEL, requestsPerDay } from '../../bench/traffic/model.mjs'
import { PRICES } from '../../bench/traffic/prices.mjs'

// The bill `npm run bench` prints for a town (bench/traffic): Cloudflare's published prices
// (bench/traffic/prices.mjs) applied to a month of usage, checked by hand.

const NOTHING = {
  requests: 0,
  cpuMs: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  d1StorageGB: 0,
  r2ClassA: 0,
  r2ClassB: 0,
  r2StorageGB: 0,
  queueOperations: 0,
  imageTransformations: 0,
}

const costOf = (bill: ReturnType<typeof monthlyBill>, what: string) =>
  bill.lines.find((line) => line.what === what)?.cost

describe('a town’s monthly bill', () => {
  it('is Cloudflare’s own Workers example: 15 M requests at 7 ms CPU cost $8.00', () => {
    // https://developers.cloudflare.com/workers/platform/pricing/, "Example 1".
    const bill = monthlyBill({ ...NOTHING, requests: 15_000_000, cpuMs: 7 * 15_000_000 })
    expect(costOf(bill, 'Workers requests')).toBe(1.5)
    expect(costOf(bill, 'Workers CPU time')).toBe(1.5)
    expect(bill.total).toBe(8)
  })

  it('charges every line only for what is over its included units (checked by hand)', () => {
    const bill = monthlyBill({
      requests: 15_000_000, // 5 M over × $0.30 = 1.50
      cpuMs: 105_000_000, // 75 M over × $0.02 = 1.50
      d1RowsRead: 26_000_000_000, // 1,000 M over × $0.001 = 1.00
      d1RowsWritten: 60_000_000, // 10 M over × $1.00 = 10.00
      d1StorageGB: 6, // 1 GB over × $0.75 = 0.75
      r2ClassA: 2_000_000, // 1 M over × $4.50 = 4.50
      r2ClassB: 20_000_000, // 10 M over × $0.36 = 3.60
      r2StorageGB: 20, // 10 GB over × $0.015 = 0.15
      queueOperations: 3_000_000, // 2 M over × $0.40 = 0.80
      imageTransformations: 7_000, // 2,000 over × $0.50 / 1,000 = 1.00
    })
    expect(bill.lines.map((line) => [line.what, line.cost])).toEqual([
      ['Workers Paid plan', 5],
      ['Workers requests', 1.5],
      ['Workers CPU time', 1.5],
      ['D1 rows read', 1],
      ['D1 rows written', 10],
      ['D1 storage', 0.75],
      ['R2 class A operations', 4.5],
      ['R2 class B operations', 3.6],
      ['R2 storage', 0.15],
      ['Queues operations', 0.8],
      ['Images transformations', 1],
    ])
    expect(bill.total).toBe(29.8)
  })

  it('is the plan alone while everything stays within the included units', () => {
    expect(monthlyBill(NOTHING).total).toBe(PRICES.workersPaidPlan.monthly)
  })

  it('adds up a month of the traffic model from the per-request figures', () => {
    // Every request: 2 ms CPU, 10 rows read, none written; 1,000 bytes of D1 a post.
    const same = { cpuMs: 2, rowsRead: 10, rowsWritten: 0 }
    const perRequest = new Proxy({}, { get: () => same })
    const usage = monthlyUsage(10_000, perRequest, { bytesPerPost: 1000 })
    const daily = Object.values(requestsPerDay(10_000)).reduce((a, b) => a + b, 0)
    const posts = requestsPerDay(10_000)['write:post'] ?? 0
    // 10,000 residents × 0.15 visits × 1.25 (visitors from outside) × 0.3 signed in × 0.04 posts.
    expect(posts).toBeCloseTo(22.5)
    const messages = posts * MODEL.translationMessagesPerPost + MODEL.otherMessagesPerDay
    expect(usage.requests).toBeCloseTo(daily * 30 + MODEL.cronPerMonth + (messages / 10) * 30)
    expect(usage.d1RowsRead).toBeCloseTo(daily * 30 * 10)
    expect(usage.queueOperations).toBeCloseTo(messages * 3 * 30)
    expect(usage.d1StorageGB).toBeCloseTo((posts * 730 * 1000) / 1e9)
    // Each photo in four sizes: four transformations and four R2 writes.
    expect(usage.imageTransformations).toBeCloseTo(posts * 1.2 * 4 * 30)
    expect(usage.r2ClassA).toBeCloseTo(posts * 1.2 * 4 * 30)
  })
})
