import { MyCouponsLink } from '../features/coupons/components/MyCouponsLink'
import { SavedPlaces } from '../features/places/components/SavedPlaces'
import { FavoritesPage } from '../features/posts/pages/FavoritesPage'

/**
 * /app/favorites: the way to マイクーポン (coupons feature), saved places and artists (places
 * feature) above saved posts (posts feature).
 */
export function FavoritesRoute() {
  return (
    <FavoritesPage
      aside={
        <>
          <MyCouponsLink />
          <SavedPlaces />
        </>
      }
    />
  )
}
