import { lazy, Suspense } from 'react'
import { CouponUsePanel } from '../features/coupons/components/CouponUsePanel'
import { PostDetailPage } from '../features/posts/pages/PostDetailPage'

// Only an organizer's event has a lineup: a coupon or a post never loads the places feature's
// timetable, opening hours and styles for it.
const EventLineup = lazy(async () => ({
  default: (await import('../features/places/components/EventLineup')).EventLineup,
}))

/**
 * /app/posts/:id: the post (posts feature); on a coupon, using it (coupons feature); on an
 * organizer's event, its lineup (places feature).
 */
export function PostDetailRoute() {
  return (
    <PostDetailPage
      couponPanel={(post) => <CouponUsePanel post={post} />}
      eventPanel={(post) => (
        <Suspense fallback={null}>
          <EventLineup eventId={post.id} />
        </Suspense>
      )}
    />
  )
}
