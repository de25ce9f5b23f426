import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  CouponUse,
  MyCoupons,
  ShopCouponUse,
  ShopCouponUses,
} from '../../src/shared/api/coupons'
import { insertCoupon, newKey, postCouponUse, twoShopsAndACustomer } from './coupons-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// The shop's side of coupon uses (uses per day, voiding a mistaken use with a reason) and the
// user's マイクーポン (saved, received, used).

let shop: SignedIn
let otherShop: SignedIn
let alice: SignedIn
let bob: SignedIn

beforeAll(async () => {
  ;({ shop, otherShop, alice } = await twoShopsAndACustomer())
  bob = await signIn('ぶんた')
}, 60_000)

type Answer<T> = T & { error?: string; message?: string }

const use = (couponId: number, token: string) => postCouponUse(couponId, token)

const voidUse = (useId: number | string, token: string, reason: unknown = '操作ミスのため') =>
  call<Answer<ShopCouponUse>>('POST', `/api/coupons/uses/${useId}/void`, {
    token,
    json: { reason },
  })

describe('the shop', () => {
  it('sees uses per Tokyo day and the history; nobody else does', async () => {
    const id = await insertCoupon(shop.id, { total_limit: 10 })
    await use(id, alice.token)
    await use(id, bob.token)
    // A use recorded yesterday evening Tokyo time (14:30 UTC is 23:30 in Tokyo).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    await env.DB.prepare(
      `INSERT INTO coupon_uses (coupon_id, user_id, idempotency_key, redemption_no, used_at)
       VALUES (?1, ?2, ?3, 99, ?4)`,
    )
      .bind(id, alice.id, newKey(), `${yesterday}T14:30:00.000Z`)
      .run()
    const list = await call<ShopCouponUses>('GET', `/api/coupons/${id}/uses`, { token: shop.token })
    expect(list.status).toBe(200)
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)
    const tokyoYesterday = new Date(Date.parse(`${yesterday}T14:30:00Z`) + 9 * 3600_000)
      .toISOString()
      .slice(0, 10)
    expect(list.body.days).toContainEqual({ day: today, uses: 2, voided: 0 })
    expect(list.body.days).toContainEqual({ day: tokyoYesterday, uses: 1, voided: 0 })
    expect(list.body.items.map((item) => item.user_name).slice(0, 2)).toEqual(['ぶんた', 'あかり'])

    for (const token of [alice.token, otherShop.token]) {
      const refused = await call<Answer<object>>('GET', `/api/coupons/${id}/uses`, { token })
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe('forbidden')
    }
    expect((await call('GET', `/api/coupons/${id}/uses`)).status).toBe(401)
  })

  it('voids a mistaken use with a reason: kept in the history, the count freed, once only', async () => {
    const id = await insertCoupon(shop.id, { total_limit: 1, per_user_limit: 1 })
    const first = await use(id, alice.token)
    expect(first.status).toBe(201)
    expect((await use(id, bob.token)).body.error).toBe('sold_out')

    const notYours = await voidUse(first.body.id, otherShop.token)
    expect(notYours.status).toBe(403)
    expect(notYours.body.message).toBe('取り消せるのはクーポンを掲載したお店だけです。')
    expect((await voidUse(first.body.id, alice.token)).status).toBe(403)

    const voided = await voidUse(first.body.id, shop.token, '  押し間違い  ')
    expect(voided.status).toBe(200)
    expect(voided.body).toMatchObject({ id: first.body.id, void_reason: '押し間違い' })
    expect(voided.body.voided_at).not.toBeNull()

    const twice = await voidUse(first.body.id, shop.token)
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe('already_voided')

    // The freed count: bob can use it now, with the next redemption number.
    const second = await use(id, bob.token)
    expect(second.status).toBe(201)
    expect(second.body.redemption_no).toBe(2)

    const history = await call<ShopCouponUses>('GET', `/api/coupons/${id}/uses`, {
      token: shop.token,
    })
    expect(history.body.items).toMatchObject([
      { redemption_no: 2, voided_at: null },
      { redemption_no: 1, void_reason: '押し間違い' },
    ])
    // alice sees her own use as voided, on the live screen's reload and in マイクーポン.
    const own = await call<CouponUse>('GET', `/api/coupons/uses/${first.body.id}`, {
      token: alice.token,
    })
    expect(own.body.void_reason).toBe('押し間違い')
    const mine = await call<MyCoupons>('GET', '/api/me/coupons', { token: alice.token })
    expect(mine.body.used.find((entry) => entry.use_id === first.body.id)?.voided).toBe(true)
    // Someone else's use is not theirs to read.
    expect(
      (await call('GET', `/api/coupons/uses/${first.body.id}`, { token: bob.token })).status,
    ).toBe(404)
  })

  it('voiding the same use twice at once voids it once', async () => {
    const id = await insertCoupon(shop.id)
    const used = await use(id, alice.token)
    const answers = await Promise.all([0, 1, 2, 3].map(() => voidUse(used.body.id, shop.token)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409])
  })

  it('refuses bad void requests with 4xx JSON', async () => {
    const id = await insertCoupon(shop.id)
    const used = await use(id, alice.token)
    const cases: [unknown, number][] = [
      ['', 400],
      ['   ', 400],
      [42, 400],
      [null, 400],
      [{ text: '理由' }, 400],
      ['あ'.repeat(201), 400],
      ['理由\u0000', 400],
      ['理由\ud800', 400],
      ['x'.repeat(10_000), 413],
    ]
    for (const [reason, status] of cases) {
      const answer = await voidUse(used.body.id, shop.token, reason)
      expect([reason, answer.status]).toEqual([reason, status])
      expect(answer.body.message).toMatch(/[ぁ-んァ-ン一-龯]/)
    }
    for (const useId of ['999999', 'abc', '0']) {
      expect((await voidUse(useId, shop.token)).status).toBe(404)
    }
    const still = await call<CouponUse>('GET', `/api/coupons/uses/${used.body.id}`, {
      token: alice.token,
    })
    expect(still.body.voided_at).toBeNull()
  })
})

describe('マイクーポン', () => {
  it('lists saved, received and used coupons with their dates', async () => {
    const saved = await insertCoupon(otherShop.id, { title: 'パン10%オフ' })
    const received = await insertCoupon(shop.id, { title: 'ラリー達成賞', requires_grant: true })
    const used = await insertCoupon(shop.id, { title: 'ドリンク無料' })
    await call('PUT', `/api/posts/${saved}/favorite`, { token: bob.token })
    await env.DB.prepare(
      `INSERT OR IGNORE INTO coupon_grants (coupon_id, user_id, source, source_ref)
       VALUES (?1, ?2, 'rally', 'rally:1')`,
    )
      .bind(received, bob.id)
      .run()
    const usedAnswer = await use(used, bob.token)

    const mine = await call<MyCoupons>('GET', '/api/me/coupons', { token: bob.token })
    expect(mine.status).toBe(200)
    expect(mine.body.saved).toMatchObject([
      { coupon_id: saved, title: 'パン10%オフ', shop_name: '港のパン屋' },
    ])
    expect(mine.body.received).toMatchObject([
      { coupon_id: received, title: 'ラリー達成賞', source: 'rally' },
    ])
    expect(mine.body.used[0]).toMatchObject({
      coupon_id: used,
      at: usedAnswer.body.used_at,
      redemption_no: 1,
      voided: false,
    })
    for (const entry of [...mine.body.saved, ...mine.body.received]) {
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false)
    }
    expect((await call('GET', '/api/me/coupons')).status).toBe(401)
  })
})
