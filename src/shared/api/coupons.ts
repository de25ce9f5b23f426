// The coupons API contract, shared by the Worker (worker/coupons/) and the SPA
// (src/features/coupons). docs/product.md lists the rules and messages.
//
//   GET  /api/coupons/:id/status                         CouponStatus        anyone (mine: login)
//   POST /api/coupons/:id/uses   {idempotency_key}       CouponUse (201; 200 replay)  login
//   GET  /api/coupons/uses/:useId                        CouponUse           the user who used it
//   GET  /api/coupons/:id/uses                           ShopCouponUses      the coupon's author
//   POST /api/coupons/uses/:useId/void  {reason}         ShopCouponUse       the coupon's author
//   GET  /api/me/coupons                                 MyCoupons           login
//
// A use is decided by the server once: inside the validity window (Asia/Tokyo,
// src/shared/dates.ts), under the per-user and the total limit (voided uses do not count), and
// only with a grant when the coupon requires one. The same idempotency key from the same user
// always answers the first use it created.

/** How long the screen shown to the staff stays live after the server's use time. */
export const USE_SCREEN_MS = 10 * 60 * 1000

/** crypto.randomUUID() fits; anything of these characters and length is accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
export const MAX_VOID_REASON_LENGTH = 200

/** Why a use was refused (the `error` field of the 4xx answer). */
export const COUPON_REFUSALS = [
  'sold_out',
  'user_limit',
  'expired',
  'not_started',
  'grant_required',
] as const
export type CouponRefusal = (typeof COUPON_REFUSALS)[number]

export type CouponAvailability = 'available' | CouponRefusal

export interface CouponStatus {
  coupon_id: number
  total_limit: number | null
  per_user_limit: number | null
  /** Live (not voided) uses by everyone. */
  used_count: number
  /** total_limit - used_count, or null without a total limit. */
  remaining: number | null
  /** For the viewer: why 「使う」 would be refused now, or 'available'. Logged out: by coupon only. */
  availability: CouponAvailability
  /** The viewer's live uses of this coupon (0 logged out). */
  my_use_count: number
  /** The viewer's latest use, voided or not (null logged out or never used). */
  my_last_use: CouponUse | null
}

export interface CouponUse {
  id: number
  coupon_id: number
  /** The number the staff reads, 1, 2, 3… per coupon. */
  redemption_no: number
  /** Server time of the use (ISO, UTC). */
  used_at: string
  /** used_at + USE_SCREEN_MS: the live screen reads 使用済み after it. */
  screen_until: string
  voided_at: string | null
  void_reason: string | null
  user_name: string
  coupon: { title: string | null; offer: string }
  shop: { id: number; name: string }
}

export interface ShopCouponUse {
  id: number
  redemption_no: number
  used_at: string
  user_name: string
  voided_at: string | null
  void_reason: string | null
}

export interface ShopCouponUses {
  coupon_id: number
  /** Per Tokyo calendar day, newest first: live uses and voided ones. */
  days: { day: string; uses: number; voided: number }[]
  /** Newest first, at most 200. */
  items: ShopCouponUse[]
}

export interface MyCouponEntry {
  coupon_id: number
  title: string | null
  offer: string
  shop_name: string
  valid_from: string | null
  valid_until: string | null
  /** saved: the date it was saved; received: granted; used: the use time. */
  at: string
  /** received: where it came from ('rally'); used: the redemption number and whether voided. */
  source?: string
  redemption_no?: number
  use_id?: number
  voided?: boolean
}

export interface MyCoupons {
  saved: MyCouponEntry[]
  received: MyCouponEntry[]
  used: MyCouponEntry[]
}
