import { env } from 'cloudflare:workers'
import type { CouponUse } from '../../src/shared/api/coupons'
import { TOKYO_OFFSET_MS } from '../../src/shared/dates'
import { call, signIn } from './posts-helpers'

// Coupons as the posts API stores them (kind 'coupon' with its validity window and limits), for
// the coupon-use tests. Uses go through the Worker's HTTP surface; D1 is read only to prove counts.

export interface CouponFields {
  valid_from?: string | null
  valid_until?: string | null
  per_user_limit?: number | null
  total_limit?: number | null
  requires_grant?: boolean
  title?: string
  /** The shop where it is used, when the author is not the shop (a tourist board's coupon). */
  place_name?: string
}

export async function insertCoupon(authorId: number, fields: CouponFields = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, coupon_offer, coupon_terms, valid_from,
       valid_until, per_user_limit, total_limit, coupon_requires_grant, place_name)
     VALUES (?1, 'coupon', ?2, 'お会計時にこの画面をお見せください。', 'ドリンク1杯無料',
       'お一人様1回まで', ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
  )
    .bind(
      authorId,
      fields.title ?? 'みなと珈琲のクーポン',
      fields.valid_from ?? null,
      fields.valid_until ?? null,
      fields.per_user_limit ?? null,
      fields.total_limit ?? null,
      fields.requires_grant ? 1 : 0,
      fields.place_name ?? null,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('coupon insert returned nothing')
  return row.id
}

/** An instant written the way coupons store it: 2026-11-24T23:35:00+09:00. */
export function tokyoDateTime(ms: number): string {
  return `${new Date(ms + TOKYO_OFFSET_MS).toISOString().slice(0, 19)}+09:00`
}

/** The Tokyo calendar date of an instant, days later (negative: earlier). */
export function tokyoDate(ms: number, days = 0): string {
  return new Date(ms + TOKYO_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10)
}

export const newKey = () => crypto.randomUUID()

/** A coupon use as the app sends it: a fresh idempotency key unless the retry passes its own. */
export const postCouponUse = (couponId: number | string, token: string, key = newKey()) =>
  call<CouponUse & { error?: string; message?: string; field?: string; retryAfter?: number }>(
    'POST',
    `/api/coupons/${couponId}/uses`,
    { token, json: { idempotency_key: key } },
  )

/** Two shops (みなと珈琲, 港のパン屋) and a customer (あかり), signed in. */
export async function twoShopsAndACustomer() {
  const shop = await signIn('みなと珈琲')
  const otherShop = await signIn('港のパン屋')
  const alice = await signIn('あかり')
  return { shop, otherShop, alice }
}
