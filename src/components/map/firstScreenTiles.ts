// The tiles the edge drew in a map page's first screen (worker/pages/map-first-screen.ts), kept
// on screen until Leaflet has drawn its own: the first screen goes when the page appears, which
// is before the map's chunk has run, and the box would be grey in between. The page's fallback
// for the map (MapPlaceholder) takes them in before the first screen goes; MapView puts them
// under its own tiles and lets them go once its base layer has loaded.

let kept: HTMLElement | null = null

/** Moves the first screen's tiles into `box`, if the first screen is still there. */
export function keepFirstScreenTiles(box: HTMLElement): void {
  const tiles = document.querySelector<HTMLElement>('#first-screen .map-first__map')
  if (!tiles) return
  kept = tiles
  box.append(tiles)
}

/** Puts the kept tiles at the bottom of the map's container, under Leaflet's panes. */
export function showFirstScreenTilesIn(container: HTMLElement): void {
  if (kept) container.prepend(kept)
}

/** Lets them go: the map's own base tiles have loaded. */
export function dropFirstScreenTiles(): void {
  kept?.remove()
  kept = null
}
