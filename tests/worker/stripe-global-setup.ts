import type { TestProject } from 'vitest/node'
import { startStripeStandIn } from '../../scripts/lib/stripe-stand-in.mjs'

// The Stripe stand-in (scripts/lib/stripe-stand-in.mjs) for the worker project: the Worker's
// Stripe client talks to it over loopback. The Worker under test has no port of its own, so the
// stand-in keeps the signed events and the tests deliver them to POST /api/stripe/webhook.

declare module 'vitest' {
  export interface ProvidedContext {
    stripeOrigin: string
    stripeSecretKey: string
    stripeWebhookSecret: string
  }
}

export default async function setup(project: TestProject) {
  const secretKey = 'sk_test_worker_stand_in'
  const webhookSecret = 'whsec_worker_stand_in_secret'
  const stripe = await startStripeStandIn({ secretKey, webhookSecret })
  project.provide('stripeOrigin', stripe.origin)
  project.provide('stripeSecretKey', secretKey)
  project.provide('stripeWebhookSecret', webhookSecret)
  return () => stripe.close()
}
