import { useCallback, useEffect, useState } from 'react'
import { call } from '../../../lib/api'
import type { PostSummary } from '../../../shared/api/posts'
import { couponsUsableNow, upcomingEvents } from '../../../shared/today'

/** How many of each the home lists (the rest is one tap away on the timeline). */
const SHOWN = { events: 3, coupons: 2, posts: 3 } as const
/** A page of the timeline of one kind: enough events and coupons to find today's among them. */
const SCANNED = 50

export interface Today {
  events: PostSummary[]
  coupons: PostSummary[]
  posts: PostSummary[]
}

const timeline = (kind: 'post' | 'event' | 'coupon', limit: number, signal: AbortSignal) =>
  call('GET /api/posts', { query: { kind, limit }, signal }).then((p) => p.items)

/** Today in the town, read from the timeline of each kind; `failed` when it could not be read. */
export function useToday() {
  const [today, setToday] = useState<Today | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a fresh read
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const now = Date.now()
    Promise.all([
      timeline('event', SCANNED, signal),
      timeline('coupon', SCANNED, signal),
      timeline('post', SHOWN.posts, signal),
    ]).then(
      ([events, coupons, posts]) =>
        setToday({
          events: upcomingEvents(events, now, SHOWN.events),
          coupons: couponsUsableNow(coupons, now, SHOWN.coupons),
          posts,
        }),
      () => {
        if (!signal.aborted) setFailed(true)
      },
    )
    return () => controller.abort()
  }, [attempt])
  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }, [])
  return { today, failed, retry }
}
