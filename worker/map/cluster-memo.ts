import type { CellRange } from '../../src/shared/map-cells'
import { type CellRow, clustersOf, readCells, readClusters, viewCells } from './clusters'
import { filterKey, HeldEntries } from './held'
import type { MapQuery } from './input'

/**
 * The map's count memo: an isolate keeps the counts per cell it read for a few seconds, so town
 * views that residents pan around in are counted once per unit, not once per request (with
 * MAP_MEMO = "on"; the clusters are the same as a direct count's).
 *
 * 1. A unit is UNIT × UNIT cells of a zoom, aligned on the grid; a phone's view touches a dozen.
 *    Views that touch more than MAX_UNITS are counted directly.
 * 2. Per unit, zoom and filter (kinds, event period) the isolate keeps the unit's non-empty cells
 *    with their counts and coordinate sums, for MEMO_MS (held.ts).
 * 3. Units not held are counted in one statement: the direct count's statement (so a cell is
 *    decided by the same SQL either way) for the view's cells in the rectangle of units around
 *    them, never more than the view (a cold isolate, as most are, reads what a direct count
 *    reads); each unit wholly inside is kept, the others serve this answer only.
 * 4. The view's cells are the held cells inside its range; from them, as from a direct count,
 *    clusters when they hold more than MAP_CLUSTER_ABOVE items, else none (clusters.ts).
 */

/** Cells a unit spans on each side (at zoom 14, about 1 km here): a phone's view holds a few. */
const UNIT = 4
/** The most units a view is counted from (a 4096-px view touches 17 × 17). */
const MAX_UNITS = 289
/** Cells held at most, over all units and zooms. */
const MAX_HELD_CELLS = 100_000

const heldUnits = new HeldEntries<CellRow[]>(MAX_HELD_CELLS)

/** readClusters, from the held units where the view touches few enough of them. */
export const readHeldClusters: typeof readClusters = async (db, query, zoom, now) => {
  const { range, bbox } = viewCells(query, zoom)
  const wanted = keyedUnits(query, zoom, range)
  if (!wanted) return readClusters(db, query, zoom, now)
  const held = await heldUnits.getAll(wanted, now, async (missing) => {
    const around: CellRange = {
      x0: Math.max(range.x0, Math.min(...missing.map(({ unit }) => unit.x0))),
      x1: Math.min(range.x1, Math.max(...missing.map(({ unit }) => unit.x1))),
      y0: Math.max(range.y0, Math.min(...missing.map(({ unit }) => unit.y0))),
      y1: Math.min(range.y1, Math.max(...missing.map(({ unit }) => unit.y1))),
    }
    // The window is read only when a unit is not held (and then once a minute per isolate).
    const rows = await readCells(db, query, zoom, around, now)
    return missing.map(({ unit }) => unitEntry(unit, around, rows))
  })
  const cells = held.flat()
  return {
    clusters: clustersOf(
      cells.filter((cell) => inRange(cell, range)),
      zoom,
    ),
    bbox,
  }
}

/** A unit's cells from a count of `around`, kept only when the unit lies wholly inside it. */
function unitEntry(unit: CellRange, around: CellRange, rows: CellRow[]) {
  const own = rows.filter((cell) => inRange(cell, unit))
  const whole =
    unit.x0 >= around.x0 && unit.x1 <= around.x1 && unit.y0 >= around.y0 && unit.y1 <= around.y1
  return { value: own, size: Math.max(1, own.length), keep: whole }
}

/** The view's units under their keys, or null when it touches too many to be held. */
function keyedUnits(query: MapQuery, zoom: number, range: CellRange) {
  const units = unitsOf(range)
  if (units.length > MAX_UNITS) return null
  const filter = `${filterKey(query)}|${zoom}`
  return units.map((unit) => ({ key: `${filter}|${unit.x0}:${unit.y0}`, unit }))
}

/** Whether the isolate holds any unit of the view's cells (then readHeldClusters reads the rest). */
export function holdsAnyUnit(query: MapQuery, zoom: number, now: number): boolean {
  const units = keyedUnits(query, zoom, viewCells(query, zoom).range)
  return units?.some(({ key }) => heldUnits.get(key, now) !== undefined) ?? false
}

/** Keeps the units wholly inside `range` from `rows`, a count of that range's cells made elsewhere. */
export function keepCountedUnits(
  query: MapQuery,
  zoom: number,
  range: CellRange,
  rows: CellRow[],
  now: number,
): void {
  for (const { key, unit } of keyedUnits(query, zoom, range) ?? []) {
    const entry = unitEntry(unit, range, rows)
    if (entry.keep) heldUnits.set(key, entry.value, entry.size, now)
  }
}

const inRange = (cell: CellRow, range: CellRange) =>
  cell.cx >= range.x0 && cell.cx <= range.x1 && cell.cy >= range.y0 && cell.cy <= range.y1

/** The aligned units that cover a range of cells, each as its own range of cells. */
function unitsOf(range: CellRange): CellRange[] {
  const units: CellRange[] = []
  const first = (cell: number) => Math.floor(cell / UNIT) * UNIT
  for (let y = first(range.y0); y <= range.y1; y += UNIT) {
    for (let x = first(range.x0); x <= range.x1; x += UNIT) {
      units.push({ x0: x, x1: x + UNIT - 1, y0: y, y1: y + UNIT - 1 })
      if (units.length > MAX_UNITS) return units
    }
  }
  return units
}
