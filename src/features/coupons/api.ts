import { call } from '../../lib/api'
import { local } from '../../lib/storage'
import type { CouponUse } from '../../shared/api/coupons'

// Every call of the coupons feature (contract: src/shared/api/coupons.ts).

export const fetchCouponStatus = (couponId: number, signal?: AbortSignal) =>
  call('GET /api/coupons/:id/status', { params: { id: couponId }, signal })

export const fetchUse = (useId: number, signal?: AbortSignal) =>
  call('GET /api/coupons/uses/:useId', { params: { useId }, signal })

export const fetchMyCoupons = (signal?: AbortSignal) => call('GET /api/me/coupons', { signal })

export const fetchShopUses = (couponId: number, signal?: AbortSignal) =>
  call('GET /api/coupons/:id/uses', { params: { id: couponId }, signal })

export const voidUse = (useId: number, reason: string) =>
  call('POST /api/coupons/uses/:useId/void', { params: { useId }, body: { reason } })

const keyName = (couponId: number) => `coupon_use_key:${couponId}`

/**
 * Records a use. The idempotency key is made once and kept (across reloads) until the server
 * answered with the use, so pressing 「使う」 again after a lost answer returns the same use.
 */
export async function redeemCoupon(couponId: number): Promise<CouponUse> {
  let key = local.get(keyName(couponId))
  if (!key) {
    key = crypto.randomUUID()
    local.set(keyName(couponId), key)
  }
  const answer = await call('POST /api/coupons/:id/uses', {
    params: { id: couponId },
    body: { idempotency_key: key },
  })
  local.remove(keyName(couponId))
  return answer
}

/** A refusal (sold out, limit, window) is final for this key: the next press starts afresh. */
export function forgetUseKey(couponId: number): void {
  local.remove(keyName(couponId))
}
