import { lazy, Suspense } from 'react'
import { EDGE_BANNER_ID } from '../edge-banner'
import '../alert-banner.css'

// The banner's place on every page (src/app/layout/AppLayout.tsx). Only this is in the first
// route: the rest (reading the API each minute, the banner and its words) is a chunk of its own
// that loads after the first render. Until it has, the edge's own copy of the banner (written in
// the site's language into the first screen, worker/pages/alert-banner.ts) stands in, so the
// hand-over from the first screen to the app neither flickers nor moves the page; offline, when
// the chunk was never stored, it stays.

// Without its id: the first screen still holds the original until the hand-over.
const edgeCopy = (document.getElementById(EDGE_BANNER_ID)?.outerHTML ?? '').replace(
  ` id="${EDGE_BANNER_ID}"`,
  '',
)

export function EdgeCopy() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the edge's own markup of this banner, escaped there
  return edgeCopy ? <div dangerouslySetInnerHTML={{ __html: edgeCopy }} /> : null
}

const LiveBanner = lazy(() =>
  import('./LiveBanner').then(
    (module) => ({ default: module.LiveBanner }),
    () => ({ default: EdgeCopy }),
  ),
)

export function AlertBannerHost() {
  return (
    <Suspense fallback={<EdgeCopy />}>
      <LiveBanner />
    </Suspense>
  )
}
