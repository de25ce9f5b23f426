import { useAtomValue } from 'jotai'
import { type ComponentType, lazy, Suspense } from 'react'
import { PageSpinner } from '../components/Spinner'
import { ExploreSection, HomePage } from '../features/home/pages/HomePage'
import { authLoadingAtom, isAuthenticatedAtom, tokenAtom } from '../state/session'

// Home with disaster mode's lead (./HomeAlerts.tsx): a chunk of its own, so the first route
// carries none of it; it renders nothing while nothing is in force.
const HomeAlerts = lazy<ComponentType>(() =>
  import('./HomeAlerts').then(
    (module) => ({ default: module.HomeAlerts }),
    () => ({ default: () => null }),
  ),
)

// A signed-in resident's home (today in the town): a chunk of its own, so the first route, which
// every visitor and crawler loads, carries none of it.
const ResidentHome = lazy(() =>
  import('../features/home/resident/ResidentHome').then((module) => ({
    default: module.ResidentHome,
  })),
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

/**
 * Home: the landing for visitors (and for crawlers, whose page the edge writes), today in the town
 * for a signed-in resident of the main site. A stored session counts while it is being checked,
 * so a resident never sees the landing flash by; a refused one falls back to the landing.
 */
export function HomeRoute() {
  const token = useAtomValue(tokenAtom)
  const checking = useAtomValue(authLoadingAtom)
  const signedIn = useAtomValue(isAuthenticatedAtom)
  const lead = (
    <Suspense fallback={<EdgeLead />}>
      <HomeAlerts />
    </Suspense>
  )
  if (!__INTERNATIONAL__ && token !== null && (checking || signedIn)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ResidentHome lead={lead} more={<ExploreSection />} />
      </Suspense>
    )
  }
  return <HomePage lead={lead} />
}
