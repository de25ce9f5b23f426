import { CouponUsePanel } from '../features/coupons/components/CouponUsePanel'
import { PostDetailPage } from '../features/posts/pages/PostDetailPage'

/** /app/posts/:id: the post (posts feature); on a coupon, using it (coupons feature). */
export function PostDetailRoute() {
  return <PostDetailPage couponPanel={(post) => <CouponUsePanel post={post} />} />
}
