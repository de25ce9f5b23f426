// What a signed-in resident's home shows about today in the town (docs/product.md, Home): the
// events on now or coming, the coupons one can use now and the newest posts, each from a page of
// the timeline of its kind. One rule, so the home and its tests agree on "now" in Asia/Tokyo.

import type { PostSummary } from './api/posts'
import { parseTokyoDateOrDateTime, TOKYO_OFFSET_MS } from './dates'

const DAY_MS = 24 * 3600 * 1000

/** The Tokyo calendar day of an instant, as a day number (equal numbers: the same day). */
export const tokyoDayOf = (at: number) => Math.floor((at + TOKYO_OFFSET_MS) / DAY_MS)

/** When an event is, relative to now: on now, later today, or on a later day. */
export type EventWhen = 'now' | 'today' | 'later'

export function eventWhen(event: { starts_at: string; ends_at: string }, now: number): EventWhen {
  const starts = Date.parse(event.starts_at)
  if (starts <= now) return 'now'
  return tokyoDayOf(starts) === tokyoDayOf(now) ? 'today' : 'later'
}

/** Events not over yet, those on now first, then by start: the soonest `limit`. */
export function upcomingEvents(posts: PostSummary[], now: number, limit: number): PostSummary[] {
  return posts
    .filter((post) => post.event && Date.parse(post.event.ends_at) > now)
    .sort((a, b) => Date.parse(a.event?.starts_at ?? '') - Date.parse(b.event?.starts_at ?? ''))
    .slice(0, limit)
}

/**
 * Coupons anyone can use at `now`: inside their validity (a plain date is the whole day), not
 * all given out, and not a stamp rally's reward (only those who complete the rally get it).
 * Those ending soonest first.
 */
export function couponsUsableNow(posts: PostSummary[], now: number, limit: number): PostSummary[] {
  const until = (post: PostSummary) =>
    post.coupon?.valid_until
      ? (parseTokyoDateOrDateTime(post.coupon.valid_until)?.end ?? Number.POSITIVE_INFINITY)
      : Number.POSITIVE_INFINITY
  return posts
    .filter((post) => {
      const coupon = post.coupon
      if (!coupon || coupon.reward_of_rally !== null) return false
      const from = coupon.valid_from ? parseTokyoDateOrDateTime(coupon.valid_from)?.start : null
      if (from !== null && from !== undefined && from > now) return false
      if (until(post) < now) return false
      return coupon.total_limit === null || coupon.used_count < coupon.total_limit
    })
    .sort((a, b) => until(a) - until(b))
    .slice(0, limit)
}

/** Whether a post was written on today's Tokyo date. */
export const postedToday = (post: { created_at: string }, now: number) =>
  tokyoDayOf(Date.parse(post.created_at)) === tokyoDayOf(now)
