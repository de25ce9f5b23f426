import { useEffect } from 'react'
import { useMap } from 'react-leaflet/hooks'

/** Room kept around fitted points: a pin stands 28 px above its point and is 28 px wide. */
const FIT_PADDING: [number, number] = [40, 40]
/** A single point (or a tight group) is shown at street level, not at the closest zoom. */
const FIT_MAX_ZOOM = 16

/**
 * Fits the view to `points` when the map is ready and whenever the points change (by value, not
 * by array identity), so a page can say what must be in view instead of guessing a centre.
 */
export function FitView({ points }: { points: [number, number][] }) {
  const map = useMap()
  const key = points.map(([lat, lng]) => `${lat.toFixed(6)},${lng.toFixed(6)}`).join(';')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points
  useEffect(() => {
    map.whenReady(() => {
      map.invalidateSize({ animate: false })
      map.fitBounds(points, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false })
    })
  }, [map, key])
  return null
}
