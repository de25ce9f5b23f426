import type { AdRefundStatus as RefundStatus } from '../../src/shared/api/ads'
import type { Stripe } from './stripe'

// The state of an order's refund, as Stripe reports it on the refund itself (its own answer to
// the refund call, then refund.created / refund.updated / refund.failed). A charge.refunded event
// cannot say it: Stripe counts a konbini refund that still waits for the shop's bank details as
// refunded on the charge. Each status has a rank and a report only moves a refund forward
// (requires_action → pending → succeeded → failed), so repeated or out-of-order events, and the
// call's answer arriving after the webhook, leave the latest state. A refund that failed or was
// canceled is final; staff can start a new one, which then replaces it.

const RANK: Record<RefundStatus, number> = {
  requires_action: 1,
  pending: 2,
  succeeded: 3,
  failed: 4,
  canceled: 4,
}

/** The rank of the stored refund_status in SQL (0: no refund yet). */
const STORED_RANK = `CASE refund_status WHEN 'requires_action' THEN 1 WHEN 'pending' THEN 2
  WHEN 'succeeded' THEN 3 WHEN 'failed' THEN 4 WHEN 'canceled' THEN 4 ELSE 0 END`

export interface RefundReport {
  refundId: string
  status: RefundStatus
  /** Where Stripe sent the bank-details request (konbini), and until when it can be answered. */
  email: string | null
  expiresAt: string | null
}

/** What a refund object says, or null when its status is not one of Stripe's five. */
export function refundReport(refund: Stripe.Refund): RefundReport | null {
  const status = (Object.keys(RANK) as RefundStatus[]).find((s) => s === refund.status)
  if (!status) return null
  const details = refund.next_action?.display_details
  return {
    refundId: refund.id,
    status,
    email: details?.email_sent?.email_sent_to ?? null,
    expiresAt: details?.expires_at ? new Date(details.expires_at * 1000).toISOString() : null,
  }
}

/**
 * The columns a report sets, its values bound from ?n on: status, its rank, email, expiry, now,
 * the refund's id. A succeeded refund makes the order refunded; a refund that fails after it had
 * succeeded puts a rejected order back to rejected, so it can be refunded again.
 */
function apply(n: number) {
  const [status, , email, expires, now, refund] = [0, 1, 2, 3, 4, 5].map((i) => `?${n + i}`)
  return `refund_id = ${refund}, refund_status = ${status},
    refund_email = COALESCE(${email}, refund_email),
    refund_expires_at = COALESCE(${expires}, refund_expires_at),
    state = CASE WHEN ${status} = 'succeeded' THEN 'refunded'
      WHEN ${status} IN ('failed', 'canceled') AND state = 'refunded' AND reject_reason IS NOT NULL
        THEN 'rejected' ELSE state END,
    refunded_at = CASE WHEN ${status} = 'succeeded' THEN ${now}
      WHEN ${status} IN ('failed', 'canceled') THEN NULL ELSE refunded_at END,
    updated_at = ${now}`
}

function reportValues(report: RefundReport, now: string) {
  return [report.status, RANK[report.status], report.email, report.expiresAt, now, report.refundId]
}

/**
 * A refund event for the order paid with `paymentIntent` (?3): applies when the order has no
 * refund yet or this one, and the report moves it forward. ?1 and ?2 are the event's claim,
 * checked by `claimed`.
 */
export function refundEventChange(
  db: D1Database,
  claimed: string,
  claim: { eventId: string; token: string },
  paymentIntent: string,
  report: RefundReport,
  now: string,
) {
  return db
    .prepare(
      `UPDATE ad_orders SET ${apply(4)}
       WHERE payment_intent_id = ?3 AND paid_at IS NOT NULL
         AND (refund_id IS NULL OR refund_id = ?9) AND ${STORED_RANK} < ?5 AND ${claimed}
       RETURNING id`,
    )
    .bind(claim.eventId, claim.token, paymentIntent, ...reportValues(report, now))
}

/**
 * The answer of our own refund call: records the refund on the order, replacing one that failed,
 * unless a webhook already reported this refund further along.
 */
export async function recordRefund(db: D1Database, orderId: number, report: RefundReport) {
  await db
    .prepare(
      `UPDATE ad_orders SET ${apply(2)}
       WHERE id = ?1 AND (refund_id IS NULL
         OR (refund_id <> ?7 AND refund_status IN ('failed', 'canceled'))
         OR (refund_id = ?7 AND ${STORED_RANK} < ?3))`,
    )
    .bind(orderId, ...reportValues(report, new Date().toISOString()))
    .run()
}

/** A rejected order whose refund never started, or failed: staff may start one (again). */
export const needsRefund = (row: {
  state: string
  refund_id: string | null
  refund_status: string | null
}) =>
  row.state === 'rejected' &&
  (!row.refund_id || row.refund_status === 'failed' || row.refund_status === 'canceled')
