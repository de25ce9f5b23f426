import { apiPath, bootAnswer, call } from '../../lib/api'
import type { AdOrderInput, AdPlansResponse } from '../../shared/api/ads'
import { BOOT_DATA_MAX_AGE_MS } from '../../shared/boot-data'

// The shop's ad calls (worker/ads/routes.ts).

export const fetchPlans = () => call('GET /api/ads/plans')
/**
 * The plans the page already carries (the edge writes them in), for a first render with them.
 * Boot data answers one request only, but a signed-in visitor's landing page can mount twice
 * while the session loads: the second mount must draw the same cards, or the page jumps when
 * they arrive. So the answer is kept while boot data may stand in at all.
 */
let pagePlans: AdPlansResponse | null | undefined
export function inlinedPlans(): AdPlansResponse | null {
  if (pagePlans === undefined)
    pagePlans = bootAnswer<AdPlansResponse>(apiPath('GET /api/ads/plans')) ?? null
  return performance.now() <= BOOT_DATA_MAX_AGE_MS ? pagePlans : null
}
export const createOrder = (input: AdOrderInput) => call('POST /api/ads/orders', { body: input })
export const fetchOrders = () => call('GET /api/ads/orders')
export const fetchOrder = (id: number) => call('GET /api/ads/orders/:id', { params: { id } })
export const resumeCheckout = (id: number) =>
  call('POST /api/ads/orders/:id/checkout', { params: { id } })
export const leaveCheckout = (id: number) =>
  call('POST /api/ads/orders/:id/cancel', { params: { id } })
export const fetchReceipt = (id: number) =>
  call('GET /api/ads/orders/:id/receipt', { params: { id } })

/** Leaves the app for the payment page (Stripe Checkout). */
export function goToCheckout(url: string): void {
  window.location.assign(url)
}

/** The order id of `?order=` on the payment result pages, or null. */
export function orderIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('order') ?? ''
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null
}

export const fetchServedAds = (posts: number, last: number | null) =>
  call('GET /api/ads/serve', { query: last ? { posts, last } : { posts } })

/** Counted once per card shown or tapped; a lost count is not worth bothering anyone about. */
export function countAd(id: number, what: 'impressions' | 'taps'): void {
  const key = what === 'taps' ? 'POST /api/ads/:id/taps' : 'POST /api/ads/:id/impressions'
  call(key, { params: { id }, keepalive: true }).catch(() => {})
}

/** The shop's own public posts, newest first: one of them may be the ad. */
export const fetchOwnPosts = (userId: number) =>
  call('GET /api/users/:id/posts', { params: { id: userId }, query: { limit: 50 } })
