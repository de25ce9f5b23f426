import { Hono } from 'hono'
import { adSlots, type ServedAds } from '../../src/shared/api/ads'
import { pathTo } from '../../src/shared/links'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { tokyoToday } from './order-store'

/**
 * Running ads for the timeline, and their counts. An ad is labelled 「広告」 where it is shown;
 * counts are daily totals per ad, with nothing about who saw or tapped it.
 */
export const adServing = new Hono<AppEnv>()

const AD_NOT_FOUND = '広告が見つかりません。'
const NO_STORE = { 'cache-control': 'no-store' }

/** An approved ad within its dates (alias o; ?1 is today in Tokyo). */
const RUNNING_TODAY = `o.state IN ('scheduled', 'running') AND o.starts_on <= ?1 AND o.ends_on >= ?1
  AND (o.post_id IS NULL OR EXISTS (SELECT 1 FROM posts p JOIN users u ON u.id = p.user_id
    WHERE p.id = o.post_id AND p.visibility = 'public' AND u.status = 'active'))`

interface RunningAd {
  id: number
  headline: string
  body: string
  link_url: string | null
  post_id: number | null
  image_key: string | null
}

/**
 * `GET /api/ads/serve?posts=N&last=ID`: the ads for a timeline of N posts, each with the index it
 * goes before. The same ad never follows itself, nor the ad this viewer saw last (`last`); with
 * a single ad running it is shown once.
 */
adServing.get('/serve', async (c) => {
  const posts = Number.parseInt(c.req.query('posts') ?? '0', 10)
  const last = Number.parseInt(c.req.query('last') ?? '0', 10)
  const slots = adSlots(Number.isFinite(posts) ? Math.min(Math.max(posts, 0), 500) : 0)
  if (slots.length === 0) return reply(c, 'GET /api/ads/serve', { items: [] }, 200, NO_STORE)
  const today = tokyoToday()
  // The least shown today first, so every running ad gets its share. An approved ad runs from its
  // first day to its last whether or not the hourly sweep has moved its state yet, so serving
  // needs no write; an ad whose boosted post is no longer public is not shown.
  const { results } = await c.env.DB.prepare(
    `SELECT o.id, o.headline, o.body, o.link_url, o.post_id,
       (SELECT thumb_key FROM post_media m WHERE m.post_id = o.post_id ORDER BY m.position, m.id LIMIT 1)
         AS image_key
     FROM ad_orders o LEFT JOIN ad_daily_stats s ON s.order_id = o.id AND s.day = ?1
     WHERE ${RUNNING_TODAY}
     ORDER BY COALESCE(s.impressions, 0), o.id LIMIT 20`,
  )
    .bind(today)
    .all<RunningAd>()
  const pool = results.filter((ad) => ad.id !== last)
  const items: ServedAds['items'] = []
  let previous = last
  let cursor = 0
  for (const [index, position] of slots.entries()) {
    // Round robin over the pool, skipping the ad just shown; a lone ad is shown once.
    if (pool.length === 0 || (pool.length === 1 && index > 0)) break
    let ad = pool[cursor % pool.length] as RunningAd
    cursor++
    if (ad.id === previous) {
      ad = pool[cursor % pool.length] as RunningAd
      cursor++
    }
    items.push({
      position,
      ad: {
        id: ad.id,
        headline: ad.headline,
        body: ad.body,
        image_url: ad.image_key ? `/media/${ad.image_key}` : null,
        href: ad.post_id
          ? pathTo('/app/posts/:id', { id: ad.post_id })
          : (ad.link_url ?? pathTo('/app')),
      },
    })
    previous = ad.id
  }
  return reply(c, 'GET /api/ads/serve', { items }, 200, NO_STORE)
})

async function count(db: D1Database, id: number, column: 'impressions' | 'taps') {
  const today = tokyoToday()
  const row = await db
    .prepare(
      `INSERT INTO ad_daily_stats (order_id, day, ${column})
       SELECT o.id, ?1, 1 FROM ad_orders o WHERE o.id = ?2 AND ${RUNNING_TODAY}
       ON CONFLICT (order_id, day) DO UPDATE SET ${column} = ${column} + 1
       RETURNING order_id`,
    )
    .bind(today, id)
    .first<{ order_id: number }>()
  if (!row) throw apiError(404, 'not_found', AD_NOT_FOUND)
}

adServing.post('/:id/impressions', async (c) => {
  const id = parseId(c.req.param('id'), AD_NOT_FOUND)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.adImpressionsPerIp, subject: clientIp(c) }])
  await count(c.env.DB, id, 'impressions')
  return reply(c, 'POST /api/ads/:id/impressions', { counted: true })
})

adServing.post('/:id/taps', async (c) => {
  const id = parseId(c.req.param('id'), AD_NOT_FOUND)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.adTapsPerIp, subject: clientIp(c) }])
  await count(c.env.DB, id, 'taps')
  return reply(c, 'POST /api/ads/:id/taps', { counted: true })
})
