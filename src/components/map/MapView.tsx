import 'leaflet/dist/leaflet.css'
import './map.css'
import { divIcon, type LatLngBounds, type Map as LeafletMap } from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import Supercluster from 'supercluster'
import { site } from '../../lib/site'
import m from '../i18n/current'

// The one map of the app (Leaflet, raster tiles from MAP_TILE_URL), loaded only by pages that
// show a map: import it with React.lazy. Markers are clustered with supercluster at low zoom;
// every marker and cluster is a focusable button with a name, and the page beside it always
// offers the same items as a list (a map alone is not enough for keyboards and screen readers).

export interface MapPoint {
  id: string
  lat: number
  lng: number
  /** CSS modifier of the marker (its colour): post, event, coupon, venue, restaurant… */
  kind: string
  /** The marker's accessible name. */
  label: string
}

export interface MapViewState {
  lat: number
  lng: number
  zoom: number
  /** west, south, east, north */
  bbox: [number, number, number, number]
}

export interface MapViewProps {
  points: MapPoint[]
  lat: number
  lng: number
  zoom: number
  /** The region's name for screen readers (e.g. 「地図：投稿・イベント」). */
  label: string
  selectedId?: string | null
  onSelect?: (id: string) => void
  onMove?: (view: MapViewState) => void
  /** A small map of one place: no clustering, no scroll-wheel zoom. */
  compact?: boolean
  /** Receives the Leaflet map (to fly to the user's position, for example). */
  onReady?: (map: LeafletMap) => void
  /** Raster layers drawn over the base map (the hazard map's overlays), bottom first. */
  overlays?: MapOverlay[]
  /** Lines drawn on the map (e.g. from a point to the nearest shelter), as [lat, lng] lists. */
  lines?: { id: string; points: [number, number][] }[]
  /** A tap or click on the map itself (not on a marker). */
  onMapClick?: (lat: number, lng: number) => void
}

export interface MapOverlay {
  id: string
  /** XYZ template ({z}/{x}/{y}). */
  url: string
  opacity: number
  minZoom: number
  /** The server's most detailed zoom: closer in, its tiles are scaled up. */
  maxNativeZoom: number
  /** Leaflet attribution HTML. */
  attribution: string
}

const GSI_CREDIT =
  '<a href="https://maps.gsi.go.jp/development/ichiran.html" target="_blank" rel="noopener">地理院タイル</a>'
/** Zoom at which clusters always split into single markers. */
const CLUSTER_MAX_ZOOM = 17
const MIN_ZOOM = 5
/** GSI's tiles (and the demo tile server's) go to zoom 18. */
const MAX_ZOOM = 18
/** What Leaflet's detectRetina checks. */
const HIGH_DENSITY = typeof window !== 'undefined' && window.devicePixelRatio > 1

const toView = (map: LeafletMap): MapViewState => {
  const bounds: LatLngBounds = map.getBounds()
  const center = map.getCenter()
  return {
    lat: center.lat,
    lng: center.lng,
    zoom: map.getZoom(),
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
  }
}

function ViewEvents(props: {
  onView: (view: MapViewState) => void
  onReady?: (map: LeafletMap) => void
  onMapClick?: (lat: number, lng: number) => void
}) {
  const map = useMapEvents({
    moveend: () => props.onView(toView(map)),
    click: (event) => props.onMapClick?.(event.latlng.lat, event.latlng.lng),
  })
  const { onView, onReady } = props
  useEffect(() => {
    onView(toView(map))
    onReady?.(map)
  }, [map, onView, onReady])
  return null
}

/** Follows a view that changed from outside (the URL, 「現在地」) without fighting the user. */
function FollowView({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const map = useMap()
  useEffect(() => {
    const center = map.getCenter()
    const moved = Math.abs(center.lat - lat) > 1e-6 || Math.abs(center.lng - lng) > 1e-6
    if (moved || map.getZoom() !== zoom) map.setView([lat, lng], zoom)
  }, [map, lat, lng, zoom])
  return null
}

const markerIcon = (kind: string, selected: boolean) =>
  divIcon({
    className: `map-marker map-marker--${kind}${selected ? ' map-marker--selected' : ''}`,
    html: '<span class="map-marker__dot"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 26],
  })

const clusterIcon = (count: number) =>
  divIcon({
    className: 'map-cluster',
    html: `<span>${count}</span>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  })

interface ClusterProps {
  cluster?: boolean
  point_count?: number
  cluster_id?: number
  pointId?: string
}

function Markers(props: MapViewProps & { view: MapViewState | null }) {
  const { points, view, compact, selectedId, onSelect } = props
  const map = useMap()
  const index = useMemo(() => {
    const cluster = new Supercluster<ClusterProps, ClusterProps>({
      // Measured on 512-px tiles while Leaflet draws 256: 96 is 48 screen px, more than a 40 px
      // cluster, so two clusters never overlap and each stays a separate tap target.
      radius: 96,
      maxZoom: CLUSTER_MAX_ZOOM - 1,
    })
    cluster.load(
      points.map((point) => ({
        type: 'Feature' as const,
        properties: { pointId: point.id },
        geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
      })),
    )
    return cluster
  }, [points])
  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points])
  if (!view) return null
  const items = compact
    ? points.map((point) => ({ point, count: 0, clusterId: -1 }))
    : index.getClusters(view.bbox, Math.round(view.zoom)).map((feature) => {
        const props = feature.properties
        const point = props.pointId ? byId.get(props.pointId) : undefined
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        return {
          point: point ?? {
            id: `cluster:${props.cluster_id}`,
            lat,
            lng,
            kind: 'cluster',
            label: '',
          },
          count: props.cluster ? (props.point_count ?? 0) : 0,
          clusterId: props.cluster_id ?? -1,
        }
      })
  return (
    <>
      {items.map(({ point, count, clusterId }) =>
        count > 0 ? (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={clusterIcon(count)}
            title={m.map.cluster(count)}
            eventHandlers={{
              click: () =>
                map.setView(
                  [point.lat, point.lng],
                  Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM),
                ),
            }}
          />
        ) : (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={markerIcon(point.kind, point.id === selectedId)}
            title={point.label}
            zIndexOffset={point.id === selectedId ? 1000 : 0}
            eventHandlers={{ click: () => onSelect?.(point.id) }}
          />
        ),
      )}
    </>
  )
}

export function MapView(props: MapViewProps) {
  const [view, setView] = useState<MapViewState | null>(null)
  const { onMove } = props
  const handleView = useMemo(
    () => (next: MapViewState) => {
      setView(next)
      onMove?.(next)
    },
    [onMove],
  )
  return (
    <section
      className={`map-view${props.compact ? ' map-view--compact' : ''}`}
      aria-label={props.label}
    >
      <MapContainer
        center={[props.lat, props.lng]}
        zoom={props.zoom}
        scrollWheelZoom={!props.compact}
        className="map-view__canvas"
        attributionControl
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        // Fading each tile in repaints the whole tile pane on every frame while a view loads:
        // on a phone's CPU that is most of the work of opening the map.
        fadeAnimation={false}
      >
        <TileLayer
          url={site.mapTileUrl}
          attribution={GSI_CREDIT}
          minZoom={MIN_ZOOM}
          // On high-density screens (every phone) four half-size tiles of the next zoom fill one
          // tile's place, so streets stay sharp. The servers stop at zoom 18: there, those
          // screens get zoom 18's tiles at their normal size.
          detectRetina
          maxZoom={MAX_ZOOM + 1}
          maxNativeZoom={HIGH_DENSITY ? MAX_ZOOM - 1 : MAX_ZOOM}
        />
        {props.overlays?.map((overlay) => (
          <TileLayer
            key={overlay.id}
            url={overlay.url}
            opacity={overlay.opacity}
            attribution={overlay.attribution}
            minZoom={overlay.minZoom}
            // Sharp on high-density screens, as the base layer: half-size tiles of the next zoom.
            detectRetina
            maxZoom={MAX_ZOOM + 1}
            maxNativeZoom={HIGH_DENSITY ? overlay.maxNativeZoom - 1 : overlay.maxNativeZoom}
            zIndex={2}
          />
        ))}
        {props.lines?.map((line) => (
          <Polyline
            key={line.id}
            positions={line.points}
            pathOptions={{ color: '#1a202c', weight: 4, dashArray: '8 6' }}
          />
        ))}
        <ViewEvents onView={handleView} onReady={props.onReady} onMapClick={props.onMapClick} />
        <FollowView lat={props.lat} lng={props.lng} zoom={props.zoom} />
        <Markers {...props} view={view} />
      </MapContainer>
    </section>
  )
}
