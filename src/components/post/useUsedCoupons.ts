import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { call } from '../../lib/api'
import { usedCouponIdsAtom } from '../../state/coupon-uses'
import { userAtom } from '../../state/session'

let loading: number | null = null

/**
 * Whether the signed-in user has used this coupon (a live use). The first card that asks loads
 * the user's uses once; visitors never ask the API.
 */
export function useUsedByMe(couponId: number | null): boolean {
  const user = useAtomValue(userAtom)
  const [used, setUsed] = useAtom(usedCouponIdsAtom)
  const userId = user?.id ?? null
  const known = used !== null && used.userId === userId
  useEffect(() => {
    if (couponId === null || userId === null || known || loading === userId) return
    loading = userId
    call('GET /api/me/coupons')
      .then((mine) => {
        const ids = new Set(mine.used.filter((entry) => !entry.voided).map((e) => e.coupon_id))
        setUsed({ userId, ids })
      })
      // Without the list the cards simply do not say 使用済み; the coupon's own page still does.
      .catch(() => undefined)
      .finally(() => {
        if (loading === userId) loading = null
      })
  }, [couponId, userId, known, setUsed])
  return couponId !== null && known && used.ids.has(couponId)
}
