import { type CouponUse, USE_SCREEN_MS } from '../../src/shared/api/coupons'
import { couponValidAt, endOfTokyoValue, startOfTokyoValue } from '../lib/tokyo-sql'
import { PUBLIC_POST } from '../posts/queries'

// The SQL of coupon uses. A use is one INSERT … SELECT whose WHERE carries every rule (a public
// coupon, the validity window at the server's time, the total and per-user limits over uses not
// voided, a grant when the coupon requires one or is a rally's reward). D1 runs one statement at a
// time, so two uses can never both see the last free count; the unique (user_id, idempotency_key)
// turns a retry into a no-op that the caller answers with the first use.

/**
 * Whether coupon `p` is for grant holders only: marked so, or named as a stamp rally's reward (a
 * reward is issued by completing the rally, whatever wrote the rally).
 */
const REQUIRES_GRANT = `(p.coupon_requires_grant = 1
  OR EXISTS (SELECT 1 FROM stamp_rallies r WHERE r.reward_coupon_id = p.id))`

export interface CouponRow {
  id: number
  user_id: number
  title: string | null
  coupon_offer: string | null
  valid_from: string | null
  valid_until: string | null
  per_user_limit: number | null
  total_limit: number | null
  coupon_requires_grant: number
  author_name: string
  used_count: number
}

/** A public coupon with its live use count, or null (unknown, not a coupon, hidden, deleted). */
export function findCoupon(db: D1Database, id: number): Promise<CouponRow | null> {
  return db
    .prepare(
      `SELECT p.id, p.user_id, p.title, p.coupon_offer, p.valid_from, p.valid_until,
         p.per_user_limit, p.total_limit, ${REQUIRES_GRANT} AS coupon_requires_grant,
         u.name AS author_name,
         (SELECT count(*) FROM coupon_uses cu WHERE cu.coupon_id = p.id AND cu.voided_at IS NULL)
           AS used_count
       FROM posts p CROSS JOIN users u
       WHERE p.id = ?1 AND p.kind = 'coupon' AND ${PUBLIC_POST}`,
    )
    .bind(id)
    .first<CouponRow>()
}

interface UseRow {
  id: number
  coupon_id: number
  user_id: number
  redemption_no: number
  used_at: string
  voided_at: string | null
  void_reason: string | null
  user_name: string
  title: string | null
  coupon_offer: string | null
  shop_id: number
  shop_name: string
}

const USE_COLUMNS = `cu.id, cu.coupon_id, cu.user_id, cu.redemption_no, cu.used_at, cu.voided_at,
  cu.void_reason, us.name AS user_name, p.title, p.coupon_offer, p.user_id AS shop_id,
  coalesce(nullif(trim(p.place_name), ''), sh.name) AS shop_name`
const USE_FROM = `coupon_uses cu JOIN users us ON us.id = cu.user_id
  JOIN posts p ON p.id = cu.coupon_id JOIN users sh ON sh.id = p.user_id`

/**
 * The staff screen names the shop where the coupon is used: the coupon's place when it has one
 * (a tourist board posts coupons for its members' shops), otherwise its author.
 */
export function toCouponUse(row: UseRow): CouponUse {
  return {
    id: row.id,
    coupon_id: row.coupon_id,
    redemption_no: row.redemption_no,
    used_at: row.used_at,
    screen_until: new Date(Date.parse(row.used_at) + USE_SCREEN_MS).toISOString(),
    voided_at: row.voided_at,
    void_reason: row.void_reason,
    user_name: row.user_name,
    coupon: { title: row.title, offer: row.coupon_offer ?? '' },
    shop: { id: row.shop_id, name: row.shop_name },
  }
}

export function findUse(db: D1Database, useId: number): Promise<UseRow | null> {
  return db.prepare(`SELECT ${USE_COLUMNS} FROM ${USE_FROM} WHERE cu.id = ?1`).bind(useId).first()
}

export function findUseByKey(db: D1Database, userId: number, key: string): Promise<UseRow | null> {
  return db
    .prepare(
      `SELECT ${USE_COLUMNS} FROM ${USE_FROM} WHERE cu.user_id = ?1 AND cu.idempotency_key = ?2`,
    )
    .bind(userId, key)
    .first()
}

/** The user's latest use of a coupon (voided or not). */
export function findLastUse(
  db: D1Database,
  couponId: number,
  userId: number,
): Promise<UseRow | null> {
  return db
    .prepare(
      `SELECT ${USE_COLUMNS} FROM ${USE_FROM} WHERE cu.coupon_id = ?1 AND cu.user_id = ?2
       ORDER BY cu.id DESC LIMIT 1`,
    )
    .bind(couponId, userId)
    .first()
}

/**
 * Records a use if every rule holds at `nowIso`; the new row's id, or null when nothing was
 * written (a rule refused it, or the idempotency key was already used by this user).
 */
export async function insertUse(
  db: D1Database,
  couponId: number,
  userId: number,
  key: string,
  nowIso: string,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO coupon_uses (coupon_id, user_id, idempotency_key, redemption_no, used_at)
       SELECT p.id, ?2, ?3,
         COALESCE((SELECT max(redemption_no) FROM coupon_uses WHERE coupon_id = p.id), 0) + 1, ?4
       FROM posts p CROSS JOIN users u
       WHERE p.id = ?1 AND p.kind = 'coupon' AND ${PUBLIC_POST}
         AND ${couponValidAt('?4')}
         AND (p.total_limit IS NULL OR p.total_limit > (SELECT count(*) FROM coupon_uses
               WHERE coupon_id = p.id AND voided_at IS NULL))
         AND (p.per_user_limit IS NULL OR p.per_user_limit > (SELECT count(*) FROM coupon_uses
               WHERE coupon_id = p.id AND user_id = ?2 AND voided_at IS NULL))
         AND (NOT ${REQUIRES_GRANT} OR EXISTS (SELECT 1 FROM coupon_grants g
               WHERE g.coupon_id = p.id AND g.user_id = ?2))
       ON CONFLICT (user_id, idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(couponId, userId, key, nowIso)
    .first<{ id: number }>()
  return row?.id ?? null
}

export interface UserCouponFacts {
  my_use_count: number
  has_grant: number
  started: number
  ended: number
}

/** What decides a refusal for one user at `nowIso` (the same rules as insertUse, read apart). */
export async function userCouponFacts(
  db: D1Database,
  couponId: number,
  userId: number | null,
  nowIso: string,
): Promise<UserCouponFacts> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT count(*) FROM coupon_uses WHERE coupon_id = p.id AND user_id = ?2
           AND voided_at IS NULL) AS my_use_count,
         EXISTS (SELECT 1 FROM coupon_grants WHERE coupon_id = p.id AND user_id = ?2) AS has_grant,
         (p.valid_from IS NULL OR ${startOfTokyoValue('p.valid_from')} <= julianday(?3)) AS started,
         (p.valid_until IS NOT NULL AND ${endOfTokyoValue('p.valid_until')} < julianday(?3)) AS ended
       FROM posts p WHERE p.id = ?1`,
    )
    .bind(couponId, userId ?? 0, nowIso)
    .first<UserCouponFacts>()
  return row ?? { my_use_count: 0, has_grant: 0, started: 1, ended: 0 }
}

/**
 * Voids a live use (the shop's mistake): one conditional UPDATE, so voiding twice changes nothing
 * the second time. True when this call voided it.
 */
export async function voidUse(
  db: D1Database,
  useId: number,
  shopId: number,
  reason: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE coupon_uses SET voided_at = ?4, voided_by = ?2, void_reason = ?3
       WHERE id = ?1 AND voided_at IS NULL
         AND coupon_id IN (SELECT id FROM posts WHERE user_id = ?2)`,
    )
    .bind(useId, shopId, reason, nowIso)
    .run()
  return result.meta.changes === 1
}
