// A town's monthly Cloudflare bill: the traffic model (model.mjs) gives the requests of a day by
// kind, the replay gives what each kind costs (Worker CPU, D1 rows), and prices.mjs what each
// unit costs. Storage is what two years of the model's posts and photos leave behind.
import { MODEL, requestsPerDay } from './model.mjs'
import { FREE_LIMITS, PRICES } from './prices.mjs'
import { MODELLED } from './requests.mjs'

const DAYS = 30
/** How long the town has been writing when its storage is billed. */
const STORAGE_DAYS = 730
/** Queue messages a consumer invocation takes (wrangler.toml max_batch_size). */
const MESSAGES_PER_CONSUMER_CALL = 10
/** A scheduled invocation's CPU: not measured by the bench (the JMA poll reads a small feed
 *  most minutes); an assumption, printed as one. */
export const CRON_CPU_MS = 20

/** The figures of `kind` in `perRequest`, or those of the kind that stands in for it. */
function figuresOf(perRequest, kind) {
  const found = perRequest[kind] ?? perRequest[MODELLED[kind]] ?? perRequest.floor
  if (!found) throw new Error(`bill: no figures for ${kind}`)
  return found
}

/**
 * A month of a town of `residents`.
 * @param {Record<string, { cpuMs: number, rowsRead: number, rowsWritten: number }>} perRequest
 *   by request kind (requests.mjs), with `floor` for the kinds billed as files
 * @param {{ bytesPerPost: number }} data D1 bytes per post of the bench database (its indexes,
 *   likes and search documents included)
 */
export function monthlyUsage(residents, perRequest, { bytesPerPost }, model = MODEL) {
  const daily = requestsPerDay(residents, model)
  const day = { requests: 0, cpuMs: 0, rowsRead: 0, rowsWritten: 0 }
  for (const [kind, n] of Object.entries(daily)) {
    const f = figuresOf(perRequest, kind)
    day.requests += n
    day.cpuMs += n * f.cpuMs
    day.rowsRead += n * f.rowsRead
    day.rowsWritten += n * f.rowsWritten
  }
  const postsPerDay = daily['write:post'] ?? 0
  const photosPerDay = postsPerDay * model.photosPerPost
  const messagesPerDay = postsPerDay * model.translationMessagesPerPost + model.otherMessagesPerDay
  const consumerCalls = (messagesPerDay / MESSAGES_PER_CONSUMER_CALL) * DAYS
  return {
    requests: day.requests * DAYS + model.cronPerMonth + consumerCalls,
    cpuMs: day.cpuMs * DAYS + model.cronPerMonth * CRON_CPU_MS,
    d1RowsRead: day.rowsRead * DAYS,
    d1RowsWritten: day.rowsWritten * DAYS,
    d1StorageGB: (postsPerDay * STORAGE_DAYS * bytesPerPost) / 1e9,
    // Each photo is stored in several sizes: one write each, and one read per view.
    r2ClassA: photosPerDay * model.objectsPerPhoto * DAYS,
    r2ClassB: (daily.media ?? 0) * DAYS,
    r2StorageGB: (photosPerDay * STORAGE_DAYS * model.photoBytes) / 1e9,
    // A message is written, read and deleted: three operations.
    queueOperations: messagesPerDay * 3 * DAYS,
    imageTransformations: photosPerDay * model.transformationsPerPhoto * DAYS,
    perDay: { ...day, queueOperations: messagesPerDay * 3 },
  }
}

/** What `used` units cost on `meter`: the units over the included ones, at its price. */
export const charge = (used, meter) =>
  (Math.max(0, used - meter.included) / meter.per) * meter.price

const cents = (n) => Math.round(n * 100) / 100

/**
 * @typedef {{ requests: number, cpuMs: number, d1RowsRead: number, d1RowsWritten: number,
 *   d1StorageGB: number, r2ClassA: number, r2ClassB: number, r2StorageGB: number,
 *   queueOperations: number, imageTransformations: number }} MonthlyUsage
 */

/**
 * The month's bill on Workers Paid, line by line.
 * @param {MonthlyUsage} usage
 */
export function monthlyBill(usage, prices = PRICES) {
  const metered = [
    ['Workers requests', usage.requests, prices.workers.requests],
    ['Workers CPU time', usage.cpuMs, prices.workers.cpuMs],
    ['D1 rows read', usage.d1RowsRead, prices.d1.rowsRead],
    ['D1 rows written', usage.d1RowsWritten, prices.d1.rowsWritten],
    ['D1 storage', usage.d1StorageGB, prices.d1.storageGB],
    ['R2 class A operations', usage.r2ClassA, prices.r2.classA],
    ['R2 class B operations', usage.r2ClassB, prices.r2.classB],
    ['R2 storage', usage.r2StorageGB, prices.r2.storageGB],
    ['Queues operations', usage.queueOperations, prices.queues.operations],
    ['Images transformations', usage.imageTransformations, prices.images.transformations],
  ]
  const lines = [
    {
      what: 'Workers Paid plan',
      used: 1,
      unit: 'month',
      included: 0,
      cost: prices.workersPaidPlan.monthly,
    },
    ...metered.map(([what, used, meter]) => ({
      what,
      used,
      unit: meter.unit,
      included: meter.included,
      cost: cents(charge(used, meter)),
    })),
  ]
  return { lines, total: cents(lines.reduce((sum, line) => sum + line.cost, 0)) }
}

/** Where the town's month would break Workers Free's daily limits. */
export function freePlanLimitsExceeded(usage, limits = FREE_LIMITS) {
  const day = usage.perDay
  const over = []
  if (day.requests > limits.requestsPerDay)
    over.push(`${Math.round(day.requests)} requests a day (Free: ${limits.requestsPerDay})`)
  if (day.rowsRead > limits.d1RowsReadPerDay)
    over.push(`${Math.round(day.rowsRead)} D1 rows read a day (Free: ${limits.d1RowsReadPerDay})`)
  if (day.rowsWritten > limits.d1RowsWrittenPerDay)
    over.push(
      `${Math.round(day.rowsWritten)} D1 rows written a day (Free: ${limits.d1RowsWrittenPerDay})`,
    )
  if (day.queueOperations > limits.queueOperationsPerDay)
    over.push(
      `${Math.round(day.queueOperations)} queue operations a day (Free: ${limits.queueOperationsPerDay})`,
    )
  return over
}
