import { circle, circleMarker, polyline } from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet/hooks'

// The two shapes MapView draws besides markers: the line to a shelter and 「現在地」.

/**
 * A dashed line (from a point to the nearest shelter). Drawn with Leaflet itself, as the dot
 * below: react-leaflet's path components would add their code to every map page for two shapes.
 */
export function Line({ points }: { points: [number, number][] }) {
  const map = useMap()
  useEffect(() => {
    const line = polyline(points, {
      color: '#1a202c',
      weight: 4,
      dashArray: '8 6',
      interactive: false,
    }).addTo(map)
    return () => {
      line.remove()
    }
  }, [map, points])
  return null
}

/** Leaflet's marker pane is at 600: the position's dot sits above markers and clusters. */
const HERE_PANE = 'here'
const HERE_PANE_Z = '650'

/** 「現在地」: a dot in the circle the position is likely in (its accuracy, in metres). */
export function Here({ lat, lng, accuracy }: { lat: number; lng: number; accuracy: number }) {
  const map = useMap()
  useEffect(() => {
    if (!map.getPane(HERE_PANE)) {
      const pane = map.createPane(HERE_PANE)
      pane.style.zIndex = HERE_PANE_Z
      pane.style.pointerEvents = 'none'
    }
    const options = {
      interactive: false,
      weight: 1,
      className: 'map-here__accuracy',
      pane: HERE_PANE,
    }
    const ring = circle([lat, lng], { ...options, radius: accuracy }).addTo(map)
    const dot = circleMarker([lat, lng], { ...options, radius: 8, className: 'map-here' }).addTo(
      map,
    )
    return () => {
      ring.remove()
      dot.remove()
    }
  }, [map, lat, lng, accuracy])
  return null
}
