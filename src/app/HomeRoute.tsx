import { type ComponentType, lazy, Suspense } from 'react'
import { HomePage } from '../features/home/pages/HomePage'

// Home with disaster mode's lead (./HomeAlerts.tsx): a chunk of its own, so the first route
// carries none of it; it renders nothing while nothing is in force.
const HomeAlerts = lazy<ComponentType>(() =>
  import('./HomeAlerts').then(
    (module) => ({ default: module.HomeAlerts }),
    () => ({ default: () => null }),
  ),
)

// The edge's copy of the lead (worker/pages/alert-banner.ts), without its id (the first screen
// still holds the original until the hand-over): it stands in until the chunk is in, so the page
// neither flickers nor moves when the app takes over.
const edgeLead = (document.getElementById('edge-home-lead')?.outerHTML ?? '').replace(
  ' id="edge-home-lead"',
  '',
)

function EdgeLead() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the edge's own markup of this lead, escaped there
  return edgeLead ? <div dangerouslySetInnerHTML={{ __html: edgeLead }} /> : null
}

export function HomeRoute() {
  return (
    <HomePage
      lead={
        <Suspense fallback={<EdgeLead />}>
          <HomeAlerts />
        </Suspense>
      }
    />
  )
}
