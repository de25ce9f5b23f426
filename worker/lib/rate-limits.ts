export interface RateLimit {
  /** Names the limit in the counter key and in the RateLimit header fields, e.g. 'login-ip'. */
  name: string
  limit: number
  windowSeconds: number
  /** What is counted, for the 429 message: 試行回数 / 操作の回数 / 検索の回数. */
  counted: string
}

const MINUTE = 60
const HOUR = 3600

const attempts = (name: string, limit: number, windowSeconds: number): RateLimit => ({
  name,
  limit,
  windowSeconds,
  counted: '試行回数',
})
const actions = (name: string, limit: number, windowSeconds: number): RateLimit => ({
  name,
  limit,
  windowSeconds,
  counted: '操作の回数',
})

/**
 * Every limit of the API, after Mastodon's rack-attack: generous for a person, tight for a
 * script. docs/product.md lists them.
 */
export const RATE_LIMITS = {
  loginPerIp: attempts('login-ip', 25, 5 * MINUTE),
  loginPerEmail: attempts('login-email', 25, HOUR),
  registerPerIp: attempts('register-ip', 5, 30 * MINUTE),
  resendPerEmail: attempts('resend-email', 5, 30 * MINUTE),
  forgotPerEmail: attempts('forgot-email', 5, 30 * MINUTE),
  /** New posts, post edits and avatar uploads: each may carry photos. */
  uploadsPerUser: actions('uploads-user', 30, 30 * MINUTE),
  /** Likes and favorites of posts, places and artists, on and off. */
  reactionsPerUser: actions('reactions-user', 300, 30 * MINUTE),
  followsPerUser: actions('follows-user', 100, HOUR),
  reportsPerUser: actions('reports-user', 30, HOUR),
  devicesPerUser: actions('devices-user', 30, HOUR),
  /** Topic subscription and unsubscription (a device id and token, no login needed). */
  subscriptionsPerIp: actions('subscriptions-ip', 300, HOUR),
  /** Ad orders and checkouts of drafts: each opens a Stripe Checkout Session. */
  adOrdersPerUser: actions('ad-orders-user', 20, HOUR),
  /** Coming back from Checkout without paying (the order turns into a draft). */
  adCancelsPerUser: actions('ad-cancels-user', 60, HOUR),
  /** Counting an ad shown or tapped (daily totals, no per-person record). */
  adImpressionsPerIp: actions('ad-impressions-ip', 600, HOUR),
  adTapsPerIp: actions('ad-taps-ip', 120, HOUR),
  searchPerIp: { name: 'search-ip', limit: 300, windowSeconds: 5 * MINUTE, counted: '検索の回数' },
} satisfies Record<string, RateLimit>
