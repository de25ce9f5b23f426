import { CouponUsePanel } from '../features/coupons/components/CouponUsePanel'
import { EventLineup } from '../features/places/components/EventLineup'
import { PostDetailPage } from '../features/posts/pages/PostDetailPage'

/**
 * /app/posts/:id: the post (posts feature); on a coupon, using it (coupons feature); on an
 * organizer's event, its lineup (places feature).
 */
export function PostDetailRoute() {
  return (
    <PostDetailPage
      couponPanel={(post) => <CouponUsePanel post={post} />}
      eventPanel={(post) => <EventLineup eventId={post.id} />}
    />
  )
}
