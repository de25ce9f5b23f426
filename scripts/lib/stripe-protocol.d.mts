export function decodeStripeForm(text: string): Record<string, unknown>
export function stripeSignature(payload: string, secret: string, timestamp?: number): string
