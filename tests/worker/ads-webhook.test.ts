import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  call,
  type Delivery,
  deliver,
  deliverAll,
  deliveriesFor,
  orderState,
  placeOrder,
  press,
  reviewer,
  sessionOf,
  shop,
  sign,
} from './ads-helpers'
import { count, type OutboxItem } from './auth-helpers'

// POST /api/stripe/webhook with events signed by the Stripe stand-in (or by the test with the same
// secret): signatures, each event once, the payment paths (card, konbini paid later or never),
// refunds, and the transitions that must not happen.

async function cardPayment(token: string) {
  const placed = await placeOrder(token)
  await press(placed.checkout_url, 'card')
  const [completed] = await deliveriesFor(
    sessionOf(placed.checkout_url),
    'checkout.session.completed',
  )
  return { placed, completed: completed as Delivery }
}

describe('signatures', { timeout: 30_000 }, () => {
  it('refuses a tampered, stale, missing or foreign signature with 400 and changes nothing', async () => {
    const { token } = await shop()
    const { placed, completed } = await cardPayment(token)
    const tampered = completed.payload.replace('"amount_total":19800', '"amount_total":1')
    const stale = await sign(completed.payload, undefined, Math.floor(Date.now() / 1000) - 600)
    const foreign = await sign(completed.payload, 'whsec_someone_else')
    for (const [payload, signature] of [
      [tampered, completed.signature],
      [completed.payload, stale],
      [completed.payload, foreign],
      [completed.payload, ''],
      [completed.payload, 't=abc,v1=zz'],
    ] as const) {
      const res = await deliver(completed, signature, payload)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_signature' })
    }
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
    expect(
      await count('SELECT COUNT(*) AS n FROM stripe_events WHERE id = ?1', completed.event_id),
    ).toBe(0)
    expect((await deliver(completed)).status).toBe(200)
    expect(await orderState(placed.order.id)).toBe('paid')
  })
})

describe('each event once', { timeout: 30_000 }, () => {
  it('handles a replay as a duplicate, changing nothing', async () => {
    const { token } = await shop()
    const { placed, completed } = await cardPayment(token)
    expect((await deliver(completed)).body).toEqual({ received: true, duplicate: false })
    const paidAt = await env.DB.prepare('SELECT paid_at FROM ad_orders WHERE id = ?1')
      .bind(placed.order.id)
      .first()
    expect((await deliver(completed)).body).toEqual({ received: true, duplicate: true })
    expect(
      await env.DB.prepare('SELECT paid_at FROM ad_orders WHERE id = ?1')
        .bind(placed.order.id)
        .first(),
    ).toEqual(paidAt)
  })

  it('handles the same event delivered many times at once exactly once', async () => {
    const { token } = await shop()
    const { placed, completed } = await cardPayment(token)
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(completed)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1)
    expect(await orderState(placed.order.id)).toBe('paid')
    expect(
      await count('SELECT COUNT(*) AS n FROM stripe_events WHERE id = ?1', completed.event_id),
    ).toBe(1)
  })
})

describe('payment paths', { timeout: 30_000 }, () => {
  it('card: paid at once', async () => {
    const { token } = await shop()
    const { placed } = await cardPayment(token)
    await deliverAll(sessionOf(placed.checkout_url))
    const order = await call('GET', `/api/ads/orders/${placed.order.id}`, { token })
    expect(order.body).toMatchObject({ state: 'paid', payment_method: 'card' })
  })

  it('konbini: awaiting payment until the async success, which pays it', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const session = sessionOf(placed.checkout_url)
    expect(await press(placed.checkout_url, 'konbini')).toContain(
      `/app/ads/success?order=${placed.order.id}`,
    )
    await deliverAll(session)
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
    // Leaving the page now does not turn a konbini payment under way back into a draft.
    await call('POST', `/api/ads/orders/${placed.order.id}/cancel`, { token })
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
    expect(
      (await call('POST', `/api/ads/orders/${placed.order.id}/checkout`, { token })).status,
    ).toBe(409)
    await press(placed.checkout_url, 'konbini-paid')
    const [succeeded] = await deliveriesFor(session, 'checkout.session.async_payment_succeeded')
    expect((await deliver(succeeded as Delivery)).status).toBe(200)
    expect(await orderState(placed.order.id)).toBe('paid')
  })

  it('konbini never paid: the order is a draft again and can be paid anew', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const session = sessionOf(placed.checkout_url)
    await press(placed.checkout_url, 'konbini')
    await press(placed.checkout_url, 'konbini-expired')
    await deliverAll(session)
    expect(await orderState(placed.order.id)).toBe('draft')
    const again = await call<{ checkout_url: string }>(
      'POST',
      `/api/ads/orders/${placed.order.id}/checkout`,
      { token },
    )
    expect(again.status).toBe(200)
    expect(again.body.checkout_url).not.toBe(placed.checkout_url)
  })

  it('turns an order whose Checkout Session expired unpaid back into a draft', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const session = sessionOf(placed.checkout_url)
    const payload = JSON.stringify({
      id: `evt_expired_${crypto.randomUUID()}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: session, object: 'checkout.session', status: 'expired' } },
    })
    expect((await deliver({ payload } as Delivery, await sign(payload), payload)).status).toBe(200)
    expect(await orderState(placed.order.id)).toBe('draft')
    const again = await call<{ checkout_url: string }>(
      'POST',
      `/api/ads/orders/${placed.order.id}/checkout`,
      { token },
    )
    expect(again.body.checkout_url).not.toBe(placed.checkout_url)
  })

  it('ignores a correctly signed event whose amount is not the order’s', async () => {
    const { token } = await shop()
    const { placed, completed } = await cardPayment(token)
    const forged = JSON.parse(completed.payload)
    forged.id = `evt_forged_${crypto.randomUUID()}`
    forged.data.object.amount_total = 100
    const payload = JSON.stringify(forged)
    expect((await deliver(completed, await sign(payload), payload)).status).toBe(200)
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
  })

  it('never pays an order from an async success out of order, nor runs an unpaid one', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const session = sessionOf(placed.checkout_url)
    const early = JSON.stringify({
      id: `evt_early_${crypto.randomUUID()}`,
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: {
        object: { id: session, object: 'checkout.session', amount_total: 19_800, currency: 'jpy' },
      },
    })
    await deliver({ payload: early } as Delivery, await sign(early), early)
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
    const admin = await reviewer()
    const approve = await call('POST', `/api/ads/review/${placed.order.id}/approve`, {
      token: admin.token,
    })
    expect(approve.status).toBe(409)
    await expect(
      env.DB.prepare("UPDATE ad_orders SET state = 'running' WHERE id = ?1")
        .bind(placed.order.id)
        .run(),
    ).rejects.toThrow(/CHECK/)
  })
})

describe('review and refunds', { timeout: 30_000 }, () => {
  it('is for admins only, checked on the server', async () => {
    const { token } = await shop()
    expect((await call('GET', '/api/ads/review', { token })).status).toBe(403)
    expect((await call('GET', '/api/ads/review')).status).toBe(401)
    expect((await call('POST', '/api/ads/review/1/approve', { token })).status).toBe(403)
  })

  it('refuses hostile review input with a 4xx and changes nothing', async () => {
    const { token } = await shop()
    const { placed } = await cardPayment(token)
    await deliverAll(sessionOf(placed.checkout_url))
    const admin = await reviewer()
    const path = `/api/ads/review/${placed.order.id}/reject`
    for (const body of [
      { reason: 42 },
      { reason: 'x'.repeat(501) },
      { reason: ['a'] },
      { reason: 'a\u0000b' },
      {},
    ]) {
      const res = await call('POST', path, { token: admin.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect(
      (await call('POST', path, { token: admin.token, raw: `{"reason":"${'x'.repeat(20_000)}"}` }))
        .status,
    ).toBe(413)
    expect(
      (await call('POST', '/api/ads/review/99999999/approve', { token: admin.token })).status,
    ).toBe(404)
    expect((await call('POST', '/api/ads/review/abc/approve', { token: admin.token })).status).toBe(
      404,
    )
    expect(await orderState(placed.order.id)).toBe('paid')
  })

  it('approves a paid order into the schedule', async () => {
    const { token } = await shop()
    const { placed } = await cardPayment(token)
    await deliverAll(sessionOf(placed.checkout_url))
    const admin = await reviewer()
    const queue = await call<{ items: { id: number }[] }>('GET', '/api/ads/review', {
      token: admin.token,
    })
    expect(queue.body.items.map((o) => o.id)).toContain(placed.order.id)
    await call('GET', `/api/ads/review/${placed.order.id}`, { token: admin.token })
    expect(await orderState(placed.order.id)).toBe('in_review')
    const approved = await call('POST', `/api/ads/review/${placed.order.id}/approve`, {
      token: admin.token,
    })
    expect(approved.body.state).toBe('scheduled')
    expect(
      (await call('POST', `/api/ads/review/${placed.order.id}/approve`, { token: admin.token }))
        .status,
    ).toBe(409)
  })

  it('rejects with a reason: refunded through Stripe, the shop told by email', async () => {
    const { token } = await shop()
    const { placed } = await cardPayment(token)
    await deliverAll(sessionOf(placed.checkout_url))
    const admin = await reviewer()
    const bad = await call('POST', `/api/ads/review/${placed.order.id}/reject`, {
      token: admin.token,
      body: { reason: '' },
    })
    expect(bad.status).toBe(400)
    const rejected = await call('POST', `/api/ads/review/${placed.order.id}/reject`, {
      token: admin.token,
      body: { reason: '誇大な表現（日本一）が含まれています。' },
    })
    expect(rejected.body).toMatchObject({ state: 'rejected', refund_started: true })
    const intent = await env.DB.prepare('SELECT payment_intent_id FROM ad_orders WHERE id = ?1')
      .bind(placed.order.id)
      .first<{ payment_intent_id: string }>()
    const [refunded] = await deliveriesFor(intent?.payment_intent_id ?? '', 'charge.refunded')
    expect(refunded).toBeDefined()
    expect((await deliver(refunded as Delivery)).status).toBe(200)
    expect(await orderState(placed.order.id)).toBe('refunded')
    expect((await deliver(refunded as Delivery)).body.duplicate).toBe(true)
    const receipt = await call('GET', `/api/ads/orders/${placed.order.id}/receipt`, { token })
    expect(receipt.body).toMatchObject({ refunded: true, total: 19_800 })
    const mail = await env.DB.prepare(
      'SELECT to_address AS "to", subject, text_body AS text FROM mail_outbox WHERE to_address = ?1',
    )
      .bind('billing@ramen.example.jp')
      .all<OutboxItem>()
    expect(
      mail.results.some((m) => m.text.includes('誇大な表現') && m.text.includes('19,800')),
    ).toBe(true)
    expect(
      (
        await call('POST', `/api/ads/review/${placed.order.id}/reject`, {
          token: admin.token,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(409)
  })

  it('tries a lost refund again, once, for staff only, and refuses every other case', async () => {
    const { token } = await shop()
    const { placed } = await cardPayment(token)
    await deliverAll(sessionOf(placed.checkout_url))
    const admin = await reviewer()
    const path = `/api/ads/review/${placed.order.id}/refund`
    // A paid order is not refundable through this door; nor are unknown or malformed ids.
    expect((await call('POST', path, { token: admin.token })).status).toBe(409)
    expect(
      (await call('POST', '/api/ads/review/99999999/refund', { token: admin.token })).status,
    ).toBe(404)
    expect(
      (await call('POST', '/api/ads/review/%F0%9F/refund', { token: admin.token })).status,
    ).toBe(404)
    expect((await call('POST', path, { token })).status).toBe(403)
    await call('POST', `/api/ads/review/${placed.order.id}/reject`, {
      token: admin.token,
      body: { reason: '画像の権利を確認できませんでした。' },
    })
    // Stripe refunded, but the answer never reached our database.
    await env.DB.prepare(
      `UPDATE ad_orders SET refund_id = NULL, refund_status = NULL, refunded_at = NULL,
         state = 'rejected' WHERE id = ?1`,
    )
      .bind(placed.order.id)
      .run()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', path, { token: admin.token })),
    )
    expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true)
    expect(answers.some((res) => res.status === 200)).toBe(true)
    const row = await env.DB.prepare(
      'SELECT payment_intent_id, refund_id FROM ad_orders WHERE id = ?1',
    )
      .bind(placed.order.id)
      .first<{ payment_intent_id: string; refund_id: string | null }>()
    expect(row?.refund_id).toMatch(/^re_/)
    // Stripe's idempotency key makes every try the same refund: the shop is refunded once.
    expect(await deliveriesFor(row?.payment_intent_id ?? '', 'charge.refunded')).toHaveLength(1)
    expect((await call('POST', path, { token: admin.token })).status).toBe(409)
  })
})
