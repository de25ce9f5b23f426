import { useCallback, useRef, useState } from 'react'
import type { MapViewState } from '../../../components/map/MapView'
import { useCurrentPosition } from '../../../components/map/useCurrentPosition'
import { HAZARD_MAP_START } from '../../../shared/hazard-layers'

/**
 * The point whose risks and nearest shelter are shown (a tap, the map's centre, or the resident
 * once 「現在地」 finds them), where the map looks, and what it shows after the last pan.
 * `startAtTown`: disaster mode, which starts from the town's centre.
 */
export function useChosenPoint(startAtTown: boolean) {
  // Disaster mode starts from the town's centre, then from the resident once found.
  const [tapped, setTapped] = useState<{ lat: number; lng: number } | null>(
    startAtTown ? { lat: HAZARD_MAP_START.lat, lng: HAZARD_MAP_START.lng } : null,
  )
  // Where the map looks: the town at first, the resident once 「現在地」 finds them.
  const [mapCentre, setMapCentre] = useState({
    lat: HAZARD_MAP_START.lat,
    lng: HAZARD_MAP_START.lng,
  })
  // The centre after the last pan (arrow keys on the focused map pan it too): for keyboards and
  // screen readers, 「地図の中心を調べる」 is the tap.
  const viewCentre = useRef(mapCentre)
  const [viewBbox, setViewBbox] = useState<MapViewState['bbox'] | null>(null)
  const onMove = useCallback((view: MapViewState) => {
    viewCentre.current = { lat: view.lat, lng: view.lng }
    setViewBbox(view.bbox)
  }, [])
  // 「現在地」 chooses the first fix as the point (one reading per press); then only the dot
  // follows the resident.
  const { position, located, locate } = useCurrentPosition((lat, lng) => {
    setTapped({ lat, lng })
    setMapCentre({ lat, lng })
  })
  return { tapped, setTapped, mapCentre, viewCentre, viewBbox, onMove, position, located, locate }
}
