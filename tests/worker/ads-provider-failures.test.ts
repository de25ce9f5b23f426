import { describe, expect, it } from 'vitest'
import { call, ORDER, type Ordered, paymentsEnv, shop, stripeOrigin, tokyoDay } from './ads-helpers'

// When Stripe itself fails (429 rate limited, 500/503), a shop's order stays a draft it can pay
// later and is told so in Japanese; nothing is half-written. The stand-in answers as Stripe
// does: its error envelope `{error: {type, message}}` with the status, `rate_limit_error` for
// 429 and `api_error` for Stripe's own trouble (the types stripe-node maps to
// StripeRateLimitError and StripeAPIError; docs.stripe.com/error-handling).

/** Makes `key`'s next `times` requests to the stand-in fail with `status`. */
async function trouble(key: string, status: 429 | 500 | 503, times: number) {
  const res = await fetch(`${stripeOrigin}/_trouble`, {
    method: 'POST',
    body: JSON.stringify({ key, status, times }),
  })
  expect(res.status).toBe(204)
}

describe('Stripe failing at checkout', () => {
  it.each([429, 500, 503] as const)(
    'a %i keeps the order a draft, says so, and a later try goes through',
    async (status) => {
      const owner = await shop()
      const key = `sk_test_trouble_${crypto.randomUUID().replaceAll('-', '')}`
      const withEnv = { ...paymentsEnv, STRIPE_SECRET_KEY: key } as Env
      // More failures than the client's one retry.
      await trouble(key, status, 5)
      const refused = await call<{ error: string; message: string }>('POST', '/api/ads/orders', {
        token: owner.token,
        body: { ...ORDER, starts_on: tokyoDay(1) },
        withEnv,
      })
      expect(refused.status).toBe(502)
      expect(refused.body.error).toBe('payment_provider_error')
      expect(refused.body.message).toContain('お支払いは発生していません')
      const mine = await call<{ items: { state: string }[] }>('GET', '/api/ads/orders', {
        token: owner.token,
        withEnv,
      })
      // The draft goes with the failed checkout: no order awaits a payment that never began.
      expect(mine.body.items).toEqual([])

      // Stripe is back.
      await trouble(key, status, 0)
      const again = await call<Ordered>('POST', '/api/ads/orders', {
        token: owner.token,
        body: { ...ORDER, starts_on: tokyoDay(1) },
        withEnv,
      })
      expect(again.status, JSON.stringify(again.body)).toBe(201)
      expect(again.body.order.state).toBe('awaiting_payment')
      expect(again.body.checkout_url).toMatch(/\/c\/pay\/cs_test_/)
    },
  )
})
