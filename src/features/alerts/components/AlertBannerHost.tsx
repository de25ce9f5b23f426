import { lazy, Suspense } from 'react'
import { bannerAlerts, EDGE_BANNER_ID, useAlertPolling, useKnownAlerts } from '../state'
import '../alert-banner.css'

// The banner's place on every page (src/app/layout/AppLayout.tsx). This part is in the first
// route and stays tiny: the banner itself, with its catalogue, loads only while a warning is in
// force. Until it has loaded, the edge's own copy of the banner (written in the site's language
// into the first screen, worker/pages/alert-banner.ts) stands in, so the hand-over from the first
// screen to the app neither flickers nor moves the page.

// Without its id: the first screen still holds the original until the hand-over.
const edgeCopy = (document.getElementById(EDGE_BANNER_ID)?.outerHTML ?? '').replace(
  ` id="${EDGE_BANNER_ID}"`,
  '',
)

function EdgeCopy() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the edge's own markup of this banner, escaped there
  return edgeCopy ? <div dangerouslySetInnerHTML={{ __html: edgeCopy }} /> : null
}

// Offline, the banner's chunk may never have been stored: the edge's copy then stays.
const AlertBanner = lazy(() =>
  import('./AlertBanner').then(
    (module) => ({ default: module.AlertBanner }),
    () => ({ default: EdgeCopy }),
  ),
)

export function AlertBannerHost() {
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
