// The ads contract: the plans a shop can buy and what an order looks like, shared by the Worker
// (worker/ads/: it alone decides prices, states and the receipt) and the SPA (src/features/ads/:
// it shows them). Prices are in yen; the tax is Japan's standard consumption tax, 10%.

/** The consumption tax rate of every plan, in percent. */
export const AD_TAX_RATE_PERCENT = 10

export interface AdPlan {
  id: string
  /** Where the ad appears. Only the timeline's PR card is sold: it is the placement served. */
  placement: 'timeline'
  weeks: number
  /** Price before tax, yen. */
  price: number
}

export const AD_PLANS: readonly AdPlan[] = [
  { id: 'timeline-1w', placement: 'timeline', weeks: 1, price: 10_000 },
  { id: 'timeline-2w', placement: 'timeline', weeks: 2, price: 18_000 },
  { id: 'timeline-4w', placement: 'timeline', weeks: 4, price: 32_000 },
]

export const findAdPlan = (id: string): AdPlan | undefined => AD_PLANS.find((p) => p.id === id)

/**
 * The tax of an amount at the plan's rate, rounded down once per invoice and rate (the rule of a
 * qualified invoice), and the total the shop pays.
 */
export function adPrice(plan: AdPlan): { subtotal: number; tax: number; total: number } {
  const tax = Math.floor((plan.price * AD_TAX_RATE_PERCENT) / 100)
  return { subtotal: plan.price, tax, total: plan.price + tax }
}

/** One in this many timeline items may be an ad, and never two ads in a row. */
export const AD_FREQUENCY = 8

/** Limits of a creative (/creatives states them). */
export const AD_LIMITS = { headline: 30, body: 120, billingName: 80, url: 500 } as const

export const AD_ORDER_STATES = [
  'draft',
  'awaiting_payment',
  'paid',
  'in_review',
  'scheduled',
  'running',
  'finished',
  'rejected',
  'refunded',
] as const
export type AdOrderState = (typeof AD_ORDER_STATES)[number]

/**
 * A refund as Stripe reports it. A card refund succeeds at once; a konbini refund waits in
 * requires_action until the shop gives bank details through Stripe's email (then pending,
 * succeeded), or fails when they do not in time.
 */
export type AdRefundStatus = 'requires_action' | 'pending' | 'succeeded' | 'failed' | 'canceled'

// The request bodies are the schemas of ./ads-schema.ts.
export type { AdOrderInput, AdRejectInput } from './ads-schema'

export interface AdOrder {
  id: number
  plan: string
  weeks: number
  state: AdOrderState
  starts_on: string
  ends_on: string
  headline: string
  body: string
  link_url: string | null
  post_id: number | null
  image_url: string | null
  billing_name: string
  billing_email: string
  subtotal: number
  tax: number
  total: number
  payment_method: string | null
  paid_at: string | null
  reject_reason: string | null
  /** The refund of a rejected order, if one was started. */
  refund_status: AdRefundStatus | null
  /** Where Stripe asked for bank details (konbini refunds), and until when they can be given. */
  refund_email: string | null
  refund_expires_at: string | null
  created_at: string
  impressions: number
  taps: number
}

export interface AdDailyStat {
  day: string
  impressions: number
  taps: number
}

/** GET /api/ads/plans: the plans with prices, reach from the app's own data, and whether paying works. */
export interface AdPlansResponse {
  payments: boolean
  plans: (AdPlan & { subtotal: number; tax: number; total: number })[]
  reach: { posts_last_30_days: number; active_posters_last_30_days: number; users: number }
}

/** The receipt, a qualified invoice (適格請求書): GET /api/ads/orders/:id/receipt. */
export interface AdReceipt {
  number: string
  issued_on: string
  issuer: { name: string; registration_number: string; address: string }
  buyer: string
  lines: { description: string; amount: number; tax_rate_percent: number }[]
  per_rate: { tax_rate_percent: number; subtotal: number; tax: number }[]
  total: number
  refunded: boolean
  refund_status: AdRefundStatus | null
}

/** A running ad as a timeline card: GET /api/ads/serve. */
export interface ServedAd {
  id: number
  headline: string
  body: string
  image_url: string | null
  /** Where a tap goes: an https URL or an app path (/app/posts/:id). */
  href: string
}

/** GET /api/ads/serve: the ads of a timeline, each with the index of the post it goes before. */
export interface ServedAds {
  items: { position: number; ad: ServedAd }[]
}

/** POST /api/ads/:id/impressions and …/taps: the day's count went up by one. */
export interface AdCounted {
  counted: true
}

/** POST /api/ads/orders (201) and …/:id/checkout: the order and where Stripe Checkout takes it. */
export interface AdCheckout {
  order: AdOrder
  checkout_url: string
}

/** GET /api/ads/orders/:id: the order with its daily counts. */
export interface AdOrderDetail extends AdOrder {
  daily: AdDailyStat[]
}

/** An order in the review list (GET /api/ads/review), with the shop's name. */
export interface AdReviewItem extends AdOrder {
  shop_name: string
  /** Rejected, and its refund never started, failed or was canceled: it can be started again. */
  refund_pending: boolean
}

/** POST /api/ads/review/:id/reject: the rejected order, and whether its refund started. */
export interface AdRejection extends AdOrder {
  refund_started: boolean
}

/** POST /api/ads/review/:id/refund: the refund was started again. */
export interface AdRefundStarted {
  refund_started: true
}

/** What POST /api/stripe/webhook answers Stripe (our client never calls it). */
export interface StripeWebhookReceipt {
  received: true
  /** The event had been handled before (Stripe delivered it again): nothing changed. */
  duplicate: boolean
}

/**
 * The timeline positions (indexes into the post list) before which an ad goes: one after every
 * AD_FREQUENCY posts, so at most one in every AD_FREQUENCY + 1 items.
 */
export function adSlots(postCount: number): number[] {
  const slots: number[] = []
  for (let at = AD_FREQUENCY; at <= postCount; at += AD_FREQUENCY) slots.push(at)
  return slots
}
