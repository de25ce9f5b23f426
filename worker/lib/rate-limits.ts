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
  /** Password and email changes: each checks the current password, so guessing is kept slow. */
  credentialChangesPerUser: attempts('credential-changes-user', 10, HOUR),
  /** New posts, post edits and avatar uploads: each may carry photos. */
  uploadsPerUser: actions('uploads-user', 30, 30 * MINUTE),
  /** Likes and favorites of posts, places and artists, and 「マイ避難所」, on and off. */
  reactionsPerUser: actions('reactions-user', 300, 30 * MINUTE),
  followsPerUser: actions('follows-user', 100, HOUR),
  reportsPerUser: actions('reports-user', 30, HOUR),
  /** Moderation desk actions (hide, warn, suspend, …) and role changes, per staff member. */
  moderationPerUser: actions('moderation-user', 300, HOUR),
  /** Appeals against moderation (one per notice; this bounds a script walking many). */
  appealsPerUser: actions('appeals-user', 10, HOUR),
  devicesPerUser: actions('devices-user', 30, HOUR),
  /** Sign-ins carried over to an international site (a code each, worker/accounts/handover.ts). */
  handoversPerUser: actions('handovers-user', 60, HOUR),
  /** 「使う」 on coupons, retries with the same key included: a person uses a few a day. */
  couponUsesPerUser: actions('coupon-uses-user', 30, HOUR),
  /** A shop voiding mistaken uses of its coupons. */
  couponVoidsPerUser: actions('coupon-voids-user', 60, HOUR),
  /** Topic subscription and unsubscription (a device id and token, no login needed). */
  subscriptionsPerIp: actions('subscriptions-ip', 300, HOUR),
  /** Organizer applications (an admin reads each one). */
  organizerApplicationsPerUser: actions('organizer-applications-user', 10, HOUR),
  /** Organizer code redemption: a code is a secret, so guessing is kept slow. */
  organizerCodesPerUser: attempts('organizer-codes-user', 10, HOUR),
  organizerCodesPerIp: attempts('organizer-codes-ip', 30, HOUR),
  /** Organizer event saves and timetable previews (each may carry photos or a CSV). */
  organizerEventsPerUser: actions('organizer-events-user', 60, 30 * MINUTE),
  /** Ad orders and checkouts of drafts: each opens a Stripe Checkout Session. */
  adOrdersPerUser: actions('ad-orders-user', 20, HOUR),
  /** Coming back from Checkout without paying (the order turns into a draft). */
  adCancelsPerUser: actions('ad-cancels-user', 60, HOUR),
  /** Counting an ad shown or tapped (daily totals, no per-person record). */
  adImpressionsPerIp: actions('ad-impressions-ip', 600, HOUR),
  adTapsPerIp: actions('ad-taps-ip', 120, HOUR),
  searchPerIp: { name: 'search-ip', limit: 300, windowSeconds: 5 * MINUTE, counted: '検索の回数' },
  /** Hazard readings of a point: each may fetch a tile of every layer from the portal. */
  hazardPointsPerIp: {
    name: 'hazard-point-ip',
    limit: 300,
    windowSeconds: 5 * MINUTE,
    counted: '地点の問い合わせ回数',
  },
  /** Stamp rally check-ins, refused ones too: plenty for walking a rally, too few to guess codes. */
  rallyCheckinsPerUser: {
    name: 'rally-checkin-user',
    limit: 10,
    windowSeconds: MINUTE,
    counted: 'チェックインの回数',
  },
  /** Staffed-spot tokens traded for a pass before the login page (no login yet). */
  rallyPassesPerIp: attempts('rally-pass-ip', 60, 5 * MINUTE),
} satisfies Record<string, RateLimit>
