import { refundEventChange, refundReport } from './refund-state'
import type { Stripe } from './stripe'

// What each Stripe event does to an order, decided once: the event's id is claimed in the same
// D1 batch as the order's change, and the change only applies when this request's claim is the
// one stored. A replay, or the same event delivered twice at once, finds the id taken and changes
// nothing. A change also names the states it may leave, so events arriving out of order (a
// refund before the payment, a failure after success) cannot move an order backwards.
//
// The method the customer used is not on the session (its payment_method_types lists what was
// offered): the webhook reads it from the PaymentIntent (./payment-method.ts) and passes it in.

const CLAIMED = `EXISTS (SELECT 1 FROM stripe_events WHERE id = ?1 AND claim = ?2)`

/** ?1 and ?2 of every change: the event id and this request's claim on it. */
interface Claim {
  eventId: string
  token: string
}

export interface HandledEvent {
  /** false: this event id was handled before (a replay). */
  first: boolean
  /** The order that changed, if any. */
  orderId: number | null
}

function sessionChange(
  db: D1Database,
  claim: Claim,
  session: Stripe.Checkout.Session,
  now: string,
  paid: boolean,
  method: string | null,
) {
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  // The amount and currency must be what the server asked for: anything else is not this order.
  // Paid: the order is settled now; not yet (konbini): it waits, with the intent noted.
  const state = paid ? `state = 'paid', paid_at = ?4` : `state = 'awaiting_payment'`
  return db
    .prepare(
      `UPDATE ad_orders SET ${state}, payment_intent_id = ?5, payment_method = ?6, updated_at = ?4
       WHERE checkout_session_id = ?3 AND state IN ('draft', 'awaiting_payment')
         AND total = ?7 AND ?8 = 'jpy' AND ${CLAIMED} RETURNING id`,
    )
    .bind(
      claim.eventId,
      claim.token,
      session.id,
      now,
      paymentIntent ?? null,
      method,
      session.amount_total,
      session.currency,
    )
}

function changeFor(
  db: D1Database,
  claim: Claim,
  event: Stripe.Event,
  now: string,
  method: string | null,
): D1PreparedStatement | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      return sessionChange(db, claim, session, now, session.payment_status === 'paid', method)
    }
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      return db
        .prepare(
          `UPDATE ad_orders SET state = 'paid', paid_at = ?4, updated_at = ?4
           WHERE checkout_session_id = ?3 AND state = 'awaiting_payment'
             AND payment_intent_id IS NOT NULL AND total = ?5 AND ${CLAIMED} RETURNING id`,
        )
        .bind(claim.eventId, claim.token, session.id, now, session.amount_total)
    }
    case 'checkout.session.async_payment_failed': {
      // The konbini slip expired unpaid: the order is a draft again, to pay with a new session.
      const session = event.data.object
      return db
        .prepare(
          `UPDATE ad_orders SET state = 'draft', checkout_session_id = NULL,
             payment_intent_id = NULL, payment_method = NULL, updated_at = ?4
           WHERE checkout_session_id = ?3 AND state = 'awaiting_payment' AND ${CLAIMED}
           RETURNING id`,
        )
        .bind(claim.eventId, claim.token, session.id, now)
    }
    case 'checkout.session.expired': {
      // Left unpaid for a day: the order is a draft again (a new session when the shop pays).
      const session = event.data.object
      return db
        .prepare(
          `UPDATE ad_orders SET state = 'draft', checkout_session_id = NULL, updated_at = ?4
           WHERE checkout_session_id = ?3 AND state IN ('draft', 'awaiting_payment')
             AND payment_intent_id IS NULL AND ${CLAIMED} RETURNING id`,
        )
        .bind(claim.eventId, claim.token, session.id, now)
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = event.data.object
      const paymentIntent =
        typeof refund.payment_intent === 'string'
          ? refund.payment_intent
          : refund.payment_intent?.id
      const report = refundReport(refund)
      if (!paymentIntent || !report) return null
      return refundEventChange(db, CLAIMED, claim, paymentIntent, report, now)
    }
    // charge.refunded is not a finished refund: Stripe sends it as soon as a refund starts, also
    // for a konbini refund that waits for bank details. The refund's own events decide.
    default:
      return null
  }
}

/** The reason a paid ad carries in the moderation desk's queue. */
export const AD_REVIEW_REASON = '審査待ちの広告'

/**
 * A paid order joins the moderation desk's queue as subject 'ad' in the same batch as its payment:
 * only when this request's claim changed it to paid just now (?4), and never twice for an order.
 */
function queueForReview(db: D1Database, claim: Claim, event: Stripe.Event, now: string) {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return null
  }
  return db
    .prepare(
      `INSERT INTO moderation_reports (subject_kind, subject_id, reporter_id, reason, created_at)
       SELECT 'ad', o.id, NULL, ?5, ?4 FROM ad_orders o
       WHERE o.checkout_session_id = ?3 AND o.state = 'paid' AND o.paid_at = ?4 AND ${CLAIMED}
         AND NOT EXISTS (SELECT 1 FROM moderation_reports r WHERE r.subject_kind = 'ad'
           AND r.subject_id = o.id AND r.reporter_id IS NULL AND r.reason = ?5)`,
    )
    .bind(claim.eventId, claim.token, event.data.object.id, now, AD_REVIEW_REASON)
}

/** Applies a verified event once; `method` is the payment method the customer used, if known. */
export async function handlePaymentEvent(
  db: D1Database,
  event: Stripe.Event,
  method: string | null = null,
): Promise<HandledEvent> {
  const now = new Date().toISOString()
  const claim = crypto.randomUUID()
  const insert = db
    .prepare(
      `INSERT INTO stripe_events (id, type, claim, received_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
    )
    .bind(event.id, event.type, claim, now)
  const change = changeFor(db, { eventId: event.id, token: claim }, event, now, method)
  const queue = change && queueForReview(db, { eventId: event.id, token: claim }, event, now)
  const statements = [insert, ...(change ? [change] : []), ...(queue ? [queue] : [])]
  const [claimed, changed] = await db.batch<{ id: number | string }>(statements)
  const first = (claimed?.results.length ?? 0) > 0
  const orderId = changed?.results[0]?.id
  return { first, orderId: typeof orderId === 'number' ? orderId : null }
}
