import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react'
import type { DisasterView, ShelterHazard } from '../../../shared/shelters'
import { bannerAlerts, useAlertPolling, useDisasterAlert, useKnownAlerts } from '../state'
import { EdgeCopy } from './AlertBannerHost'
import type { AlertMapPanel as AlertMapPanelType } from './AlertMapPanel'

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

// The hazard map's warning panel (src/app/HazardMapRoute.tsx): declared here, in a chunk every
// page has loaded already, so the map route carries none of it; it loads in disaster mode only,
// and a missing chunk offline costs the panel, never the map.
const AlertMapPanel = lazy<ComponentType<ComponentProps<typeof AlertMapPanelType>>>(() =>
  import('./AlertMapPanel').then(
    (module) => ({ default: module.AlertMapPanel }),
    () => ({ default: () => null }),
  ),
)

export function DisasterPanel(props: ComponentProps<typeof AlertMapPanelType>) {
  return (
    <Suspense fallback={null}>
      <AlertMapPanel {...props} />
    </Suspense>
  )
}

/**
 * Disaster mode of the hazard map for `?alert=` / `?layer=` (the query string), or the warning
 * in force; null for the plain map. `hazardOf` is the hazard map's own table of layers.
 */
export function useDisasterMode(
  search: string,
  hazardOf: (layer: string) => ShelterHazard | undefined,
) {
  const params = new URLSearchParams(search)
  const alert = useDisasterAlert(params.get('alert'))
  const asked = params.get('layer')
  const layer = asked && hazardOf(asked) ? asked : (alert?.layer ?? null)
  if (!alert && !layer) return null
  return {
    // A new warning opens the map afresh on its layer.
    key: `${alert?.id ?? ''} ${layer ?? ''}`,
    layer,
    filter: alert?.hazard ?? (layer ? hazardOf(layer) : undefined) ?? (alert ? 'all' : 'flood'),
    panel: (view: DisasterView) => (alert ? <DisasterPanel alert={alert} {...view} /> : null),
  } as const
}
