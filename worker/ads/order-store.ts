import type {
  AdDailyStat,
  AdOrder,
  AdOrderState,
  AdPlan,
  AdRefundStatus as RefundStatus,
} from '../../src/shared/api/ads'
import { adPrice } from '../../src/shared/api/ads'

// Orders, their states and their daily counts. Every change of state is one conditional
// statement naming the states it may leave, so a late, repeated or out-of-order event can never
// move an order backwards or past payment (the table's CHECK refuses an unpaid order that is
// reviewed, scheduled or served).

export interface AdOrderRow {
  id: number
  user_id: number
  plan: string
  weeks: number
  starts_on: string
  ends_on: string
  headline: string
  body: string
  link_url: string | null
  post_id: number | null
  billing_name: string
  billing_email: string
  subtotal: number
  tax: number
  total: number
  state: AdOrderState
  checkout_session_id: string | null
  payment_intent_id: string | null
  payment_method: string | null
  paid_at: string | null
  reviewed_by: number | null
  reviewed_at: string | null
  reject_reason: string | null
  refund_id: string | null
  refund_status: RefundStatus | null
  refund_email: string | null
  refund_expires_at: string | null
  refunded_at: string | null
  created_at: string
  updated_at: string
  image_key?: string | null
  impressions?: number
  taps?: number
}

/** Today's calendar date in Tokyo, YYYY-MM-DD. */
export function tokyoToday(now = Date.now()): string {
  return new Date(now + 9 * 3600 * 1000).toISOString().slice(0, 10)
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000
  return new Date(ms).toISOString().slice(0, 10)
}

const WITH_TOTALS = `o.*,
  (SELECT thumb_key FROM post_media m WHERE m.post_id = o.post_id ORDER BY m.position, m.id LIMIT 1)
    AS image_key,
  COALESCE((SELECT SUM(impressions) FROM ad_daily_stats s WHERE s.order_id = o.id), 0) AS impressions,
  COALESCE((SELECT SUM(taps) FROM ad_daily_stats s WHERE s.order_id = o.id), 0) AS taps`

export function toAdOrder(row: AdOrderRow): AdOrder {
  return {
    id: row.id,
    plan: row.plan,
    weeks: row.weeks,
    state: row.state,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    headline: row.headline,
    body: row.body,
    link_url: row.link_url,
    post_id: row.post_id,
    image_url: row.image_key ? `/media/${row.image_key}` : null,
    billing_name: row.billing_name,
    billing_email: row.billing_email,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    payment_method: row.payment_method,
    paid_at: row.paid_at,
    reject_reason: row.reject_reason,
    refund_status: row.refund_status,
    refund_email: row.refund_email,
    refund_expires_at: row.refund_expires_at,
    created_at: row.created_at,
    impressions: row.impressions ?? 0,
    taps: row.taps ?? 0,
  }
}

export interface NewAdOrder {
  userId: number
  plan: AdPlan
  startsOn: string
  headline: string
  body: string
  linkUrl: string | null
  postId: number | null
  billingName: string
  billingEmail: string
}

export function insertDraft(db: D1Database, order: NewAdOrder, now: string) {
  const price = adPrice(order.plan)
  return db
    .prepare(
      `INSERT INTO ad_orders (user_id, plan, weeks, starts_on, ends_on, headline, body, link_url,
         post_id, billing_name, billing_email, subtotal, tax, total, state, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 'draft', ?15, ?15)
       RETURNING *`,
    )
    .bind(
      order.userId,
      order.plan.id,
      order.plan.weeks,
      order.startsOn,
      addDays(order.startsOn, order.plan.weeks * 7 - 1),
      order.headline,
      order.body,
      order.linkUrl,
      order.postId,
      order.billingName,
      order.billingEmail,
      price.subtotal,
      price.tax,
      price.total,
      now,
    )
    .first<AdOrderRow>()
}

export async function deleteDraft(db: D1Database, id: number): Promise<void> {
  await db.prepare(`DELETE FROM ad_orders WHERE id = ?1 AND state = 'draft'`).bind(id).run()
}

export function findOrder(db: D1Database, id: number): Promise<AdOrderRow | null> {
  return db.prepare(`SELECT ${WITH_TOTALS} FROM ad_orders o WHERE o.id = ?1`).bind(id).first()
}

export async function listOrdersOf(db: D1Database, userId: number): Promise<AdOrderRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${WITH_TOTALS} FROM ad_orders o WHERE o.user_id = ?1 ORDER BY o.id DESC LIMIT 100`,
    )
    .bind(userId)
    .all<AdOrderRow>()
  return results
}

export async function listForReview(
  db: D1Database,
): Promise<(AdOrderRow & { shop_name: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT ${WITH_TOTALS}, u.name AS shop_name FROM ad_orders o JOIN users u ON u.id = o.user_id
       WHERE o.state IN ('paid', 'in_review', 'rejected') AND o.refunded_at IS NULL
       ORDER BY o.paid_at LIMIT 200`,
    )
    .all<AdOrderRow & { shop_name: string }>()
  return results
}

export async function dailyStats(db: D1Database, id: number): Promise<AdDailyStat[]> {
  const { results } = await db
    .prepare('SELECT day, impressions, taps FROM ad_daily_stats WHERE order_id = ?1 ORDER BY day')
    .bind(id)
    .all<AdDailyStat>()
  return results
}

/** The draft (or an order whose checkout was left) now waits for payment in this session. */
export function attachCheckout(db: D1Database, id: number, sessionId: string, now: string) {
  return db
    .prepare(
      `UPDATE ad_orders SET state = 'awaiting_payment', checkout_session_id = ?2, updated_at = ?3
       WHERE id = ?1 AND state IN ('draft', 'awaiting_payment') AND payment_intent_id IS NULL
       RETURNING *`,
    )
    .bind(id, sessionId, now)
    .first<AdOrderRow>()
}

/** Back to a draft after the shop left Checkout; not once a konbini payment is under way. */
export function backToDraft(db: D1Database, id: number, userId: number, now: string) {
  return db
    .prepare(
      `UPDATE ad_orders SET state = 'draft', updated_at = ?3
       WHERE id = ?1 AND user_id = ?2 AND state = 'awaiting_payment' AND payment_intent_id IS NULL
       RETURNING id`,
    )
    .bind(id, userId, now)
    .first<{ id: number }>()
}

/** Scheduled ads start on their first day and every ad ends after its last (Tokyo days). */
export async function advanceSchedule(db: D1Database, today: string): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE ad_orders SET state = 'running', updated_at = ?2
         WHERE state = 'scheduled' AND starts_on <= ?1 AND ends_on >= ?1`,
      )
      .bind(today, new Date().toISOString()),
    db
      .prepare(
        `UPDATE ad_orders SET state = 'finished', updated_at = ?2
         WHERE state IN ('scheduled', 'running') AND ends_on < ?1`,
      )
      .bind(today, new Date().toISOString()),
  ])
}

/** A reviewer opened a paid order. */
export async function markInReview(db: D1Database, id: number, now: string): Promise<void> {
  await db
    .prepare(
      `UPDATE ad_orders SET state = 'in_review', updated_at = ?2 WHERE id = ?1 AND state = 'paid'`,
    )
    .bind(id, now)
    .run()
}

export function approve(db: D1Database, id: number, reviewer: number, today: string, now: string) {
  return db
    .prepare(
      `UPDATE ad_orders SET
         state = CASE WHEN ends_on < ?3 THEN 'finished' WHEN starts_on <= ?3 THEN 'running'
                 ELSE 'scheduled' END,
         reviewed_by = ?2, reviewed_at = ?4, updated_at = ?4
       WHERE id = ?1 AND state IN ('paid', 'in_review') RETURNING *`,
    )
    .bind(id, reviewer, today, now)
    .first<AdOrderRow>()
}

export function reject(db: D1Database, id: number, reviewer: number, reason: string, now: string) {
  return db
    .prepare(
      `UPDATE ad_orders SET state = 'rejected', reject_reason = ?3, reviewed_by = ?2,
         reviewed_at = ?4, updated_at = ?4
       WHERE id = ?1 AND state IN ('paid', 'in_review') RETURNING *`,
    )
    .bind(id, reviewer, reason, now)
    .first<AdOrderRow>()
}
