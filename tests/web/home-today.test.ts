import { describe, expect, it } from 'vitest'
import type { PostSummary } from '../../src/shared/api/posts'
import { couponsUsableNow, eventWhen, upcomingEvents } from '../../src/shared/today'

// What a signed-in resident's home calls today in the town (src/shared/today.ts), in Asia/Tokyo.

const NOW = Date.parse('2026-11-29T12:00:00+09:00')

function post(id: number, part: Partial<PostSummary>): PostSummary {
  return {
    id,
    kind: 'post',
    title: `#${id}`,
    body: '',
    tags: [],
    place: null,
    event: null,
    coupon: null,
    media: [],
    author: { id: 1, name: '花子', avatar_url: null },
    like_count: 0,
    favorite_count: 0,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...part,
  }
}
const event = (id: number, starts: string, ends: string) =>
  post(id, { kind: 'event', event: { starts_at: `${starts}+09:00`, ends_at: `${ends}+09:00` } })
const coupon = (id: number, part: Partial<NonNullable<PostSummary['coupon']>>) =>
  post(id, {
    kind: 'coupon',
    coupon: {
      offer: '100円引き',
      terms: '',
      valid_from: null,
      valid_until: null,
      per_user_limit: null,
      total_limit: null,
      used_count: 0,
      reward_of_rally: null,
      ...part,
    },
  })

describe('today in the town', () => {
  it('lists events on now first, then by start, never one that is over', () => {
    const over = event(1, '2026-11-28T10:00:00', '2026-11-28T20:00:00')
    const tomorrow = event(2, '2026-11-30T10:00:00', '2026-11-30T12:00:00')
    const tonight = event(3, '2026-11-29T18:00:00', '2026-11-29T21:00:00')
    const festival = event(4, '2026-11-28T11:30:00', '2026-11-30T00:30:00')
    const shown = upcomingEvents([over, tomorrow, tonight, festival], NOW, 3)
    expect(shown.map((p) => p.id)).toEqual([4, 3, 2])
    expect(shown.map((p) => p.event && eventWhen(p.event, NOW))).toEqual(['now', 'today', 'later'])
  })

  it('lists coupons usable now: in their days, not given out, not a rally reward; ending soonest first', () => {
    const shown = couponsUsableNow(
      [
        coupon(1, { valid_until: '2026-11-28' }), // ended yesterday
        coupon(2, { valid_from: '2026-11-30' }), // starts tomorrow
        coupon(3, { total_limit: 200, used_count: 200 }), // all given out
        coupon(4, { reward_of_rally: 1 }), // only for those who finish the rally
        coupon(5, {}), // no end
        coupon(6, { valid_until: '2026-11-29' }), // the whole of today
        coupon(7, { valid_from: '2026-11-29T11:00:00+09:00', valid_until: '2026-12-31' }),
      ],
      NOW,
      5,
    )
    expect(shown.map((p) => p.id)).toEqual([6, 7, 5])
  })
})
