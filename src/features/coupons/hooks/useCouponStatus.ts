import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import type { CouponStatus } from '../../../shared/api/coupons'
import { userAtom } from '../../../state/session'
import { fetchCouponStatus } from '../api'

/** The coupon's live counts and the viewer's own state; loaded again when the viewer changes. */
export function useCouponStatus(couponId: number) {
  const user = useAtomValue(userAtom)
  const [status, setStatus] = useState<CouponStatus | null>(null)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((v) => v + 1), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `user` and `version` re-run it
  useEffect(() => {
    const controller = new AbortController()
    fetchCouponStatus(couponId, controller.signal).then(setStatus, () => {
      // The coupon's facts stay on the page; the panel waits for the next try.
      if (!controller.signal.aborted) setStatus(null)
    })
    return () => controller.abort()
  }, [couponId, user?.id, version])

  return { status, reload }
}
