import { type DivIcon, divIcon, type Map as LeafletMap } from 'leaflet'
import { useMap } from 'react-leaflet/hooks'
import { Marker } from 'react-leaflet/Marker'
import { type Bbox4, clusterOpenMaxZoom } from '../../shared/map-cells'
import m from '../i18n/current'
import type { MapViewProps, MapViewState } from './MapView'
import {
  clearSpot,
  countedPins,
  gridPins,
  isClusterPin,
  mergeClose,
  type PinItem,
  type ScreenBox,
  stackBySpot,
} from './pins'

// The markers MapView draws: every pin, stack and cluster is a Leaflet marker with a name (a
// focusable button), and a tap on a cluster zooms in until it opens.

/** Zoom at which clusters always split into single markers. */
const CLUSTER_MAX_ZOOM = 17

/** A pin's mark is the page's own short text (a number); escaped all the same. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Icons made once per look and reused: react-leaflet gives a marker its icon again (Leaflet's
 * `setIcon`, which writes the marker's element anew) whenever the icon object differs, and the map
 * re-renders its markers on every move and every list update. An icon is options only (each
 * marker makes its own element from it), so markers may share one.
 */
const ICONS = new Map<string, DivIcon>()
/** More looks than a map shows at once: the cache starts over rather than grow without end. */
const ICONS_KEPT = 1000

function iconOf(key: string, make: () => DivIcon): DivIcon {
  const known = ICONS.get(key)
  if (known) return known
  if (ICONS.size >= ICONS_KEPT) ICONS.clear()
  const icon = make()
  ICONS.set(key, icon)
  return icon
}

const markerIcon = (
  kind: string,
  selected: boolean,
  count: number,
  mark?: string,
  caption?: string,
) =>
  iconOf(`pin\n${kind}\n${selected}\n${count}\n${mark ?? ''}\n${caption ?? ''}`, () =>
    divIcon({
      className: `map-marker map-marker--${kind}${selected ? ' map-marker--selected' : ''}${mark ? ' map-marker--marked' : ''}`,
      html: `<span class="map-marker__dot">${mark ? `<span class="map-marker__mark">${escapeHtml(mark)}</span>` : ''}</span>${count > 1 ? `<span class="map-marker__count">${count}</span>` : ''}${caption ? `<span class="map-marker__caption">${escapeHtml(caption)}</span>` : ''}`,
      iconSize: [28, 28],
      iconAnchor: [14, 26],
    }),
  )

const clusterIcon = (count: number) =>
  iconOf(`cluster\n${count}`, () =>
    divIcon({
      className: 'map-cluster',
      html: `<span>${count}</span>`,
      iconSize: [40, 40],
      iconAnchor: [20, 20],
    }),
  )

/** The chosen point's kind: never clustered, above everything (see MapPoint.kind). */
const PINNED_KIND = 'here'
/** Above any marker's own offset (latitude-based) and a selected one's 1000. */
const PINNED_Z_OFFSET = 100_000

/** Centres of two clusters closer than this (screen px) merge: bubbles are 40 px wide. */
const CLUSTER_GAP_PX = 44

/** Half a bubble, its ring and a little air: how far a bubble keeps from a control's edge. */
const CLUSTER_CLEARANCE_PX = 26

/**
 * The boxes of what is drawn over the map, in the map's own px: Leaflet's controls and the page's
 * (`clearOf`, e.g. the chips, 現在地, a sheet's handle).
 */
function coversOf(map: LeafletMap, clearOf: string | undefined): ScreenBox[] {
  const container = map.getContainer()
  const origin = container.getBoundingClientRect()
  const elements = [
    ...Array.from(container.querySelectorAll('.leaflet-control')),
    ...(clearOf ? Array.from(document.querySelectorAll(clearOf)) : []),
  ]
  return elements.flatMap((element) => {
    const box = element.getBoundingClientRect()
    if (box.width < 1 || box.height < 1) return []
    return [
      {
        left: box.left - origin.left,
        top: box.top - origin.top,
        right: box.right - origin.left,
        bottom: box.bottom - origin.top,
      },
    ]
  })
}

/**
 * A cluster's bubble with its count, drawn clear of the controls over the map (a bubble under
 * 現在地 could not be tapped). A tap zooms in far enough for the cluster's box to fill the view,
 * and at least one step (a crowded street's cluster opens at the zoom of pins:
 * clusterOpenMaxZoom).
 */
function ClusterMarker(props: {
  map: LeafletMap
  point: PinItem
  count: number
  bounds: Bbox4
  zoom: number
  covers: ScreenBox[]
}) {
  const { map, point, count, bounds, zoom } = props
  const at = map.latLngToContainerPoint([point.lat, point.lng])
  const shown = clearSpot(at, CLUSTER_CLEARANCE_PX, props.covers, map.getSize())
  const open = () => {
    const [west, south, east, north] = bounds
    const fit = map.getBoundsZoom([
      [south, west],
      [north, east],
    ])
    map.setView(
      [point.lat, point.lng],
      Math.min(clusterOpenMaxZoom(zoom), Math.max(map.getZoom() + 1, fit)),
    )
  }
  return (
    <Marker
      position={
        shown === at ? [point.lat, point.lng] : map.containerPointToLatLng([shown.x, shown.y])
      }
      icon={clusterIcon(count)}
      title={m.map.cluster(count)}
      eventHandlers={{ click: open }}
    />
  )
}

/** The view's pins, stacks and clusters (clustered per grid cell below CLUSTER_MAX_ZOOM). */
export function Markers(props: MapViewProps & { view: MapViewState | null }) {
  const { clusters, view, compact, selectedId, onSelect } = props
  const map = useMap()
  if (!view) return null
  const zoom = Math.round(view.zoom)
  const points = props.points.filter((point) => point.kind !== PINNED_KIND)
  const pinned = props.points.filter((point) => point.kind === PINNED_KIND)
  const pins =
    compact || props.unclustered
      ? stackBySpot(points)
      : mergeClose(
          [
            ...(zoom < CLUSTER_MAX_ZOOM ? gridPins(points, zoom) : stackBySpot(points)),
            ...countedPins(clusters ?? []),
          ],
          (lat, lng) => map.project([lat, lng], zoom),
          CLUSTER_GAP_PX,
        )
  // Read when the view has settled (moveend re-renders this): where the controls are now. Only
  // clusters keep clear of them, and reading the boxes makes the browser lay out the page then.
  const covers = !compact && pins.some(isClusterPin) ? coversOf(map, props.clearOf) : []
  return (
    <>
      {pins.map((pin) => {
        if (isClusterPin(pin))
          return (
            <ClusterMarker
              key={pin.point.id}
              map={map}
              point={pin.point}
              count={pin.count}
              bounds={pin.bounds}
              zoom={zoom}
              covers={covers}
            />
          )
        const { point, stack } = pin
        const selected = stack.some((item) => item.id === selectedId)
        // A stack opens the card of its first item, which lists everything at that spot.
        const shown = stack.find((item) => item.id === selectedId) ?? point
        const title =
          stack.length > 1
            ? m.map.stack(stack.length, stack.map((item) => item.label).join('、'))
            : point.label
        return (
          <Marker
            // Leaflet sets a marker's title once: a name that arrives later (the map page's
            // titles come after its pins) draws the marker anew.
            key={`${point.id} ${title}`}
            position={[point.lat, point.lng]}
            icon={markerIcon(point.kind, selected, stack.length, point.mark, point.caption)}
            title={title}
            zIndexOffset={selected ? 1000 : 0}
            eventHandlers={{ click: () => onSelect?.(shown.id) }}
          />
        )
      })}
      {pinned.map((point) => (
        <Marker
          key={point.id}
          position={[point.lat, point.lng]}
          icon={markerIcon(point.kind, false, 1)}
          title={point.label}
          zIndexOffset={PINNED_Z_OFFSET}
          interactive={false}
        />
      ))}
    </>
  )
}
