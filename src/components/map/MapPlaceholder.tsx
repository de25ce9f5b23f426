import { useLayoutEffect, useRef } from 'react'

/**
 * The map's box while its chunk loads (a page's Suspense fallback for MapView). If the page
 * opened with the edge's first screen (worker/pages/map-first-screen.ts), its tiles move in here
 * before the first screen goes (this layout effect runs before the page's hand-over removes it,
 * in the same commit), so the box never turns grey; when the map replaces this box they wait,
 * hidden, at the end of the body, and MapView puts them under its own tiles until those have
 * loaded. The DOM is the hand-over, so the page and the map's chunk share no module.
 */
export function MapPlaceholder() {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const tiles = document.querySelector<HTMLElement>('#first-screen .map-first__map')
    if (!box.current || !tiles) return
    box.current.append(tiles)
    return () => {
      tiles.hidden = true
      document.body.append(tiles)
    }
  }, [])
  return <div ref={box} className="map-view map-view--fill" aria-busy="true" />
}
