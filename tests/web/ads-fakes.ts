import type { AdOrder, AdPlansResponse } from '../../src/shared/api/ads'

// What the ads API answers in the web tests of the ad pages.

export const PLANS: AdPlansResponse = {
  payments: true,
  plans: [
    {
      id: 'timeline-1w',
      placement: 'timeline',
      weeks: 1,
      price: 10_000,
      subtotal: 10_000,
      tax: 1_000,
      total: 11_000,
    },
    {
      id: 'timeline-2w',
      placement: 'timeline',
      weeks: 2,
      price: 18_000,
      subtotal: 18_000,
      tax: 1_800,
      total: 19_800,
    },
  ],
  reach: { posts_last_30_days: 1234, active_posters_last_30_days: 56, users: 7890 },
}

export const ORDER: AdOrder = {
  id: 12,
  plan: 'timeline-2w',
  weeks: 2,
  state: 'awaiting_payment',
  starts_on: '2026-12-01',
  ends_on: '2026-12-14',
  headline: 'みなとラーメン 新メニュー',
  body: '港の塩ラーメン',
  link_url: 'https://ramen.example.jp/',
  post_id: null,
  image_url: null,
  billing_name: '株式会社みなとラーメン',
  billing_email: 'billing@ramen.example.jp',
  subtotal: 18_000,
  tax: 1_800,
  total: 19_800,
  payment_method: null,
  paid_at: null,
  reject_reason: null,
  refund_status: null,
  refund_email: null,
  refund_expires_at: null,
  created_at: '2026-11-24T01:00:00Z',
  impressions: 0,
  taps: 0,
}
