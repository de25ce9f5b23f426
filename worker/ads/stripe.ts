import Stripe from 'stripe'

// Stripe through its npm package on workerd: the fetch HTTP client and the SubtleCrypto
// provider. STRIPE_API_BASE points the client elsewhere (the loopback stand-in of `npm start`
// and the tests); empty = api.stripe.com.

export interface StripeEnv {
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  STRIPE_API_BASE?: string
}

/** The client, or null when payments are not configured. */
export function stripeClient(env: StripeEnv): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim()
  if (!key) return null
  const config: Stripe.StripeConfig = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
  }
  const base = env.STRIPE_API_BASE?.trim()
  if (base) {
    const url = new URL(base)
    config.host = url.hostname
    config.protocol = url.protocol === 'http:' ? 'http' : 'https'
    config.port = Number(url.port || (url.protocol === 'http:' ? 80 : 443))
  }
  return new Stripe(key, config)
}

const crypto = Stripe.createSubtleCryptoProvider()

/**
 * The event of a webhook request, or null when its signature does not verify (wrong secret,
 * tampered body, or a timestamp more than 5 minutes away: Stripe's default tolerance).
 */
export async function verifiedEvent(
  payload: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event | null> {
  if (!signature) return null
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, crypto)
  } catch {
    return null
  }
}

export { Stripe }
