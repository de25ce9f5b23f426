export interface StripeDelivery {
  event_id: string
  type: string
  object_id: string
  payload: string
  signature: string
  status: number | string | null
}

export interface StripeStandIn {
  origin: string
  deliveries: StripeDelivery[]
  close(): Promise<void>
}

export function decodeStripeForm(text: string): Record<string, unknown>
export function stripeSignature(payload: string, secret: string, timestamp?: number): string
export function startStripeStandIn(options: {
  port?: number
  secretKey: string
  webhookSecret: string
  webhookUrl?: string
}): Promise<StripeStandIn>
