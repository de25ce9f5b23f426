import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CouponStatus, CouponUse, MyCoupons } from '../../src/shared/api/coupons'
import type { PostSummary } from '../../src/shared/api/posts'
import { couponValidAt } from '../../worker/lib/tokyo-sql'
import { insertCoupon, newKey, postCouponUse, tokyoDate, tokyoDateTime } from './coupons-helpers'
import { call, count, insertPost, type SignedIn, signIn, signInMany } from './posts-helpers'

// Using a coupon: decided by the server once, under the validity window (Asia/Tokyo) and the
// per-user and total limits, even when many phones press 「使う」 at the same moment, and a retry
// with the same idempotency key never counts twice.

let shop: SignedIn
let visitor: SignedIn
/** 20 people, each with their own session (a real login each, so made once per file). */
let people: SignedIn[]

beforeAll(async () => {
  shop = await signIn('みなと珈琲')
  visitor = await signIn('来店者')
  people = await signInMany(20, '利用者')
}, 90_000)

type Answer = CouponUse & { error?: string; message?: string }

const use = postCouponUse

const liveUses = (couponId: number) =>
  count(
    'SELECT count(*) AS n FROM coupon_uses WHERE coupon_id = ?1 AND voided_at IS NULL',
    couponId,
  )

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u

describe('one use, once', () => {
  it('60 concurrent uses by 20 people of a coupon of 5 (1 each): 5 uses, 55 clear refusals', async () => {
    const id = await insertCoupon(shop.id, { total_limit: 5, per_user_limit: 1 })
    const answers = await Promise.all(
      people.flatMap((person) => [0, 1, 2].map(() => use(id, person.token))),
    )
    const used = answers.filter((a) => a.status === 201)
    const refused = answers.filter((a) => a.status >= 400 && a.status < 500)
    expect(used).toHaveLength(5)
    expect(refused).toHaveLength(55)
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(['sold_out', 'user_limit']).toContain(answer.body.error)
      expect(answer.body.message).toMatch(JAPANESE)
    }
    expect(refused.some((a) => a.body.error === 'sold_out')).toBe(true)
    expect(used.map((a) => a.body.redemption_no).sort()).toEqual([1, 2, 3, 4, 5])
    // Five different people: nobody got two.
    expect(new Set(used.map((a) => a.body.user_name)).size).toBe(5)
    expect(await liveUses(id)).toBe(5)
  }, 60_000)

  it('the same 60 requests replaying each person’s key: still 5 uses, replays answer the first', async () => {
    const id = await insertCoupon(shop.id, { total_limit: 5, per_user_limit: 1 })
    const keys = people.map(() => newKey())
    const answers = await Promise.all(
      people.flatMap((person, i) => [0, 1, 2].map(() => use(id, person.token, keys[i]))),
    )
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0)
    expect(await liveUses(id)).toBe(5)
    const ok = answers.filter((a) => a.status === 200 || a.status === 201)
    expect(ok.filter((a) => a.status === 201)).toHaveLength(5)
    // Each winner's three requests all name the one use; everyone else heard 3 refusals.
    expect(ok).toHaveLength(15)
    expect(new Set(ok.map((a) => a.body.id)).size).toBe(5)
    const refused = answers.filter((a) => a.status === 409)
    expect(refused).toHaveLength(45)
    for (const answer of refused) expect(answer.body.error).toBe('sold_out')

    // A retry after the network dropped the answer: the same use again, nothing new counted.
    const index = answers.findIndex((a) => a.status === 201)
    const winner = answers[index]?.body as CouponUse
    const owner = Math.floor(index / 3)
    const retry = await use(id, people[owner]?.token ?? '', keys[owner])
    expect(retry.status).toBe(200)
    expect(retry.body.id).toBe(winner.id)
    expect(retry.body.redemption_no).toBe(winner.redemption_no)
    expect(retry.body.used_at).toBe(winner.used_at)
    expect(await liveUses(id)).toBe(5)
  }, 60_000)

  it('names the shop where the coupon is used, not the body that posted it', async () => {
    const board = await signIn('みなと町観光協会')
    const id = await insertCoupon(board.id, { place_name: 'みなと珈琲 駅前店' })
    const first = await use(id, visitor.token)
    expect(first.status).toBe(201)
    expect(first.body.shop).toEqual({ id: board.id, name: 'みなと珈琲 駅前店' })
    // Without a place, the author is the shop.
    const own = await use(await insertCoupon(shop.id), visitor.token)
    expect(own.body.shop).toEqual({ id: shop.id, name: 'みなと珈琲' })
  })

  it('answers the use with what the staff screen needs, and a retry returns it unchanged', async () => {
    const id = await insertCoupon(shop.id, { total_limit: 10, per_user_limit: 2 })
    const key = newKey()
    const first = await use(id, visitor.token, key)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      coupon_id: id,
      redemption_no: 1,
      user_name: '来店者',
      voided_at: null,
      coupon: { title: 'みなと珈琲のクーポン', offer: 'ドリンク1杯無料' },
      shop: { id: shop.id, name: 'みなと珈琲' },
    })
    const usedAt = Date.parse(first.body.used_at)
    expect(Math.abs(usedAt - Date.now())).toBeLessThan(60_000)
    expect(Date.parse(first.body.screen_until) - usedAt).toBe(10 * 60_000)
    const again = await use(id, visitor.token, key)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    // A second use under the per-user limit of 2 with a new key, then the limit.
    expect((await use(id, visitor.token)).body.redemption_no).toBe(2)
    const third = await use(id, visitor.token)
    expect(third.status).toBe(409)
    expect(third.body.error).toBe('user_limit')
    expect(third.body.message).toBe('このクーポンはお一人様の利用回数の上限まで使用済みです。')
    // The same key on another coupon is a client bug, not a use.
    const other = await insertCoupon(shop.id)
    const reused = await use(other, visitor.token, key)
    expect(reused.status).toBe(422)
    expect(reused.body.error).toBe('idempotency_key_reused')
    expect(await liveUses(other)).toBe(0)
  })

  it('shows what is left to everyone and the viewer’s own state, and on the post itself', async () => {
    const id = await insertCoupon(shop.id, { total_limit: 2, per_user_limit: 1 })
    const status = (token?: string) =>
      call<CouponStatus>('GET', `/api/coupons/${id}/status`, { token })
    expect((await status()).body).toMatchObject({
      remaining: 2,
      used_count: 0,
      availability: 'available',
      my_last_use: null,
    })
    const first = await use(id, visitor.token)
    const mine = (await status(visitor.token)).body
    expect(mine).toMatchObject({ remaining: 1, availability: 'user_limit', my_use_count: 1 })
    expect(mine.my_last_use?.id).toBe(first.body.id)
    expect((await status(people[0]?.token)).body.availability).toBe('available')
    expect((await call<PostSummary>('GET', `/api/posts/${id}`)).body.coupon?.used_count).toBe(1)
    await use(id, people[0]?.token ?? '')
    expect((await status()).body).toMatchObject({ remaining: 0, availability: 'sold_out' })
    expect((await status(visitor.token)).body.availability).toBe('user_limit')
  })
})

describe('validity window (Asia/Tokyo)', () => {
  it('refuses before the start and after the end with their own codes', async () => {
    const now = Date.now()
    const cases: [Parameters<typeof insertCoupon>[1], number, string | null][] = [
      [{ valid_until: tokyoDateTime(now - 2000) }, 409, 'expired'],
      [{ valid_until: tokyoDateTime(now + 60_000) }, 201, null],
      [{ valid_from: tokyoDateTime(now + 60_000) }, 409, 'not_started'],
      [{ valid_from: tokyoDateTime(now - 60_000) }, 201, null],
      // A plain date is that whole day in Tokyo.
      [{ valid_until: tokyoDate(now) }, 201, null],
      [{ valid_until: tokyoDate(now, -1) }, 409, 'expired'],
      [{ valid_from: tokyoDate(now) }, 201, null],
      [{ valid_from: tokyoDate(now, 1) }, 409, 'not_started'],
    ]
    for (const [fields, expected, error] of cases) {
      const id = await insertCoupon(shop.id, fields)
      const answer = await use(id, visitor.token)
      expect({ fields, status: answer.status, error: answer.body.error }).toEqual({
        fields,
        status: expected,
        error: error ?? undefined,
      })
      if (error) expect(answer.body.message).toMatch(JAPANESE)
    }
  })

  it('turns at midnight Tokyo time, to the millisecond', async () => {
    const id = await insertCoupon(shop.id, { valid_from: '2026-12-01', valid_until: '2026-12-31' })
    const validAt = async (iso: string) => {
      const row = await env.DB.prepare(
        `SELECT ${couponValidAt('?2')} AS ok FROM posts p WHERE p.id = ?1`,
      )
        .bind(id, iso)
        .first<{ ok: number }>()
      return row?.ok
    }
    // 2026-12-01 00:00 in Tokyo is 2026-11-30 15:00 UTC.
    expect(await validAt('2026-11-30T14:59:59.999Z')).toBe(0)
    expect(await validAt('2026-11-30T15:00:00.000Z')).toBe(1)
    expect(await validAt('2026-12-31T14:59:59.999Z')).toBe(1)
    expect(await validAt('2026-12-31T15:00:00.000Z')).toBe(0)
  })
})

describe('who may use what', () => {
  it('needs a login, a coupon that exists and is a coupon', async () => {
    const id = await insertCoupon(shop.id)
    const loggedOut = await call<Answer>('POST', `/api/coupons/${id}/uses`, {
      json: { idempotency_key: newKey() },
    })
    expect(loggedOut.status).toBe(401)
    const post = await insertPost({ user_id: shop.id, body: '今日のおすすめ' })
    const hidden = await insertPost({ user_id: shop.id, kind: 'coupon', visibility: 'hidden' })
    for (const target of [
      post,
      hidden,
      999_999,
      'abc',
      '1e3',
      '-1',
      '%FF',
      '%E3%81',
      '9'.repeat(30),
    ]) {
      const answer = await use(target, visitor.token)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe('not_found')
      expect(answer.body.message).toMatch(JAPANESE)
    }
    expect(
      await count(
        'SELECT count(*) AS n FROM coupon_uses WHERE coupon_id IN (?1, ?2, ?3)',
        id,
        post,
        hidden,
      ),
    ).toBe(0)
  })

  it('a reward coupon is used only with a grant, issued once (as the stamp rally issues it)', async () => {
    const id = await insertCoupon(shop.id, { requires_grant: true, title: 'ラリー達成賞' })
    const refused = await use(id, visitor.token)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('grant_required')
    const grant = () =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO coupon_grants (coupon_id, user_id, source, source_ref)
         VALUES (?1, ?2, 'rally', 'rally:7')`,
      )
        .bind(id, visitor.id)
        .run()
    await Promise.all([grant(), grant(), grant()])
    expect(await count('SELECT count(*) AS n FROM coupon_grants WHERE coupon_id = ?1', id)).toBe(1)
    expect((await use(id, visitor.token)).status).toBe(201)
    const mine = await call<MyCoupons>('GET', '/api/me/coupons', { token: visitor.token })
    expect(mine.body.received.map((entry) => [entry.coupon_id, entry.source])).toContainEqual([
      id,
      'rally',
    ])
    expect(mine.body.used.some((entry) => entry.coupon_id === id && !entry.voided)).toBe(true)
  })
})

describe('hostile bodies', () => {
  it('refuses every malformed body with a 4xx JSON error and records nothing', async () => {
    const id = await insertCoupon(shop.id)
    const path = `/api/coupons/${id}/uses`
    const send = (body: BodyInit, type = 'application/json') =>
      call<Answer>('POST', path, {
        token: visitor.token,
        body,
        headers: { 'content-type': type },
      })
    const nest = (depth: number) => {
      let nested: unknown = newKey()
      for (let i = 0; i < depth; i++) nested = { idempotency_key: nested }
      return JSON.stringify(nested)
    }
    const bodies: [BodyInit, number][] = [
      ['{}', 400],
      ['{"idempotency_key": 12345678901234567890}', 400],
      ['{"idempotency_key": "short"}', 400],
      ['{"idempotency_key": "こんにちはこんにちはこんにちはこんにちは"}', 400],
      [`{"idempotency_key": "${'a'.repeat(65)}"}`, 400],
      ['{"idempotency_key": "\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800"}', 400],
      [`{"idempotency_key": "${newKey()}", "user_id": 1}`, 400],
      ['[]', 400],
      ['null', 400],
      ['{"idempotency_key": ', 400],
      [new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 400],
      [nest(150), 400],
      [nest(5000), 413],
      [JSON.stringify({ idempotency_key: newKey(), pad: 'x'.repeat(100_000) }), 413],
    ]
    for (const [body, expected] of bodies) {
      const answer = await send(body)
      expect([String(body).slice(0, 60), answer.status]).toEqual([
        String(body).slice(0, 60),
        expected,
      ])
      expect(typeof answer.body.error).toBe('string')
      expect(answer.body.message).toMatch(JAPANESE)
    }
    expect(await liveUses(id)).toBe(0)
  })
})
