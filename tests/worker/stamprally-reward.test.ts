import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { MyCoupons } from '../../src/shared/api/coupons'
import type { CheckinResult } from '../../src/shared/api/stamprally'
import { postCouponUse } from './coupons-helpers'
import { call, count, signIn } from './posts-helpers'
import {
  at,
  checkIn,
  codeOf,
  insertCoupon,
  insertRally,
  insertSpot,
  TOWN,
} from './stamprally-helpers'

// The rally's reward is a coupon only its finishers may use, through the coupons' own 「使う」:
// nobody before completing, each finisher once (the coupon's per-user limit), whatever is sent
// at the same time.

const use = postCouponUse

describe('the reward coupon', () => {
  it('is refused before completion, lands in マイクーポン on completion, and is used once', async () => {
    const coupon = await insertCoupon()
    await env.DB.prepare('UPDATE posts SET per_user_limit = 1 WHERE id = ?1').bind(coupon).run()
    const rally = await insertRally({ reward_coupon_id: coupon, required_stamps: 1 })
    const spot = await insertSpot(rally)
    const user = await signIn()

    const early = await use(coupon, user.token)
    expect(early.status).toBe(403)
    expect(early.body).toMatchObject({
      error: 'grant_required',
      message: 'このクーポンは受け取った方だけが使えます。',
    })

    const done = await checkIn<CheckinResult>(rally, user.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(done.body).toMatchObject({ just_completed: true, progress: { rewarded: true } })
    const mine = await call<MyCoupons>('GET', '/api/me/coupons', { token: user.token })
    expect(mine.body.received).toEqual([
      expect.objectContaining({ coupon_id: coupon, source: 'rally' }),
    ])

    // Eight presses at once, each with its own key: one use, seven clear refusals.
    const presses = await Promise.all(Array.from({ length: 8 }, () => use(coupon, user.token)))
    const statuses = presses.map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(7)
    expect(presses.filter((res) => res.body.error === 'user_limit')).toHaveLength(7)
    const first = presses.find((res) => res.status === 201)?.body
    // A retry with the winning key answers the same use, not a second one.
    const key = await env.DB.prepare('SELECT idempotency_key FROM coupon_uses WHERE id = ?1')
      .bind(first?.id ?? 0)
      .first<{ idempotency_key: string }>()
    const replay = await use(coupon, user.token, key?.idempotency_key)
    expect(replay.status).toBe(200)
    expect(replay.body.id).toBe(first?.id)
    expect(await count('SELECT COUNT(*) AS n FROM coupon_uses WHERE coupon_id = ?1', coupon)).toBe(
      1,
    )

    // Another participant who has not finished still cannot use it.
    const other = await signIn()
    expect((await use(coupon, other.token)).status).toBe(403)
  }, 30_000)
})
