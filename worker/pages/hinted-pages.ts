import { deliveryOf, MAP_VIEW } from '../../src/shared/route-delivery'
import { PAGE_ROUTES } from '../../src/shared/routes'

// Kept apart from page-hints.ts (no Workers types) so a Node test can check every path exists.
// Both lists come from the `hints` of the route table's pages (src/shared/route-delivery.ts).

const hinted = PAGE_ROUTES.map((row) => ({
  path: row.path,
  hints: deliveryOf(row.path).hints,
})).filter((row) => row.hints)

/** The pages that get hints: route pattern under /app → the source modules to preload. */
export const HINTED_PAGES: Record<string, readonly string[]> = Object.fromEntries(
  hinted.map((row) => [row.path, row.hints ?? []]),
)

/** Pages that draw map tiles as they open: they also get a preconnect to the tile server. */
export const MAP_PAGES: readonly string[] = hinted
  .filter((row) => row.hints?.includes(MAP_VIEW))
  .map((row) => row.path)
