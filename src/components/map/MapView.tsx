import 'leaflet/dist/leaflet.css'
import './map.css'
import type { GridLayer, LatLngBounds, LeafletEvent, Map as LeafletMap } from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
// react-leaflet's modules one by one: its index names every Leaflet part, and the build's Leaflet
// has only those the maps use (leanLeaflet in vite.config.ts).
import { useMap, useMapEvents } from 'react-leaflet/hooks'
import { MapContainer } from 'react-leaflet/MapContainer'
import { TileLayer } from 'react-leaflet/TileLayer'
import { site } from '../../lib/site'
import { FitView } from './FitView'
import credits from './i18n/current'
import { Markers } from './MapMarkers'
import { useEdgeTiles } from './MapPlaceholder'
import { Here, Line } from './MapShapes'
import { DropOtherEdgeOverlays, OverlayLayer } from './OverlayLayer'
import type { CountedCluster } from './pins'
import { useMountSteps } from './useMountSteps'

// The one map of the app (Leaflet, raster tiles from MAP_TILE_URL), loaded only by pages that
// show a map: import it with React.lazy. Below zoom 17 items are clustered per grid cell
// (./pins.ts), and a crowded view comes from the API as clusters already (`clusters`); every marker and cluster is a focusable button with a name, and the page beside it always
// offers the same items as a list (a map alone is not enough for keyboards and screen readers).

export interface MapPoint {
  id: string
  lat: number
  lng: number
  /**
   * CSS modifier of the marker (its colour): post, event, coupon, venue, restaurant… `here` (a
   * chosen point) is never clustered and is drawn above every other marker and cluster.
   */
  kind: string
  /** The marker's accessible name. */
  label: string
  /** A short mark drawn in the pin (a rally spot's number, as its list numbers it). */
  mark?: string
  /** A name written beside the pin (landmarks on a map for choosing a point). */
  caption?: string
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
  /** Clusters the map API counted for a crowded view (drawn as those of `points`). */
  clusters?: CountedCluster[]
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
  /** Every point its own pin at every zoom (a rally's few spots, each numbered). */
  unclustered?: boolean
  /** Receives the Leaflet map (to fly to the user's position, for example). */
  onReady?: (map: LeafletMap) => void
  /** Raster layers drawn over the base map (the hazard map's overlays), bottom first. */
  overlays?: MapOverlay[]
  /** Lines drawn on the map (e.g. from a point to the nearest shelter), as [lat, lng] lists. */
  lines?: { id: string; points: [number, number][] }[]
  /** A tap or click on the map itself (not on a marker). */
  onMapClick?: (lat: number, lng: number) => void
  /** The map fills its parent's box (the parent sets the height). */
  fill?: boolean
  /** The user's position (「現在地」): a dot in its accuracy circle (metres). */
  located?: { lat: number; lng: number; accuracy: number } | null
  /**
   * Points the view is fitted to once the map is ready, and again whenever they change: what the
   * page needs seen (a rally's spots still to stamp), with room around them for the pins.
   */
  fitTo?: [number, number][]
  /**
   * The page's own elements drawn over the map (a CSS selector): clusters are drawn clear of them
   * and of Leaflet's controls (MapMarkers.tsx), so no control covers a bubble to tap.
   */
  clearOf?: string
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
  /** A tile the server did not give (a layer whose 404 means "nothing here"). */
  onTileError?: () => void
}

const GSI_CREDIT = `<a href="https://maps.gsi.go.jp/development/ichiran.html" target="_blank" rel="noopener">${credits.gsiCredit}</a>`
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
    // Leaflet measures its box once, when it is created: a box laid out later (fonts, a sheet,
    // rotation, a page coming back from another route) would keep one tile and a grey field.
    // Measuring again whenever the box changes keeps the tiles covering it.
    const container = map.getContainer()
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }))
    observer.observe(container)
    map.whenReady(() => {
      map.invalidateSize({ animate: false })
      onView(toView(map))
      onReady?.(map)
      // The edge's tiles of the same view (MapPlaceholder.tsx) under Leaflet's panes, until the
      // base layer's own have loaded, and the layers it drew over them above the panes, until
      // their own have (OverlayLayer.tsx, map.css).
      const edgeLayers = [...document.querySelectorAll<HTMLElement>('body > .map-first__map')]
      for (const layer of edgeLayers) layer.hidden = false
      container.prepend(...edgeLayers)
    })
    return () => observer.disconnect()
  }, [map, onView, onReady])
  return null
}

/** The base layer has loaded: the edge's base tiles under it (ViewEvents) can go. */
const dropEdgeTiles = (event: LeafletEvent) =>
  (event.target as GridLayer)
    .getContainer()
    ?.closest('.leaflet-container')
    ?.querySelector('.map-first__map:not(.map-first__overlay)')
    ?.remove()

/**
 * The layers' credits, written when the map is made: the layers come a step later
 * (useMountSteps), and their credits would then widen the credit line of a map already on screen
 * (a layout shift). The layers add the same texts too; Leaflet counts each text's holders.
 */
function Credits({ texts }: { texts: string[] }) {
  const map = useMap()
  const key = texts.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the texts
  useEffect(() => {
    const control = map.attributionControl
    for (const text of texts) control?.addAttribution(text)
    return () => {
      for (const text of texts) control?.removeAttribution(text)
    }
  }, [map, key])
  return null
}

/**
 * A centre closer than this to the map's is the same view: the map page writes its view into the
 * URL with 5 decimals (src/shared/map-url.ts), and following that rounded centre would move the
 * map by a fraction of a pixel, redrawing every tile and pin for nothing (its first view, too).
 */
const SAME_CENTRE_DEGREES = 1e-5

/** Follows a view that changed from outside (the URL, 「現在地」) without fighting the user. */
function FollowView({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const map = useMap()
  useEffect(() => {
    const center = map.getCenter()
    const moved =
      Math.abs(center.lat - lat) > SAME_CENTRE_DEGREES ||
      Math.abs(center.lng - lng) > SAME_CENTRE_DEGREES
    if (moved || map.getZoom() !== zoom) map.setView([lat, lng], zoom)
  }, [map, lat, lng, zoom])
  return null
}

/** The map's box before Leaflet's map is made, with the edge's tiles of the view (MapPlaceholder). */
function EdgeTilesBox({ overlayIds }: { overlayIds: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEdgeTiles(box, overlayIds)
  return <div ref={box} className="map-view__canvas" />
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
  // First the box with the edge's tiles (the page's commit), then, once the page has been drawn,
  // the map and its view (no tiles yet: a view fitted to points is fitted before any tile is
  // made), then the base layer, each overlay, and last the pins and lines, each in a task of its
  // own (useMountSteps). The edge's tiles (ViewEvents) cover the box until the base layer's own
  // have loaded, so the steps show nothing new but the pins.
  const overlays = props.overlays ?? []
  const step = useMountSteps(3 + overlays.length)
  const className = `map-view${props.compact ? ' map-view--compact' : ''}${props.fill ? ' map-view--fill' : ''}`
  if (step === 0)
    return (
      <section className={className} aria-label={props.label}>
        <EdgeTilesBox overlayIds={overlays.map((overlay) => overlay.id)} />
      </section>
    )
  return (
    <section className={className} aria-label={props.label}>
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
        <Credits texts={[GSI_CREDIT, ...overlays.map((overlay) => overlay.attribution)]} />
        <ViewEvents onView={handleView} onReady={props.onReady} onMapClick={props.onMapClick} />
        <FollowView lat={props.lat} lng={props.lng} zoom={props.zoom} />
        {props.fitTo && props.fitTo.length > 0 ? <FitView points={props.fitTo} /> : null}
        {step >= 2 ? (
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
            eventHandlers={{ load: dropEdgeTiles }}
          />
        ) : null}
        <DropOtherEdgeOverlays ids={overlays.map((overlay) => overlay.id)} />
        {overlays.slice(0, Math.max(0, step - 2)).map((overlay) => (
          <OverlayLayer
            key={overlay.id}
            overlay={overlay}
            zIndex={2}
            maxZoom={MAX_ZOOM + 1}
            denseScreen={HIGH_DENSITY}
          />
        ))}
        {step >= 3 + overlays.length ? (
          <>
            {props.lines?.map((line) => (
              <Line key={line.id} points={line.points} />
            ))}
            {props.located ? <Here {...props.located} /> : null}
            <Markers {...props} view={view} />
          </>
        ) : null}
      </MapContainer>
    </section>
  )
}
