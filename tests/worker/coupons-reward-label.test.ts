import { describe, expect, it } from 'vitest'
import type { Post } from '../../src/shared/api/posts'
import { insertCoupon as insertShopCoupon } from './coupons-helpers'
import { call, signIn } from './posts-helpers'
import { insertCoupon, insertRally } from './stamprally-helpers'

// A rally's reward coupon is public like any coupon, but only finishers receive it: every answer
// that shows it names the rally, so a card can say who it is for.

describe('a coupon that is a stamp rally’s reward', () => {
  it('names its rally on the post and in the timeline; other coupons name none', async () => {
    const reward = await insertCoupon()
    const rally = await insertRally({ reward_coupon_id: reward })
    const shop = await signIn('みなと珈琲')
    const plain = await insertShopCoupon(shop.id)

    const detail = await call<Post>('GET', `/api/posts/${reward}`)
    expect(detail.status).toBe(200)
    expect(detail.body.coupon?.reward_of_rally).toBe(rally)
    expect((await call<Post>('GET', `/api/posts/${plain}`)).body.coupon?.reward_of_rally).toBeNull()

    const timeline = await call<{ items: Post[] }>('GET', '/api/posts?kind=coupon')
    const byId = new Map(timeline.body.items.map((post) => [post.id, post]))
    expect(byId.get(reward)?.coupon?.reward_of_rally).toBe(rally)
    expect(byId.get(plain)?.coupon?.reward_of_rally).toBeNull()
  })
})
