import { describe, expect, it } from 'vitest'
import {
  call,
  type Delivery,
  deliverAll,
  deliveriesFor,
  placeOrder,
  press,
  reviewer,
  sessionOf,
  shop,
  stripeOrigin,
} from './ads-helpers'
import published from './ads-stripe-fixtures.json'

// The Stripe stand-in (scripts/lib/stripe-stand-in.mjs) held against Stripe's own published
// examples: the objects of Stripe's OpenAPI fixtures, from the `stripe/openapi` repository,
// file openapi/fixtures3.json (commit in ads-stripe-fixtures.json, copied unchanged). Every field
// the stand-in writes must be a field of Stripe's object with the same JSON type, nested objects
// included, and the fields the Worker reads must be there.
//
// The fixtures show a card payment. Fields Stripe writes only for other methods or states are
// not in them; they are listed below with the stripe package's type that documents them.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const fixtures = published.resources as unknown as Record<string, JsonObject>

/** Fields of Stripe objects absent from the fixtures (which show a card payment). */
const NOT_IN_FIXTURES: Record<string, string> = {
  // Stripe.PaymentMethod.konbini, Stripe.Charge.PaymentMethodDetails.Konbini(.Store.chain)
  'payment_method.konbini': 'object',
  'charge.payment_method_details.konbini': 'object',
  'charge.payment_method_details.konbini.store': 'object',
  'charge.payment_method_details.konbini.store.chain': 'string',
  // Stripe.PaymentIntent.NextAction.KonbiniDisplayDetails
  'payment_intent.next_action.konbini_display_details': 'object',
  'payment_intent.next_action.konbini_display_details.expires_at': 'number',
  'payment_intent.next_action.konbini_display_details.hosted_voucher_url': 'string',
  // Stripe.Refund: failure_reason, instructions_email, next_action (display_details, email_sent)
  'refund.failure_reason': 'string',
  'refund.instructions_email': 'string',
  'refund.next_action': 'object',
  'refund.next_action.type': 'string',
  'refund.next_action.display_details': 'object',
  'refund.next_action.display_details.expires_at': 'number',
  'refund.next_action.display_details.email_sent': 'object',
  'refund.next_action.display_details.email_sent.email_sent_at': 'number',
  'refund.next_action.display_details.email_sent.email_sent_to': 'string',
}

/** Fields Stripe types as nullable although the fixture shows a value. */
const NULLABLE = new Set([
  'payment_intent.canceled_at', // Stripe.PaymentIntent.canceled_at: number | null
  'payment_intent.last_payment_error', // PaymentIntent.LastPaymentError | null
  'payment_intent.next_action', // PaymentIntent.NextAction | null
  'payment_intent.transfer_data', // PaymentIntent.TransferData | null
  'charge.description', // string | null
  'refund.destination_details', // only for methods that refund to their own rail
  'refund.balance_transaction', // string | BalanceTransaction | null
  // Stripe.PaymentMethod.BillingDetails and Stripe.Address: every field is `string | null`.
  'payment_method.billing_details.',
  'charge.billing_details.',
])
const nullable = (at: string) =>
  NULLABLE.has(at) || [...NULLABLE].some((entry) => entry.endsWith('.') && at.startsWith(entry))

const typeOf = (value: Json) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** Where `ours` differs in shape from Stripe's `theirs`: extra fields and different types. */
function shapeProblems(ours: JsonObject, theirs: JsonObject | null, path: string): string[] {
  const problems: string[] = []
  for (const [key, value] of Object.entries(ours)) {
    const at = `${path}.${key}`
    const known = theirs && key in theirs
    const documented = NOT_IN_FIXTURES[at]
    if (!known && !documented) {
      problems.push(`${at}: not a field of Stripe's object`)
      continue
    }
    const their = known ? (theirs[key] as Json) : null
    const expected = known && their !== null ? typeOf(their) : documented
    if (value === null) {
      if (known && their !== null && !nullable(at))
        problems.push(`${at}: null, Stripe: ${expected}`)
      continue
    }
    if (expected && typeOf(value) !== expected) {
      problems.push(`${at}: ${typeOf(value)}, Stripe: ${expected}`)
      continue
    }
    // metadata holds the integration's own keys.
    if (typeOf(value) === 'object' && key !== 'metadata') {
      const nested = their !== null && typeOf(their) === 'object' ? (their as JsonObject) : null
      problems.push(...shapeProblems(value as JsonObject, nested, at))
    }
    if (Array.isArray(value) && Array.isArray(their) && value.length && their.length) {
      if (typeOf(value[0] as Json) !== typeOf(their[0] as Json))
        problems.push(`${at}[0]: ${typeOf(value[0] as Json)}, Stripe: ${typeOf(their[0] as Json)}`)
    }
  }
  return problems
}

/** Holds one stand-in object against the fixture of its kind, and asks for `needed` fields. */
function expectStripeShape(kind: string, object: JsonObject, needed: string[]) {
  const fixture = fixtures[kind] as JsonObject
  expect(object.object).toBe(fixture.object)
  expect(shapeProblems(object, fixture, kind)).toEqual([])
  for (const field of needed) expect(object, `${kind}.${field}`).toHaveProperty(field)
}

async function get(path: string): Promise<JsonObject> {
  const res = await fetch(`${stripeOrigin}${path}`, {
    headers: { authorization: 'Bearer sk_test_worker_stand_in' },
  })
  expect(res.status, path).toBe(200)
  return (await res.json()) as JsonObject
}

function expectEvent(delivery: Delivery | undefined, kind: string, needed: string[]) {
  expect(delivery).toBeDefined()
  const event = JSON.parse((delivery as Delivery).payload) as JsonObject
  const envelope = { ...event, data: {} }
  expect(shapeProblems(envelope, { ...fixtures.event, data: {} } as JsonObject, 'event')).toEqual(
    [],
  )
  expect(Object.keys(fixtures.event as JsonObject).sort()).toEqual(Object.keys(event).sort())
  expectStripeShape(kind, (event.data as JsonObject).object as JsonObject, needed)
}

const SESSION_FIELDS = [
  'id',
  'payment_intent',
  'payment_method_types',
  'payment_status',
  'amount_total',
  'currency',
  'status',
  'url',
]

describe('the Stripe stand-in against Stripe’s published fixtures', { timeout: 60_000 }, () => {
  it('checks the shapes at all: a wrong type or an unknown field is found', () => {
    const session = fixtures['checkout.session'] as JsonObject
    expect(shapeProblems({ ...session }, session, 'checkout.session')).toEqual([])
    expect(
      shapeProblems(
        { ...session, payment_method_types: 'card', made_up: 1 },
        session,
        'checkout.session',
      ),
    ).toEqual([
      'checkout.session.payment_method_types: string, Stripe: array',
      "checkout.session.made_up: not a field of Stripe's object",
    ])
  })

  it('session, PaymentIntent, PaymentMethod and charge of a konbini payment, and its events', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token)
    const session = sessionOf(placed.checkout_url)
    await press(placed.checkout_url, 'konbini')
    const retrieved = await get(`/v1/checkout/sessions/${session}`)
    expectStripeShape('checkout.session', retrieved, SESSION_FIELDS)
    const intent = await get(`/v1/payment_intents/${retrieved.payment_intent}`)
    expectStripeShape('payment_intent', intent, ['payment_method', 'status', 'latest_charge'])
    expect(intent.status).toBe('requires_action')
    const expanded = await get(
      `/v1/payment_intents/${retrieved.payment_intent}?expand[]=payment_method`,
    )
    expectStripeShape('payment_method', expanded.payment_method as JsonObject, ['type'])
    expect((expanded.payment_method as JsonObject).type).toBe('konbini')
    const method = await get(`/v1/payment_methods/${intent.payment_method}`)
    expectStripeShape('payment_method', method, ['type', 'billing_details'])

    await press(placed.checkout_url, 'konbini-paid')
    const paid = await get(
      `/v1/payment_intents/${retrieved.payment_intent}?expand[0]=latest_charge`,
    )
    const charge = paid.latest_charge as JsonObject
    expectStripeShape('charge', charge, ['payment_intent', 'payment_method_details', 'refunded'])
    expect((charge.payment_method_details as JsonObject).type).toBe('konbini')
    expectStripeShape('charge', await get(`/v1/charges/${charge.id}`), ['amount_refunded'])

    const [completed] = await deliveriesFor(session, 'checkout.session.completed')
    expectEvent(completed, 'checkout.session', SESSION_FIELDS)
    const [succeeded] = await deliveriesFor(session, 'checkout.session.async_payment_succeeded')
    expectEvent(succeeded, 'checkout.session', SESSION_FIELDS)
  })

  it('refunds (card at once, konbini through requires_action) and the refund events', async () => {
    const { token } = await shop()
    const admin = await reviewer()
    for (const method of ['card', 'konbini']) {
      const placed = await placeOrder(token)
      await press(placed.checkout_url, method)
      if (method === 'konbini') await press(placed.checkout_url, 'konbini-paid')
      await deliverAll(sessionOf(placed.checkout_url))
      await call('POST', `/api/ads/review/${placed.order.id}/reject`, {
        token: admin.token,
        body: { reason: '確認のため' },
      })
      const intent = (await get(`/v1/checkout/sessions/${sessionOf(placed.checkout_url)}`))
        .payment_intent as string
      const [created] = await deliveriesFor(intent, 'refund.created')
      expectEvent(created, 'refund', ['status', 'payment_intent', 'charge'])
      const refund = JSON.parse((created as Delivery).payload).data.object as JsonObject
      expectStripeShape('refund', await get(`/v1/refunds/${refund.id}`), ['status'])
      expectEvent((await deliveriesFor(intent, 'charge.refunded'))[0], 'charge', ['refunded'])
      if (method === 'card') {
        expect(refund.status).toBe('succeeded')
        continue
      }
      expect(refund.status).toBe('requires_action')
      expect(refund.next_action).toMatchObject({ type: 'display_details' })
      await fetch(`${stripeOrigin}/c/refund/${refund.id}/expire`, {
        method: 'POST',
        redirect: 'manual',
      })
      expectEvent((await deliveriesFor(refund.id as string, 'refund.updated'))[0], 'refund', [
        'status',
      ])
      const [failed] = await deliveriesFor(refund.id as string, 'refund.failed')
      expectEvent(failed, 'refund', ['failure_reason'])
      expect(JSON.parse((failed as Delivery).payload).data.object.status).toBe('failed')
    }
  })

  it('answers an unknown object as Stripe does: 404 resource_missing', async () => {
    const res = await fetch(`${stripeOrigin}/v1/payment_intents/pi_missing`, {
      headers: { authorization: 'Bearer sk_test_worker_stand_in' },
    })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id' },
    })
  })
})
