// Values tests/worker/stripe-global-setup.ts provides to the worker tests.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the loopback Stripe stand-in. */
    stripeOrigin: string
    stripeSecretKey: string
    stripeWebhookSecret: string
  }
}

export {}
