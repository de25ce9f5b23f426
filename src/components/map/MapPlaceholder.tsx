import { useLayoutEffect, useRef } from 'react'
import { keepFirstScreenTiles } from './firstScreenTiles'

/**
 * The map's box while its chunk loads (a page's Suspense fallback for MapView), showing the tiles
 * the edge drew if the page opened with them.
 */
export function MapPlaceholder() {
  const box = useRef<HTMLDivElement>(null)
  // A layout effect of the page's own tree runs before the page's first-screen hand-over removes
  // the first screen (src/app/layout/FirstScreenHandoff.tsx), in the same commit.
  useLayoutEffect(() => {
    if (box.current) keepFirstScreenTiles(box.current)
  }, [])
  return <div ref={box} className="map-view map-view--fill" aria-busy="true" />
}
