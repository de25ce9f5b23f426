import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CouponStatus } from '../../src/shared/api/coupons'
import type { RallySummary } from '../../src/shared/api/stamprally'
import { insertCoupon as insertOpenCoupon, postCouponUse } from './coupons-helpers'
import { act, signInAgain } from './moderation-helpers'
import { signInAdmin, signInOrganizer } from './organizers-helpers'
import { call, count, type SignedIn, signIn } from './posts-helpers'
import { FESTIVAL_RALLY, insertRally } from './stamprally-helpers'

// A rally's reward coupon is issued by completing the rally, so only those it was granted to may
// use it, whatever wrote the rally: the organizer's own POST /api/stamprallies, or a row written
// behind the app's back. A coupon residents already used freely does not become a reward.

const RALLY = { ...FESTIVAL_RALLY, reward: '全部集めると記念ドリンク' }

let admin: SignedIn
let organizer: SignedIn & { organizationId: number }

beforeAll(async () => {
  admin = await signInAdmin()
  organizer = await signInOrganizer(admin, '港フェス実行委員会')
})

const createRally = (who: SignedIn, extra: Record<string, unknown> = {}) =>
  call<RallySummary & { error?: string; message?: string; field?: string }>(
    'POST',
    '/api/stamprallies',
    { token: who.token, json: { ...RALLY, ...extra } },
  )

const use = (couponId: number, token: string) => postCouponUse(couponId, token)

const grantOnly = async (couponId: number) =>
  (
    await env.DB.prepare('SELECT coupon_requires_grant AS g FROM posts WHERE id = ?1')
      .bind(couponId)
      .first<{ g: number }>()
  )?.g

const usesOf = (couponId: number) =>
  count('SELECT count(*) AS n FROM coupon_uses WHERE coupon_id = ?1', couponId)

describe("a rally's reward coupon", () => {
  it('becomes grant-only when an organizer names it: a resident who never checked in cannot use it', async () => {
    const coupon = await insertOpenCoupon(organizer.id, { title: '港フェス記念ドリンク' })
    expect(await grantOnly(coupon)).toBe(0)
    const created = await createRally(organizer, { reward_coupon_id: coupon })
    expect(created.status).toBe(201)
    expect(created.body.reward.coupon?.id).toBe(coupon)
    expect(await grantOnly(coupon)).toBe(1)

    const resident = await signIn('通りがかりの住民')
    const status = await call<CouponStatus>('GET', `/api/coupons/${coupon}/status`, {
      token: resident.token,
    })
    expect(status.body.availability).toBe('grant_required')
    const refused = await use(coupon, resident.token)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      error: 'grant_required',
      message: 'このクーポンは受け取った方だけが使えます。',
    })
    expect(await usesOf(coupon)).toBe(0)
  })

  it('is grant-only even when the rally was written behind the app, with the coupon left open', async () => {
    const coupon = await insertOpenCoupon(organizer.id, { title: '古いラリーの特典' })
    await insertRally({ reward_coupon_id: coupon })
    expect(await grantOnly(coupon)).toBe(0)
    const resident = await signIn('別の住民')
    const refused = await use(coupon, resident.token)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('grant_required')
    // Someone the rally granted it to uses it as before.
    await env.DB.prepare(
      `INSERT INTO coupon_grants (coupon_id, user_id, source, source_ref)
       VALUES (?1, ?2, 'rally', 'rally:old')`,
    )
      .bind(coupon, resident.id)
      .run()
    expect((await use(coupon, resident.token)).status).toBe(201)
  })

  it('is refused with a 409 in Japanese when residents already used the coupon, and nothing is written', async () => {
    const coupon = await insertOpenCoupon(organizer.id, { title: 'いつものドリンク券' })
    const resident = await signIn('常連さん')
    expect((await use(coupon, resident.token)).status).toBe(201)
    const rallies = () =>
      count('SELECT count(*) AS n FROM stamp_rallies WHERE reward_coupon_id = ?1', coupon)

    const refused = await createRally(organizer, { reward_coupon_id: coupon })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      error: 'reward_coupon_used',
      message:
        'このクーポンはすでに利用されているため、スタンプラリーの特典にできません。特典用のクーポンを新しく発行してください。',
      field: 'reward_coupon_id',
    })
    expect(await rallies()).toBe(0)
    // The coupon stays what residents knew: open, their use kept.
    expect(await grantOnly(coupon)).toBe(0)
    expect(await usesOf(coupon)).toBe(1)
    // An admin is refused the same way.
    expect((await createRally(admin, { reward_coupon_id: coupon })).status).toBe(409)
    expect(await rallies()).toBe(0)
  })

  it('may reward a second rally when its only uses are by those a rally granted it to', async () => {
    const coupon = await insertOpenCoupon(organizer.id, { title: '二度目のラリー特典' })
    const first = await createRally(organizer, { reward_coupon_id: coupon })
    expect(first.status).toBe(201)
    const finisher = await signIn('完走した人')
    await env.DB.prepare(
      `INSERT INTO coupon_grants (coupon_id, user_id, source, source_ref)
       VALUES (?1, ?2, 'rally', ?3)`,
    )
      .bind(coupon, finisher.id, `rally:${first.body.id}`)
      .run()
    expect((await use(coupon, finisher.token)).status).toBe(201)
    const second = await createRally(organizer, { reward_coupon_id: coupon, title: '秋の港ラリー' })
    expect(second.status).toBe(201)
    expect(await grantOnly(coupon)).toBe(1)
  })

  it('once named, cannot be used by someone without a grant even when both arrive at once', async () => {
    const coupon = await insertOpenCoupon(organizer.id, { title: '同時に押された券' })
    const resident = await signIn('同時に押す住民')
    const [created, used] = await Promise.all([
      createRally(organizer, { reward_coupon_id: coupon }),
      use(coupon, resident.token),
    ])
    // Either the use came first (then the rally is refused and the coupon stays open), or the
    // rally did (then the use is refused): never a rally whose reward someone used freely.
    if (used.status === 201) {
      expect(created.status).toBe(409)
      expect(await grantOnly(coupon)).toBe(0)
    } else {
      expect(used.status).toBe(403)
      expect(created.status).toBe(201)
      expect(await grantOnly(coupon)).toBe(1)
    }
  })
})

describe('a suspended organizer', () => {
  it('is told the account is suspended, with the reason and the end, on every rally call', async () => {
    const suspended = await signInOrganizer(admin, '停止される実行委員会')
    const rally = await createRally(suspended)
    expect(rally.status).toBe(201)
    const until = new Date(Date.now() + 7 * 86_400_000)
    const acted = await act(admin.token, 'user', suspended.id, {
      action: 'suspend',
      reason: '規約違反',
      days: 7,
    })
    expect(acted.status).toBe(201)
    const token = await signInAgain(suspended.id)

    const answers = [
      await call('POST', '/api/stamprallies', { token, json: RALLY }),
      await call('GET', `/api/stamprallies/${rally.body.id}/manage`, { token }),
      await call('POST', `/api/stamprallies/${rally.body.id}/spots`, {
        token,
        json: { name: '海辺ステージ', lat: 34.9745, lng: 139.0921, method: 'staffed' },
      }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ error: 'account_suspended', reason: '規約違反' })
      expect(answer.body.message).toMatch(
        /^このアカウントは利用停止中です（.+まで）。理由: 規約違反$/,
      )
      const end = Date.parse(String(answer.body.until))
      expect(Math.abs(end - until.getTime())).toBeLessThan(120_000)
    }
    expect(
      await count('SELECT count(*) AS n FROM stamp_rallies WHERE created_by = ?1', suspended.id),
    ).toBe(1)
  })
})
