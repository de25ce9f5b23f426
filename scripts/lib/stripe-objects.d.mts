export function stripeId(prefix: string): string
export function unixNow(): number
export const REFUND_INSTRUCTIONS_SECONDS: number
export function paymentMethodFor(
  type: string,
  session: Record<string, unknown>,
): Record<string, unknown>
export function paymentIntentFor(
  session: Record<string, unknown>,
  method: Record<string, unknown>,
): Record<string, unknown>
export function chargeFor(
  intent: Record<string, unknown>,
  method: Record<string, unknown>,
): Record<string, unknown>
export function refundFor(
  charge: Record<string, unknown>,
  method: Record<string, unknown>,
  params: Record<string, unknown>,
  email: string | null,
): Record<string, unknown>
