import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { MapPoint, MapViewState } from '../../../components/map/MapView'
import type { PlaceSummary } from '../../../shared/api/places'
import m from '../i18n/current'

// The place's map on the form: the app's own map (Leaflet, the site's tiles), loaded with this
// section only. It pans and zooms; the town's venues and shops are named on it, so "tap where it
// is" has landmarks; a tap sets the point.

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

/** Street level: a block and its neighbours. */
const START_ZOOM = 16

interface View {
  lat: number
  lng: number
  zoom: number
}

export function PlaceMap(props: {
  /** The chosen point, or null (the map shows the town then). */
  point: { lat: number; lng: number } | null
  /** Where the map opens without a point. */
  town: { lat: number; lng: number }
  places: PlaceSummary[]
  onPick: (point: { lat: number; lng: number }) => void
}) {
  const { point, town } = props
  const [view, setView] = useState<View>(() => ({ ...(point ?? town), zoom: START_ZOOM }))
  // A point set from elsewhere (a town place, the device's position, typed) comes into view; a
  // tap on the map is in view already and leaves the view as it is.
  const pointKey = point ? `${point.lat.toFixed(6)},${point.lng.toFixed(6)}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the point
  useEffect(() => {
    if (!point) return
    setView((current) => {
      const span = 0.004 / 2 ** (current.zoom - START_ZOOM)
      const seen =
        Math.abs(current.lat - point.lat) < span && Math.abs(current.lng - point.lng) < span
      return seen ? current : { ...point, zoom: Math.max(current.zoom, START_ZOOM) }
    })
  }, [pointKey])
  // Stable, and a no-op when nothing moved: MapView reports its view on every render of its own.
  const onMove = useCallback((next: MapViewState) => {
    setView((current) =>
      current.lat === next.lat && current.lng === next.lng && current.zoom === next.zoom
        ? current
        : { lat: next.lat, lng: next.lng, zoom: next.zoom },
    )
  }, [])
  const points: MapPoint[] = props.places.flatMap((place) =>
    place.lat !== null && place.lng !== null
      ? [
          {
            id: `place:${place.id}`,
            lat: place.lat,
            lng: place.lng,
            kind: 'named',
            label: place.name,
            caption: place.name,
          },
        ]
      : [],
  )
  if (point) points.push({ id: 'chosen', ...point, kind: 'here', label: m.upload.place.mapAlt })
  return (
    <figure className="place-map">
      <Suspense fallback={<div className="map-view place-map__loading" aria-busy="true" />}>
        <MapView
          points={points}
          lat={view.lat}
          lng={view.lng}
          zoom={view.zoom}
          label={m.upload.place.mapPick}
          onMove={onMove}
          onMapClick={(lat, lng) => props.onPick({ lat, lng })}
          compact
        />
      </Suspense>
      <figcaption className="place-map__how">{m.upload.place.tapHint}</figcaption>
    </figure>
  )
}
