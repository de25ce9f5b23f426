import { AdReviewQueue } from '../features/ad-review/pages/AdReviewQueue'
import { AdminDesk } from '../features/admin/pages/AdminPage'
import { pathTo } from '../shared/links'

/** 広告の審査 inside the admin desk, under its tabs (the two features meet here). */
export function AdReviewRoute() {
  return (
    <AdminDesk shown={pathTo('/app/admin/ads')}>
      <AdReviewQueue />
    </AdminDesk>
  )
}
