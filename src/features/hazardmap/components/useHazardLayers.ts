import { useMemo, useState } from 'react'
import type { MapOverlay } from '../../../components/map/MapView'
import { site } from '../../../lib/site'
import { HAZARD_LAYERS, hazardLayer, hazardTileTemplate } from '../../../shared/hazard-layers'
import type { ShelterFilter } from './ShelterPanel'

/** The portal's credit on every hazard layer it serves. */
const PORTAL_CREDIT =
  '<a href="https://disaportal.gsi.go.jp/hazardmapportal/hazardmap/copyright/opendata.html" target="_blank" rel="noopener">ハザードマップポータルサイト</a>'

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
      })),
    [active, opacity],
  )

  return { active, toggleLayer, opacity, setOpacity, overlays }
}
