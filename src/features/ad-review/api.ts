import { call } from '../../lib/api'

// Review of paid ads (worker/ads/review-routes.ts): admins and moderators, checked by the server.

export const fetchReviewQueue = () => call('GET /api/ads/review')
export const approveAd = (id: number) =>
  call('POST /api/ads/review/:id/approve', { params: { id } })
export const rejectAd = (id: number, reason: string) =>
  call('POST /api/ads/review/:id/reject', { params: { id }, body: { reason } })
export const retryRefund = (id: number) =>
  call('POST /api/ads/review/:id/refund', { params: { id } })
