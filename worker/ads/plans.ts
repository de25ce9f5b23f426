import { AD_PLANS, type AdPlansResponse, adPrice } from '../../src/shared/api/ads'
import { type StripeEnv, stripeClient } from './stripe'

/**
 * The plans with their prices and the reach counted from the app's own data (never estimated):
 * the answer of GET /api/ads/plans, which the ad landing page also carries as boot data.
 */
export async function adPlans(env: Env): Promise<AdPlansResponse> {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
  const reach = await env.DB.prepare(
    `SELECT
       (SELECT COUNT(*) FROM posts WHERE visibility = 'public' AND created_at >= ?1) AS posts_last_30_days,
       (SELECT COUNT(DISTINCT user_id) FROM posts WHERE visibility = 'public' AND created_at >= ?1)
         AS active_posters_last_30_days,
       (SELECT COUNT(*) FROM users WHERE status = 'active') AS users`,
  )
    .bind(since)
    .first<AdPlansResponse['reach']>()
  return {
    payments: stripeClient(env as StripeEnv) !== null,
    plans: AD_PLANS.map((plan) => ({ ...plan, ...adPrice(plan) })),
    reach: reach ?? { posts_last_30_days: 0, active_posters_last_30_days: 0, users: 0 },
  }
}
