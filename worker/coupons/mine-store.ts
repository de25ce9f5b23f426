import type { MyCouponEntry, MyCoupons } from '../../src/shared/api/coupons'

// マイクーポン: the coupons a user saved (favorites of kind coupon), received (coupon_grants, e.g.
// a stamp rally's reward) and used (coupon_uses), each with its date, newest first. Saved and
// received list only coupons still public; used lists every use, as history.

const LIST_LIMIT = 100

const ENTRY = `p.id AS coupon_id, p.title, COALESCE(p.coupon_offer, '') AS offer,
  sh.name AS shop_name, p.valid_from, p.valid_until`
const VISIBLE = `p.kind = 'coupon' AND p.visibility = 'public' AND sh.id = p.user_id
  AND sh.status = 'active'`

interface UsedRow extends Omit<MyCouponEntry, 'voided'> {
  voided: number
}

export async function myCoupons(db: D1Database, userId: number): Promise<MyCoupons> {
  const [saved, received, used] = await db.batch([
    db
      .prepare(
        `SELECT ${ENTRY}, f.created_at AS at FROM favorites f
         JOIN posts p ON p.id = f.post_id JOIN users sh ON sh.id = p.user_id
         WHERE f.user_id = ?1 AND ${VISIBLE} ORDER BY f.created_at DESC LIMIT ?2`,
      )
      .bind(userId, LIST_LIMIT),
    db
      .prepare(
        `SELECT ${ENTRY}, g.granted_at AS at, g.source FROM coupon_grants g
         JOIN posts p ON p.id = g.coupon_id JOIN users sh ON sh.id = p.user_id
         WHERE g.user_id = ?1 AND ${VISIBLE} ORDER BY g.granted_at DESC, g.id DESC LIMIT ?2`,
      )
      .bind(userId, LIST_LIMIT),
    db
      .prepare(
        `SELECT ${ENTRY}, cu.used_at AS at, cu.redemption_no, cu.id AS use_id,
           cu.voided_at IS NOT NULL AS voided
         FROM coupon_uses cu JOIN posts p ON p.id = cu.coupon_id JOIN users sh ON sh.id = p.user_id
         WHERE cu.user_id = ?1 ORDER BY cu.id DESC LIMIT ?2`,
      )
      .bind(userId, LIST_LIMIT),
  ])
  return {
    saved: (saved?.results ?? []) as MyCouponEntry[],
    received: (received?.results ?? []) as MyCouponEntry[],
    used: ((used?.results ?? []) as UsedRow[]).map((row) => ({ ...row, voided: row.voided === 1 })),
  }
}
