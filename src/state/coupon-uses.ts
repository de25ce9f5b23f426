import { atom } from 'jotai'

// The coupons the signed-in user has used (live uses, not voided), so every coupon card can say
// 使用済み. The coupons feature fills it (src/components/post/useUsedCoupons.ts loads it once per
// user; a new use adds to it).

export const usedCouponIdsAtom = atom<{ userId: number; ids: ReadonlySet<number> } | null>(null)
