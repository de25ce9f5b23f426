import { api } from '../../lib/api'
import type { AdOrder, AdRejectInput } from '../../shared/api/ads'

// Review of paid ads (worker/ads/review-routes.ts): admins and moderators, checked by the server.

export interface ReviewItem extends AdOrder {
  shop_name: string
  refund_pending: boolean
}

export const fetchReviewQueue = () => api<{ items: ReviewItem[] }>('/api/ads/review')
export const approveAd = (id: number) =>
  api<AdOrder>(`/api/ads/review/${id}/approve`, { method: 'POST' })
export const rejectAd = (id: number, reason: string) =>
  api<AdOrder>(`/api/ads/review/${id}/reject`, {
    method: 'POST',
    body: { reason } satisfies AdRejectInput,
  })
export const retryRefund = (id: number) =>
  api<{ refund_started: boolean }>(`/api/ads/review/${id}/refund`, { method: 'POST' })
