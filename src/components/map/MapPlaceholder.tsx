import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Shows the edge's tiles of the start view (worker/pages/map-first-screen.ts) in `box` while it
 * is mounted: from the first screen (this layout effect runs before the page's hand-over removes
 * it, in the same commit) or from the end of the body, where they wait hidden between two boxes;
 * they go back there when the box goes. The base map comes with the layers the edge drew over it
 * (the hazard map's start layer, `.map-first__overlay`) that the page draws too (`overlayIds`), in
 * the same order; the others go (disaster mode opens on another layer). MapView puts them under
 * its own tiles until those have loaded. The DOM is the hand-over, so the page and the map's
 * chunk share no module.
 */
export function useEdgeTiles(box: RefObject<HTMLElement | null>, overlayIds: readonly string[]) {
  // What the page draws when the box first shows, when the edge's layers come in.
  const kept = useRef(overlayIds)
  useLayoutEffect(() => {
    const found = document.querySelectorAll<HTMLElement>(
      '#first-screen .map-first__map, body > .map-first__map',
    )
    if (!box.current || found.length === 0) return
    const layers: HTMLElement[] = []
    for (const layer of found) {
      const overlay = layer.dataset.overlay
      if (overlay !== undefined && !kept.current.includes(overlay)) layer.remove()
      else layers.push(layer)
    }
    for (const layer of layers) layer.hidden = false
    box.current.append(...layers)
    return () => {
      for (const layer of layers) layer.hidden = true
      document.body.append(...layers)
    }
  }, [box])
}

/**
 * The map's box while its chunk loads (a page's Suspense fallback for MapView), never grey;
 * `overlayIds`: the layers the page draws over the base map.
 */
export function MapPlaceholder({ overlayIds = [] }: { overlayIds?: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEdgeTiles(box, overlayIds)
  return <div ref={box} className="map-view map-view--fill" aria-busy="true" />
}
