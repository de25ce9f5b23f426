import { type ComponentType, lazy, Suspense } from 'react'
import { useSearch } from 'wouter'
import { alertsInForce, bannerAlerts, useKnownAlerts } from '../features/alerts/state'
import { type DisasterMode, HazardMapPage } from '../features/hazardmap/pages/HazardMapPage'
import type { Alert } from '../shared/api/alerts'
import { hazardLayer } from '../shared/hazard-layers'

// The warning's panel loads only in disaster mode (the map route has a tight size budget), and a
// missing chunk offline costs the panel, never the map.
type PanelProps = Parameters<
  typeof import('../features/alerts/components/AlertMapPanel').AlertMapPanel
>[0]
const AlertMapPanel = lazy<ComponentType<PanelProps>>(() =>
  import('../features/alerts/components/AlertMapPanel').then(
    (module) => ({ default: module.AlertMapPanel }),
    () => ({ default: () => null }),
  ),
)

/** The warning the map is about: the one named by `?alert=`, else the most severe in force. */
function alertOf(alerts: Alert[], id: string | null, inForce: Alert[]): Alert | null {
  if (id) return alerts.find((alert) => alert.id === id) ?? null
  return inForce.find((alert) => alert.layer || alert.hazard || alert.shelterIds.length) ?? null
}

/**
 * /app/hazardmap: the hazard map feature's page, in disaster mode (the alerts feature's warning,
 * its layer and shelters) when opened from a warning or while one of level 3 or higher is in force.
 */
export function HazardMapRoute() {
  const params = new URLSearchParams(useSearch())
  const known = useKnownAlerts()
  const id = params.get('alert')
  const asked = params.get('layer')
  const alert = alertOf(alertsInForce(known), id, bannerAlerts(known))
  const layer = asked && hazardLayer(asked) ? asked : (alert?.layer ?? null)
  if (!alert && !id && !layer) return <HazardMapPage />
  const disaster: DisasterMode = {
    layer,
    hazard: alert?.hazard ?? null,
    shelterIds: alert?.shelterIds ?? [],
    panel: alert
      ? (nearest, fromHere) => (
          <Suspense fallback={null}>
            <AlertMapPanel alert={alert} nearest={nearest} fromHere={fromHere} />
          </Suspense>
        )
      : undefined,
  }
  // A new warning opens the map afresh on its layer.
  return <HazardMapPage key={`${alert?.id ?? ''} ${layer ?? ''}`} disaster={disaster} />
}
