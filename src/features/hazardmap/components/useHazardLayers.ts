import { useMemo, useState } from 'react'
import credits from '../../../components/map/i18n/current'
import type { MapOverlay } from '../../../components/map/MapView'
import { site } from '../../../lib/site'
import { HAZARD_LAYERS, hazardLayer, hazardTileTemplate } from '../../../shared/hazard-layers'
import type { ShelterFilter } from './ShelterPanel'

/** The portal's credit on every hazard layer it serves. */
const PORTAL_CREDIT = `<a href="https://disaportal.gsi.go.jp/hazardmapportal/hazardmap/copyright/opendata.html" target="_blank" rel="noopener">${credits.portalCredit}</a>`

/**
 * The portal serves a tile only where a zone is: everywhere else its 404 means "no zone here",
 * and the browser logs each as a failed load. Said once, so the console reads as it should.
 */
let noZoneTilesSaid = false
function sayNoZoneTilesOnce(): void {
  if (noZoneTilesSaid) return
  noZoneTilesSaid = true
  console.info(
    'Hazard map: the portal answers 404 for a tile with no zone in it. Those "Failed to load resource" lines mean "no zone here", not a failure.',
  )
}

/**
 * The hazard layers turned on (in the portal's order), their opacity and the map's overlays.
 * Turning a layer on tells `onHazard` its hazard.
 */
export function useHazardLayers(first: string, onHazard: (hazard: ShelterFilter) => void) {
  const [active, setActive] = useState<string[]>([first])
  const [opacity, setOpacity] = useState(0.7)
  const toggleLayer = (id: string) => {
    const on = !active.includes(id)
    setActive(
      on
        ? HAZARD_LAYERS.map((l) => l.id).filter((l) => l === id || active.includes(l))
        : active.filter((l) => l !== id),
    )
    const layer = hazardLayer(id)
    if (on && layer) onHazard(layer.hazard)
  }

  const overlays: MapOverlay[] = useMemo(
    () =>
      HAZARD_LAYERS.filter((layer) => active.includes(layer.id)).map((layer) => ({
        id: layer.id,
        url: hazardTileTemplate(site.hazardTileUrl, layer),
        opacity,
        minZoom: layer.minZoom,
        maxNativeZoom: layer.maxZoom,
        attribution: PORTAL_CREDIT,
        onTileError: sayNoZoneTilesOnce,
      })),
    [active, opacity],
  )

  return { active, toggleLayer, opacity, setOpacity, overlays }
}
