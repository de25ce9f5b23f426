import { useSearch } from 'wouter'
import { AlertsMark } from '../features/alerts/components/AlertsMark'
import { useDisasterMode } from '../features/alerts/components/LiveBanner'
import { HazardMapPage } from '../features/hazardmap/pages/HazardMapPage'
import { hazardLayer } from '../shared/hazard-layers'

// Kept this small on purpose: the map route has a tight size budget, so disaster mode comes from
// the alerts feature's chunk, which every page has loaded already (the live banner).
const hazardOf = (layer: string) => hazardLayer(layer)?.hazard

/**
 * /app/hazardmap: the hazard map feature's page, in disaster mode (`?alert=`, `?layer=`, or a
 * warning of level 3 or more in force): the warning's layer and shelters, and its panel.
 */
export function HazardMapRoute() {
  const disaster = useDisasterMode(useSearch(), hazardOf)
  return (
    <HazardMapPage key={disaster?.key} disaster={disaster ?? undefined} mark={<AlertsMark />} />
  )
}
