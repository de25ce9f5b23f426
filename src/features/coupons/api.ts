import { api } from '../../lib/api'
import { local } from '../../lib/storage'
import type {
  CouponStatus,
  CouponUse,
  MyCoupons,
  ShopCouponUse,
  ShopCouponUses,
} from '../../shared/api/coupons'
import type { UseInput, VoidInput } from '../../shared/api/coupons-schema'

// Every call of the coupons feature (contract: src/shared/api/coupons.ts).

export const fetchCouponStatus = (couponId: number, signal?: AbortSignal) =>
  api<CouponStatus>(`/api/coupons/${couponId}/status`, { signal })

export const fetchUse = (useId: number, signal?: AbortSignal) =>
  api<CouponUse>(`/api/coupons/uses/${useId}`, { signal })

export const fetchMyCoupons = (signal?: AbortSignal) =>
  api<MyCoupons>('/api/me/coupons', { signal })

export const fetchShopUses = (couponId: number, signal?: AbortSignal) =>
  api<ShopCouponUses>(`/api/coupons/${couponId}/uses`, { signal })

export const voidUse = (useId: number, reason: string) =>
  api<ShopCouponUse>(`/api/coupons/uses/${useId}/void`, {
    method: 'POST',
    body: { reason } satisfies VoidInput,
  })

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
  const answer = await api<CouponUse>(`/api/coupons/${couponId}/uses`, {
    method: 'POST',
    body: { idempotency_key: key } satisfies UseInput,
  })
  local.remove(keyName(couponId))
  return answer
}

/** A refusal (sold out, limit, window) is final for this key: the next press starts afresh. */
export function forgetUseKey(couponId: number): void {
  local.remove(keyName(couponId))
}
