import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Shows the edge's tiles of the start view (worker/pages/map-first-screen.ts) in `box` while it
 * is mounted: from the first screen (this layout effect runs before the page's hand-over removes
 * it, in the same commit) or from the end of the body, where they wait hidden between two boxes;
 * they go back there when the box goes. The base map comes with the layers the edge drew over it
 * (the hazard map's start layer, `.map-first__overlay`), in the same order. MapView puts them under
 * its own tiles until those have loaded. The DOM is the hand-over, so the page and the map's chunk
 * share no module.
 */
export function useEdgeTiles(box: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const layers = [
      ...document.querySelectorAll<HTMLElement>(
        '#first-screen .map-first__map, body > .map-first__map',
      ),
    ]
    if (!box.current || layers.length === 0) return
    for (const layer of layers) layer.hidden = false
    box.current.append(...layers)
    return () => {
      for (const layer of layers) layer.hidden = true
      document.body.append(...layers)
    }
  }, [box])
}

/** The map's box while its chunk loads (a page's Suspense fallback for MapView), never grey. */
export function MapPlaceholder() {
  const box = useRef<HTMLDivElement>(null)
  useEdgeTiles(box)
  return <div ref={box} className="map-view map-view--fill" aria-busy="true" />
}
