import { lazy, Suspense } from 'react'
import { bannerAlerts, useAlertPolling, useKnownAlerts } from '../state'
import { EdgeCopy } from './AlertBannerHost'

// The banner with its words loads only while a warning is in force.
const AlertBanner = lazy(() =>
  import('./AlertBanner').then(
    (module) => ({ default: module.AlertBanner }),
    () => ({ default: EdgeCopy }),
  ),
)

/** Keeps the warnings current and shows the banner while one of level 3 or more is in force. */
export function LiveBanner() {
  useAlertPolling()
  const known = useKnownAlerts()
  const alerts = bannerAlerts(known)
  if (!known || alerts.length === 0) return null
  return (
    <Suspense fallback={<EdgeCopy />}>
      <AlertBanner alerts={alerts} stale={known.stale ? known.readAt : null} />
    </Suspense>
  )
}
