import type { ShopCouponUses } from '../../src/shared/api/coupons'

// What the shop (the coupon's author) reads: uses per Tokyo calendar day and the latest uses,
// voided ones included, so a void stays in the history with its reason.

const HISTORY_LIMIT = 200

export async function shopUses(db: D1Database, couponId: number): Promise<ShopCouponUses> {
  const [days, items] = await db.batch([
    db
      .prepare(
        `SELECT date(used_at, '+9 hours') AS day,
           sum(voided_at IS NULL) AS uses, sum(voided_at IS NOT NULL) AS voided
         FROM coupon_uses WHERE coupon_id = ?1
         GROUP BY day ORDER BY day DESC`,
      )
      .bind(couponId),
    db
      .prepare(
        `SELECT cu.id, cu.redemption_no, cu.used_at, u.name AS user_name, cu.voided_at,
           cu.void_reason
         FROM coupon_uses cu JOIN users u ON u.id = cu.user_id
         WHERE cu.coupon_id = ?1 ORDER BY cu.used_at DESC, cu.id DESC LIMIT ?2`,
      )
      .bind(couponId, HISTORY_LIMIT),
  ])
  return {
    coupon_id: couponId,
    days: (days?.results ?? []) as ShopCouponUses['days'],
    items: (items?.results ?? []) as ShopCouponUses['items'],
  }
}
