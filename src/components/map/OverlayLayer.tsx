import { type Map as LeafletMap, TileLayer } from 'leaflet'
import { useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet/hooks'
import type { MapOverlay } from './MapView'

// A raster layer over the base map (the hazard map's layers), drawn with Leaflet itself, taking
// over from the edge's first screen (worker/pages/hazard-first-screen.ts), which drew the start
// layer as images over the base map. Those images come along with the base map's (useEdgeTiles,
// ViewEvents) and show until this layer's own tiles have loaded (handOver), so the zones neither
// vanish nor flicker while the app takes over.

/** The edge's images of the layer `id` in the map's box (ViewEvents put them there). */
const edgeOverlay = (container: HTMLElement, id: string) =>
  [...container.querySelectorAll<HTMLElement>('.map-first__overlay')].find(
    (element) => element.dataset.overlay === id,
  ) ?? null

/** Removes the edge's images of layers the map does not draw (another start layer, turned off). */
export function DropOtherEdgeOverlays({ ids }: { ids: string[] }) {
  const map = useMap()
  const key = ids.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids
  useEffect(() => {
    for (const element of map.getContainer().querySelectorAll<HTMLElement>('.map-first__overlay'))
      if (!ids.includes(element.dataset.overlay ?? '')) element.remove()
  }, [map, key])
  return null
}

/**
 * Hands the edge's images of a layer over to its tiles: until the tiles have all loaded, they stay
 * transparent and the images show (above Leaflet's panes, map.css: the same picture on the same
 * pixels; both at once would darken the zones twice); then, or as soon as the map moves, the images
 * go and the tiles show. Without images, the tiles show at once.
 */
function handOver(
  map: LeafletMap,
  tiles: TileLayer,
  edge: HTMLElement | null,
  opacity: () => number,
) {
  if (!edge) return { setOpacity: (value: number) => tiles.setOpacity(value), cancel: () => {} }
  let done = false
  const finish = () => {
    if (done) return
    done = true
    edge.remove()
    tiles.setOpacity(opacity())
  }
  tiles.setOpacity(0)
  tiles.once('load', finish)
  map.once('movestart zoomstart', finish)
  return {
    setOpacity: (value: number) => {
      if (done) tiles.setOpacity(value)
      else edge.style.opacity = String(value)
    },
    cancel: () => {
      map.off('movestart zoomstart', finish)
      edge.remove()
    },
  }
}

/** One overlay of MapView: its tiles at `zIndex`, sharp on dense screens like the base map. */
export function OverlayLayer({
  overlay,
  zIndex,
  maxZoom,
  denseScreen,
}: {
  overlay: MapOverlay
  zIndex: number
  maxZoom: number
  denseScreen: boolean
}) {
  const map = useMap()
  const opacity = useRef(overlay.opacity)
  opacity.current = overlay.opacity
  const shown = useRef<{ setOpacity: (value: number) => void } | null>(null)
  const { id, url, minZoom, maxNativeZoom, attribution, onTileError } = overlay

  useEffect(() => {
    const edge = edgeOverlay(map.getContainer(), id)
    const tiles = new TileLayer(url, {
      opacity: opacity.current,
      attribution,
      minZoom,
      maxZoom,
      // Half-size tiles of the next zoom on dense screens, as the base layer (MapView).
      detectRetina: true,
      maxNativeZoom: denseScreen ? maxNativeZoom - 1 : maxNativeZoom,
      zIndex,
    })
    if (onTileError) tiles.on('tileerror', onTileError)
    const handover = handOver(map, tiles, edge, () => opacity.current)
    tiles.addTo(map)
    shown.current = handover
    return () => {
      handover.cancel()
      tiles.remove()
      shown.current = null
    }
  }, [map, id, url, minZoom, maxNativeZoom, attribution, onTileError, zIndex, maxZoom, denseScreen])

  useEffect(() => {
    shown.current?.setOpacity(overlay.opacity)
  }, [overlay.opacity])
  return null
}
