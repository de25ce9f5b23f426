import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShopCouponUse } from '../../src/shared/api/coupons'
import { textProblemMessage } from '../../src/shared/text-input'
import { RATE_LIMITS } from '../../worker/lib/rate-limit'
import { insertCoupon, newKey, postCouponUse, twoShopsAndACustomer } from './coupons-helpers'
import { awkwardText, describeRequest, requestFor } from './fuzz-arbitraries'
import { request } from './helpers'
import { call, count, type SignedIn, signIn } from './posts-helpers'
import { inFreshWindow, useUp } from './rate-limit-helpers'

// Coupon writes under attack: uses and voids past the shared rate limiter, void reasons under the
// one text rule, void requests that are someone else's, of the wrong type, huge or broken, and
// a seeded fuzz of every coupon route against real coupons that checks the limits still hold.

afterEach(() => {
  vi.useRealTimers()
})

let shop: SignedIn
let otherShop: SignedIn
let alice: SignedIn
beforeAll(async () => {
  ;({ shop, otherShop, alice } = await twoShopsAndACustomer())
}, 60_000)

type Answer<T> = T & { error?: string; message?: string; field?: string; retryAfter?: number }

const use = postCouponUse

const voidWith = (useId: number, token: string, body: BodyInit, type = 'application/json') =>
  call<Answer<ShopCouponUse>>('POST', `/api/coupons/uses/${useId}/void`, {
    token,
    body,
    headers: { 'content-type': type },
  })

const isVoided = (useId: number) =>
  count('SELECT count(*) AS n FROM coupon_uses WHERE id = ?1 AND voided_at IS NOT NULL', useId)

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u

describe('rate limits', () => {
  it('35 uses at once by one person: 30 recorded, 5 refused with 429 and the limit named', async () => {
    inFreshWindow()
    const person = await signIn('連打する人')
    const id = await insertCoupon(shop.id, { per_user_limit: null, total_limit: null })
    const answers = await Promise.all(Array.from({ length: 35 }, () => use(id, person.token)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    expect(await count('SELECT count(*) AS n FROM coupon_uses WHERE coupon_id = ?1', id)).toBe(30)
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.body).toMatchObject({
      error: 'too_many_requests',
      message: '操作の回数が多すぎます。60分ほど時間をおいてから再度お試しください。',
      retryAfter: 3590,
    })
    expect(refused?.headers.get('retry-after')).toBe('3590')
    expect(refused?.headers.get('ratelimit-policy')).toBe('"coupon-uses-user";q=30;w=3600')
  })

  it('a use past the limit (a replayed key too) writes nothing; someone else may still use', async () => {
    const windowStart = inFreshWindow()
    const person = await signIn('上限の人')
    const id = await insertCoupon(shop.id)
    const key = newKey()
    const first = await use(id, person.token, key)
    expect(first.status).toBe(201)
    await useUp(RATE_LIMITS.couponUsesPerUser, person.id, windowStart)
    expect((await use(id, person.token)).status).toBe(429)
    expect((await use(id, person.token, key)).status).toBe(429)
    expect(await count('SELECT count(*) AS n FROM coupon_uses WHERE coupon_id = ?1', id)).toBe(1)
    const allowed = await use(id, alice.token)
    expect(allowed.status).toBe(201)
    expect(allowed.headers.get('ratelimit')).toMatch(/^"coupon-uses-user";r=\d+;t=3590$/)
  })

  it('a shop past its void limit is refused and the use stays live', async () => {
    const windowStart = inFreshWindow()
    const busyShop = await signIn('忙しいお店')
    const id = await insertCoupon(busyShop.id)
    const used = await use(id, alice.token)
    await useUp(RATE_LIMITS.couponVoidsPerUser, busyShop.id, windowStart)
    const refused = await voidWith(used.body.id, busyShop.token, '{"reason":"押し間違い"}')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('ratelimit-policy')).toBe('"coupon-voids-user";q=60;w=3600')
    expect(await isVoided(used.body.id)).toBe(0)
  })
})

describe('void reasons follow the text rule', () => {
  it('refuses broken Unicode and control characters with the rule’s message, voiding nothing', async () => {
    const id = await insertCoupon(shop.id)
    const used = await use(id, alice.token)
    const cases: [string, string][] = [
      ['{"reason":"押し間違い\\u0007"}', textProblemMessage('control', '取り消しの理由')],
      ['{"reason":"押し間違い\\u0085"}', textProblemMessage('control', '取り消しの理由')],
      ['{"reason":"押し間違い\\ufffd"}', textProblemMessage('invalid', '取り消しの理由')],
      ['{"reason":"押し\\ud800間違い"}', textProblemMessage('invalid', '取り消しの理由')],
      ['{"reason":"\\udfff"}', textProblemMessage('invalid', '取り消しの理由')],
      ['{"reason":"押し間違い\\uffff"}', textProblemMessage('invalid', '取り消しの理由')],
    ]
    for (const [body, message] of cases) {
      const answer = await voidWith(used.body.id, shop.token, body)
      expect([body, answer.status, answer.body.message, answer.body.field]).toEqual([
        body,
        400,
        message,
        'reason',
      ])
    }
    expect(await isVoided(used.body.id)).toBe(0)
  })

  it('keeps emoji sequences and line breaks people do type', async () => {
    const id = await insertCoupon(shop.id)
    const used = await use(id, alice.token)
    const reason = '家族👨‍👩‍👧で来店、\n押し間違い'
    const answer = await voidWith(used.body.id, shop.token, JSON.stringify({ reason }))
    expect(answer.status).toBe(200)
    expect(answer.body.void_reason).toBe(reason)
  })
})

describe('hostile void requests', () => {
  it('someone else’s use stays live, even for a shop with coupons of its own', async () => {
    const mine = await insertCoupon(otherShop.id)
    await use(mine, alice.token)
    const theirs = await insertCoupon(shop.id)
    const used = await use(theirs, alice.token)
    for (const token of [otherShop.token, alice.token]) {
      const answer = await voidWith(used.body.id, token, '{"reason":"押し間違い"}')
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe('取り消せるのはクーポンを掲載したお店だけです。')
    }
    const loggedOut = await call('POST', `/api/coupons/uses/${used.body.id}/void`, {
      json: { reason: '押し間違い' },
    })
    expect(loggedOut.status).toBe(401)
    expect(await isVoided(used.body.id)).toBe(0)
  })

  it('wrong types, extra fields, broken JSON and huge or deep bodies are 4xx JSON', async () => {
    const id = await insertCoupon(shop.id)
    const used = await use(id, alice.token)
    const nest = (depth: number) => `${'{"reason":'.repeat(depth)}"x"${'}'.repeat(depth)}`
    const bodies: [BodyInit, number, string?][] = [
      ['{"reason":["押し間違い"]}', 400],
      ['{"reason":{"text":"押し間違い"}}', 400],
      ['{"reason":true}', 400],
      ['{"reason":"押し間違い","voided_by":1}', 400],
      ['{"reason":"押し間違い","used_at":"2020-01-01"}', 400],
      ['"押し間違い"', 400],
      ['{"reason":"押し', 400],
      [
        new Uint8Array([0x7b, 0x22, 0x72, 0x65, 0x61, 0x73, 0x6f, 0x6e, 0x22, 0x3a, 0xed, 0xa0]),
        400,
      ],
      ['{"reason":"押し間違い"}', 400, 'text/plain'],
      [nest(100), 400],
      [nest(3000), 413],
      [JSON.stringify({ reason: 'あ'.repeat(50_000) }), 413],
    ]
    for (const [body, status, type] of bodies) {
      const answer = await voidWith(used.body.id, shop.token, body, type)
      const label = String(body).slice(0, 50)
      expect([label, answer.status]).toEqual([label, status])
      expect(answer.headers.get('content-type')).toMatch(/json/)
      expect(typeof answer.body.error).toBe('string')
      expect(answer.body.message).toMatch(JAPANESE)
    }
    expect(await isVoided(used.body.id)).toBe(0)
  })
})

describe('fuzzing the coupon routes with real coupons and uses', () => {
  it('never a 5xx, always JSON, never past a limit, voids only by the shop', async () => {
    const limited = await insertCoupon(shop.id, { total_limit: 3, per_user_limit: 1 })
    const reward = await insertCoupon(shop.id, { requires_grant: true })
    const used = await use(limited, alice.token)
    const tokens = [shop.token, otherShop.token, alice.token]
    // The first use and the ones the run itself records next.
    const useIds = fc.oneof(
      fc.integer({ min: used.body.id, max: used.body.id + 5 }).map(String),
      fc.constantFrom('0', '999999'),
    )
    const couponIds = fc.oneof(
      { weight: 3, arbitrary: fc.constant(String(limited)) },
      { weight: 1, arbitrary: fc.constantFrom(String(reward), '0') },
    )
    const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
    const useBody = fc
      .oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: awkwardText })
      .map((key) => json({ idempotency_key: key }))
    const voidBody = fc
      .oneof(
        { weight: 2, arbitrary: fc.constantFrom('押し間違い', '二重に押した') },
        { weight: 1, arbitrary: awkwardText },
      )
      .map((reason) => json({ reason }))
    type Route = [string, string, fc.Arbitrary<Uint8Array | null>]
    const none = fc.constant(null)
    const routes = fc.oneof(
      couponIds.map((id): Route => ['POST', `/api/coupons/${id}/uses`, useBody]),
      couponIds.map((id): Route => ['GET', `/api/coupons/${id}/status`, none]),
      couponIds.map((id): Route => ['GET', `/api/coupons/${id}/uses`, none]),
      useIds.map((id): Route => ['GET', `/api/coupons/uses/${id}`, none]),
      useIds.map((id): Route => ['POST', `/api/coupons/uses/${id}/void`, voidBody]),
      fc.constant<Route>(['GET', '/api/me/coupons', none]),
    )
    // Most requests are well formed with awkward values and a real session, so the handlers, not
    // only the validators, see them; the rest are the general fuzz suite's hostile requests.
    const arbitrary = routes.chain(([method, path, body]) =>
      fc.oneof(
        { weight: 1, arbitrary: requestFor(method, path, tokens) },
        {
          weight: 3,
          arbitrary: fc.tuple(fc.constantFrom(...tokens), body).map(([token, bytes]) => ({
            method,
            path,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: bytes,
          })),
        },
      ),
    )
    await fc.assert(
      fc.asyncProperty(arbitrary, async (fuzz) => {
        const res = await request(fuzz.path, {
          method: fuzz.method,
          headers: fuzz.headers,
          body: fuzz.body,
        })
        const text = fuzz.method === 'HEAD' ? '' : await res.text()
        const where = `\n${describeRequest(fuzz)}\n→ ${res.status} ${text.slice(0, 200)}`
        if (res.status >= 500) throw new Error(`5xx${where}`)
        const bodyless = fuzz.method === 'HEAD' || res.status === 204 || res.status === 304
        if (!bodyless && !/json/.test(res.headers.get('content-type') ?? '')) {
          throw new Error(`not JSON${where}`)
        }
        const live = (sql: string) => count(`SELECT count(*) AS n FROM coupon_uses ${sql}`)
        expect(await live(`WHERE coupon_id = ${limited} AND voided_at IS NULL`)).toBeLessThan(4)
        expect(
          await live(`WHERE coupon_id = ${limited} AND voided_at IS NULL
            GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`),
        ).toBeLessThan(2)
        expect(await live(`WHERE coupon_id = ${reward}`)).toBe(0)
        expect(await live(`WHERE voided_at IS NOT NULL AND voided_by <> ${shop.id}`)).toBe(0)
      }),
      { seed: 20261124, numRuns: 200, endOnFailure: true },
    )
    // A cap, not a wait: 200 runs took over a minute with a busy loop on each core.
  }, 180_000)
})
