// Cloudflare's published prices for what jimoto uses, in USD, as read on PRICES_READ from
// Cloudflare's own documentation (each entry names its page). The bill (bill.mjs) is computed
// from this one table: when Cloudflare changes a price, change it here with the new date.

export const PRICES_READ = '2026-11-29'

/**
 * Each metered line: `included` units a month in the plan, then `price` per `per` units.
 * @typedef {{ included: number, price: number, per: number, unit: string }} Meter
 */
export const PRICES = {
  workersPaidPlan: {
    monthly: 5,
    source: 'https://developers.cloudflare.com/workers/platform/pricing/',
  },
  workers: {
    source: 'https://developers.cloudflare.com/workers/platform/pricing/',
    requests: { included: 10_000_000, price: 0.3, per: 1_000_000, unit: 'requests' },
    cpuMs: { included: 30_000_000, price: 0.02, per: 1_000_000, unit: 'CPU ms' },
  },
  d1: {
    source: 'https://developers.cloudflare.com/d1/platform/pricing/',
    rowsRead: { included: 25_000_000_000, price: 0.001, per: 1_000_000, unit: 'rows' },
    rowsWritten: { included: 50_000_000, price: 1, per: 1_000_000, unit: 'rows' },
    storageGB: { included: 5, price: 0.75, per: 1, unit: 'GB-month' },
  },
  r2: {
    source: 'https://developers.cloudflare.com/r2/pricing/',
    storageGB: { included: 10, price: 0.015, per: 1, unit: 'GB-month' },
    classA: { included: 1_000_000, price: 4.5, per: 1_000_000, unit: 'operations' },
    classB: { included: 10_000_000, price: 0.36, per: 1_000_000, unit: 'operations' },
  },
  queues: {
    source: 'https://developers.cloudflare.com/queues/platform/pricing/',
    operations: { included: 1_000_000, price: 0.4, per: 1_000_000, unit: 'operations' },
  },
  images: {
    source: 'https://developers.cloudflare.com/images/pricing/',
    transformations: { included: 5_000, price: 0.5, per: 1_000, unit: 'unique transformations' },
  },
}

/** What Workers Free allows (the same pages; D1's statements: /d1/platform/limits/). */
export const FREE_LIMITS = {
  requestsPerDay: 100_000,
  cpuMsPerInvocation: 10,
  d1RowsReadPerDay: 5_000_000,
  d1RowsWrittenPerDay: 100_000,
  d1StatementsPerInvocation: 50,
  d1StorageGB: 5,
  queueOperationsPerDay: 10_000,
}
