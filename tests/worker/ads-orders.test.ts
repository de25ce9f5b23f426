import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AdOrder, AdPlansResponse, AdReceipt } from '../../src/shared/api/ads'
import {
  call,
  deliverAll,
  ORDER,
  type Ordered,
  orderState,
  paidOrder,
  placeOrder,
  press,
  sessionOf,
  shop,
  stripeOrigin,
  tokyoDay,
} from './ads-helpers'
import { count } from './auth-helpers'

// Ordering an ad: plans and prices decided by the server, the order and its Checkout Session on
// the loopback Stripe stand-in, drafts, the receipt, and what a hostile client cannot do.

const noPayments = { ...env, STRIPE_SECRET_KEY: '' } as Env

async function stripeSession(id: string) {
  const res = await fetch(`${stripeOrigin}/v1/checkout/sessions/${id}`, {
    headers: { authorization: 'Bearer sk_test_worker_stand_in' },
  })
  return (await res.json()) as {
    amount_total: number
    currency: string
    status: string
    url: string
  }
}

describe('plans', { timeout: 30_000 }, () => {
  it('lists the plans with tax-inclusive prices and reach counted from the app', async () => {
    const res = await call<AdPlansResponse>('GET', '/api/ads/plans')
    expect(res.status).toBe(200)
    expect(res.body.payments).toBe(true)
    expect(res.body.plans.map((p) => [p.id, p.subtotal, p.tax, p.total])).toEqual([
      ['timeline-1w', 10_000, 1_000, 11_000],
      ['timeline-2w', 18_000, 1_800, 19_800],
      ['timeline-4w', 32_000, 3_200, 35_200],
    ])
    expect(res.body.reach.users).toBe(
      await count("SELECT COUNT(*) AS n FROM users WHERE status = 'active'"),
    )
  })

  it('says payments are off without STRIPE_SECRET_KEY, and stores nothing when ordering', async () => {
    expect(
      (await call<AdPlansResponse>('GET', '/api/ads/plans', { withEnv: noPayments })).body.payments,
    ).toBe(false)
    const { token } = await shop()
    const before = await count('SELECT COUNT(*) AS n FROM ad_orders')
    const res = await call('POST', '/api/ads/orders', {
      token,
      withEnv: noPayments,
      body: { ...ORDER, starts_on: tokyoDay(2) },
    })
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('payments_unavailable')
    expect(String(res.body.message)).toContain('オンライン決済をご利用いただけません')
    expect(await count('SELECT COUNT(*) AS n FROM ad_orders')).toBe(before)
  })
})

describe('ordering', { timeout: 30_000 }, () => {
  it('opens a Checkout Session for the amount of the plan, whatever the client claims', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token, { total: 1, subtotal: 1, tax: 0, amount: 1 })
    expect(placed.order).toMatchObject({
      state: 'awaiting_payment',
      subtotal: 18_000,
      tax: 1_800,
      total: 19_800,
    })
    expect(placed.order.ends_on).toBe(tokyoDay(14))
    const session = await stripeSession(sessionOf(placed.checkout_url))
    expect(session).toMatchObject({ amount_total: 19_800, currency: 'jpy', status: 'open' })
  })

  it('needs a login, and refuses hostile and wrong input with a 400 naming the field', async () => {
    const { token } = await shop()
    expect(
      (await call('POST', '/api/ads/orders', { body: { ...ORDER, starts_on: tokyoDay(1) } }))
        .status,
    ).toBe(401)
    const cases: [Record<string, unknown>, string][] = [
      [{ plan: 'timeline-99w' }, 'plan'],
      [{ plan: 42 }, 'plan'],
      [{ starts_on: tokyoDay(0) }, 'starts_on'],
      [{ starts_on: tokyoDay(120) }, 'starts_on'],
      [{ starts_on: '2027-02-30' }, 'starts_on'],
      [{ headline: 'x'.repeat(31) }, 'headline'],
      [{ headline: 'a\u202Eb' }, 'headline'],
      [{ headline: ['array'] }, 'headline'],
      [{ body: '' }, 'body'],
      [{ link_url: 'javascript:alert(1)' }, 'link_url'],
      [{ link_url: null }, 'link_url'],
      [{ post_id: 1 }, 'link_url'],
      [{ billing_email: 'not-mail' }, 'billing_email'],
      [{ billing_name: { deep: { deeper: [1, 2, { deepest: true }] } } }, 'billing_name'],
    ]
    for (const [change, field] of cases) {
      const res = await call('POST', '/api/ads/orders', {
        token,
        body: { ...ORDER, starts_on: tokyoDay(1), ...change },
      })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.field, JSON.stringify(change)).toBe(field)
    }
    const lone = await call('POST', '/api/ads/orders', {
      token,
      raw: `{"plan":"timeline-1w","starts_on":"${tokyoDay(1)}","headline":"\\ud800","body":"x","link_url":"https://a.example/","billing_name":"a","billing_email":"a@b.jp"}`,
    })
    expect(lone.status).toBe(400)
    const huge = await call('POST', '/api/ads/orders', {
      token,
      body: { ...ORDER, body: 'x'.repeat(40_000) },
    })
    expect(huge.status).toBe(413)
    const broken = await call('POST', '/api/ads/orders', { token, raw: '{"plan":' })
    expect(broken.status).toBe(400)
  })

  it("boosts only the shop's own public post", async () => {
    const owner = await shop()
    const other = await shop()
    const post = await env.DB.prepare(
      "INSERT INTO posts (user_id, body) VALUES (?1, 'みなと祭りの屋台') RETURNING id",
    )
      .bind(owner.id)
      .first<{ id: number }>()
    const foreign = await call('POST', '/api/ads/orders', {
      token: other.token,
      body: { ...ORDER, link_url: null, post_id: post?.id, starts_on: tokyoDay(1) },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.field).toBe('post_id')
    const own = await placeOrder(owner.token, { link_url: null, post_id: post?.id })
    expect(own.order.post_id).toBe(post?.id)
  })

  it('keeps a cancelled checkout as a draft that resumes in the same session', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const back = await press(placed.checkout_url, 'cancel')
    expect(back).toBe(`http://localhost:8787/app/ads/cancel?order=${placed.order.id}`)
    const cancelled = await call<AdOrder>('POST', `/api/ads/orders/${placed.order.id}/cancel`, {
      token,
    })
    expect(cancelled.body.state).toBe('draft')
    const resumed = await call<Ordered>('POST', `/api/ads/orders/${placed.order.id}/checkout`, {
      token,
    })
    expect(resumed.status).toBe(200)
    expect(resumed.body.checkout_url).toBe(placed.checkout_url)
    expect(resumed.body.order.state).toBe('awaiting_payment')
    const list = await call<{ items: AdOrder[] }>('GET', '/api/ads/orders', { token })
    expect(list.body.items.map((o) => o.id)).toEqual([placed.order.id])
  })

  it("answers someone else's order as unknown, and a paid order cannot be checked out again", async () => {
    const owner = await shop()
    const other = await shop()
    const id = await paidOrder(owner.token)
    for (const [method, path] of [
      ['GET', `/api/ads/orders/${id}`],
      ['GET', `/api/ads/orders/${id}/receipt`],
      ['POST', `/api/ads/orders/${id}/checkout`],
      ['POST', `/api/ads/orders/${id}/cancel`],
    ] as const) {
      const res = await call(method, path, { token: other.token })
      expect(res.status, path).toBe(404)
    }
    expect(
      (await call('POST', `/api/ads/orders/${id}/checkout`, { token: owner.token })).status,
    ).toBe(409)
    expect(
      (await call('POST', `/api/ads/orders/${id}/cancel`, { token: owner.token })).status,
    ).toBe(200)
    expect(await orderState(id)).toBe('paid')
    expect((await call('GET', '/api/ads/orders/not-a-number', { token: owner.token })).status).toBe(
      404,
    )
  })

  it('limits orders per shop, exactly, when they arrive at once', async () => {
    const { token, id } = await shop()
    const attempts = await Promise.all(
      Array.from({ length: 24 }, () =>
        call('POST', '/api/ads/orders', { token, body: { ...ORDER, starts_on: tokyoDay(3) } }),
      ),
    )
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(20)
    const refused = attempts.filter((r) => r.status === 429)
    expect(refused).toHaveLength(4)
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await count('SELECT COUNT(*) AS n FROM ad_orders WHERE user_id = ?1', id)).toBe(20)
  })
})

describe('receipt', { timeout: 30_000 }, () => {
  it('is a qualified invoice once paid: registration number, tax per rate, buyer', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token, { plan: 'timeline-1w' })
    const early = await call('GET', `/api/ads/orders/${placed.order.id}/receipt`, { token })
    expect(early.status).toBe(409)
    await press(placed.checkout_url, 'card')
    await deliverAll(sessionOf(placed.checkout_url))
    const res = await call<AdReceipt>('GET', `/api/ads/orders/${placed.order.id}/receipt`, {
      token,
    })
    expect(res.status).toBe(200)
    expect(res.body.issuer.registration_number).toBe('T1234567890123')
    expect(res.body.issuer.name).toBe(env.BUSINESS_NAME)
    expect(res.body.buyer).toBe(ORDER.billing_name)
    expect(res.body.per_rate).toEqual([{ tax_rate_percent: 10, subtotal: 10_000, tax: 1_000 }])
    expect(res.body.total).toBe(11_000)
    expect(res.body.lines[0]?.description).toContain('1週間')
    // The days as every page writes dates, with the year (a receipt is kept for the books).
    expect(res.body.lines[0]?.description).toMatch(
      /（\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)〜\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)）$/,
    )
    const unset = await call('GET', `/api/ads/orders/${placed.order.id}/receipt`, {
      token,
      withEnv: { ...env, BUSINESS_INVOICE_NUMBER: 'T123' } as Env,
    })
    expect(unset.status).toBe(503)
    expect(unset.body.error).toBe('invoice_not_configured')
  })
})

describe('leaving Checkout', { timeout: 30_000 }, () => {
  it('is limited per shop like every repeatable write', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const answers = await Promise.all(
      Array.from({ length: 62 }, () =>
        call('POST', `/api/ads/orders/${placed.order.id}/cancel`, { token }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2)
    expect(await orderState(placed.order.id)).toBe('draft')
  })
})
