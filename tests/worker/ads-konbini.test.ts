import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AdOrder, AdReceipt } from '../../src/shared/api/ads'
import {
  call,
  type Delivery,
  deliver,
  deliverAll,
  deliveriesFor,
  ORDER,
  orderState,
  paymentsEnv,
  placeOrder,
  press,
  reviewer,
  sessionOf,
  shop,
  stripeOrigin,
} from './ads-helpers'

// The method a shop paid with and what follows from it. A Checkout Session lists every method it
// offered (card and konbini), so the order reads the method used from the PaymentIntent; a konbini
// payment has no card to refund to, so its refund goes to the shop's bank account once they
// answer Stripe's email, and the order follows the refund's own events to the end.

const stripeKey = 'sk_test_worker_stand_in'

async function stripeGet<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${stripeOrigin}${path}`, {
    headers: { authorization: `Bearer ${stripeKey}` },
  })
  return (await res.json()) as T
}

async function order(token: string, id: number) {
  return (await call<AdOrder>('GET', `/api/ads/orders/${id}`, { token })).body
}

/** Ordered, paid at the counter, events delivered: a paid konbini order. */
async function konbiniPaid(token: string, billingEmail: string) {
  const placed = await placeOrder(token, { billing_email: billingEmail })
  await press(placed.checkout_url, 'konbini')
  await press(placed.checkout_url, 'konbini-paid')
  await deliverAll(sessionOf(placed.checkout_url))
  return placed.order.id
}

async function rejectOrder(id: number) {
  const admin = await reviewer()
  const rejected = await call('POST', `/api/ads/review/${id}/reject`, {
    token: admin.token,
    body: { reason: '画像の権利を確認できませんでした。' },
  })
  expect(rejected.body).toMatchObject({ state: 'rejected', refund_started: true })
  return admin
}

async function refundRow(id: number) {
  return (await env.DB.prepare(
    'SELECT payment_intent_id, refund_id, refund_status, state FROM ad_orders WHERE id = ?1',
  )
    .bind(id)
    .first()) as {
    payment_intent_id: string
    refund_id: string
    refund_status: string | null
    state: string
  }
}

/** The customer answers Stripe's refund email (bank-details) or lets it expire. */
async function answerRefund(refundId: string, action: 'bank-details' | 'expire') {
  const res = await fetch(`${stripeOrigin}/c/refund/${refundId}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
}

const deliverEach = async (deliveries: Delivery[]) => {
  for (const delivery of deliveries) expect((await deliver(delivery)).status).toBe(200)
}

describe('the method used', { timeout: 60_000 }, () => {
  it('records konbini when the session offered card and konbini, and card when card paid', async () => {
    const { token } = await shop()
    const konbini = await placeOrder(token)
    const session = sessionOf(konbini.checkout_url)
    expect((await stripeGet(`/v1/checkout/sessions/${session}`)).payment_method_types).toEqual([
      'card',
      'konbini',
    ])
    await press(konbini.checkout_url, 'konbini')
    await deliverAll(session)
    // The success page stops asking and shows the konbini instructions for this answer.
    expect(await order(token, konbini.order.id)).toMatchObject({
      state: 'awaiting_payment',
      payment_method: 'konbini',
    })
    await press(konbini.checkout_url, 'konbini-paid')
    await deliverAll(session)
    expect(await order(token, konbini.order.id)).toMatchObject({
      state: 'paid',
      payment_method: 'konbini',
    })

    const card = await placeOrder(token)
    await press(card.checkout_url, 'card')
    await deliverAll(sessionOf(card.checkout_url))
    expect(await order(token, card.order.id)).toMatchObject({
      state: 'paid',
      payment_method: 'card',
    })
  })

  it('answers 503 and claims nothing when Stripe cannot be asked, then takes the retry', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    await press(placed.checkout_url, 'konbini')
    const [completed] = await deliveriesFor(
      sessionOf(placed.checkout_url),
      'checkout.session.completed',
    )
    const delivery = completed as Delivery
    // A port nothing listens on: the Stripe API is unreachable for this delivery.
    const unreachable = { ...paymentsEnv, STRIPE_API_BASE: 'http://127.0.0.1:9' } as Env
    const failed = await call('POST', '/api/stripe/webhook', {
      raw: delivery.payload,
      headers: { 'stripe-signature': delivery.signature },
      withEnv: unreachable,
    })
    expect(failed.status).toBe(503)
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
    const retried = await deliver(delivery)
    expect(retried.body).toMatchObject({ received: true, duplicate: false })
    expect((await order(token, placed.order.id)).payment_method).toBe('konbini')
  })
})

describe('konbini refunds', { timeout: 60_000 }, () => {
  it('passes instructions_email, waits for the bank details, and is refunded when they come', async () => {
    const { token } = await shop()
    const email = `konbini-${crypto.randomUUID().slice(0, 8)}@ramen.example.jp`
    const id = await konbiniPaid(token, email)
    await rejectOrder(id)
    const row = await refundRow(id)
    const refund = await stripeGet<{ status: string; instructions_email: string | null }>(
      `/v1/refunds/${row.refund_id}`,
    )
    expect(refund).toMatchObject({ status: 'requires_action', instructions_email: email })
    expect(await order(token, id)).toMatchObject({
      state: 'rejected',
      refund_status: 'requires_action',
      refund_email: email,
    })
    // Stripe says charge.refunded as soon as the refund starts: the order is not refunded yet.
    await deliverEach(await deliveriesFor(row.payment_intent_id))
    expect(await order(token, id)).toMatchObject({
      state: 'rejected',
      refund_status: 'requires_action',
    })
    const receipt = await call<AdReceipt>('GET', `/api/ads/orders/${id}/receipt`, { token })
    expect(receipt.body).toMatchObject({ refunded: false, refund_status: 'requires_action' })

    await answerRefund(row.refund_id, 'bank-details')
    const updates = await deliveriesFor(row.refund_id, 'refund.updated')
    expect(updates).toHaveLength(2)
    await deliverEach(updates)
    expect(await order(token, id)).toMatchObject({ state: 'refunded', refund_status: 'succeeded' })
    const after = await call<AdReceipt>('GET', `/api/ads/orders/${id}/receipt`, { token })
    expect(after.body).toMatchObject({ refunded: true, refund_status: 'succeeded' })
    const mail = await env.DB.prepare(
      'SELECT text_body AS text FROM mail_outbox WHERE to_address = ?1',
    )
      .bind(email)
      .first<{ text: string }>()
    expect(mail?.text).toContain('口座情報')
  })

  it('follows refund.failed when the instructions expire, and staff start a new refund once', async () => {
    const { token } = await shop()
    const email = `expired-${crypto.randomUUID().slice(0, 8)}@ramen.example.jp`
    const id = await konbiniPaid(token, email)
    const admin = await rejectOrder(id)
    const first = await refundRow(id)
    await deliverEach(await deliveriesFor(first.payment_intent_id))
    await answerRefund(first.refund_id, 'expire')
    const [failed] = await deliveriesFor(first.refund_id, 'refund.failed')
    expect((await deliver(failed as Delivery)).status).toBe(200)
    expect(await order(token, id)).toMatchObject({ state: 'rejected', refund_status: 'failed' })
    const queue = await call<{ items: { id: number; refund_pending: boolean }[] }>(
      'GET',
      '/api/ads/review',
      { token: admin.token },
    )
    expect(queue.body.items.find((item) => item.id === id)?.refund_pending).toBe(true)

    const path = `/api/ads/review/${id}/refund`
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', path, { token: admin.token })),
    )
    expect(answers.some((res) => res.status === 200)).toBe(true)
    expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true)
    const second = await refundRow(id)
    expect(second.refund_id).not.toBe(first.refund_id)
    expect(second.refund_status).toBe('requires_action')
    // One new refund for the five tries, with the instructions sent to the billing address again.
    const created = await deliveriesFor(first.payment_intent_id, 'refund.created')
    expect(created).toHaveLength(2)
    expect(
      (await stripeGet<{ instructions_email: string }>(`/v1/refunds/${second.refund_id}`))
        .instructions_email,
    ).toBe(email)
    // A late event of the failed refund does not touch the new one.
    expect((await deliver(failed as Delivery)).body.duplicate).toBe(true)
    await deliverEach(await deliveriesFor(first.refund_id, 'refund.updated'))
    expect((await refundRow(id)).refund_status).toBe('requires_action')
    expect((await call('POST', path, { token: admin.token })).status).toBe(409)
  })

  it('ends in the same state whatever order the refund events arrive in', async () => {
    const { token } = await shop()
    const id = await konbiniPaid(token, ORDER.billing_email)
    await rejectOrder(id)
    const row = await refundRow(id)
    await answerRefund(row.refund_id, 'bank-details')
    const events = (await deliveriesFor(row.payment_intent_id)).filter(
      (d) => d.type.startsWith('refund.') || d.type === 'charge.refunded',
    )
    expect(events.map((d) => d.type)).toEqual([
      'refund.created',
      'charge.refunded',
      'refund.updated',
      'refund.updated',
    ])
    await deliverEach([...events].reverse())
    expect(await refundRow(id)).toMatchObject({ state: 'refunded', refund_status: 'succeeded' })
  })
})
