// The grid the map's clusters are counted on, shared by the Worker (worker/map/clusters.ts) and
// the SPA (which asks for whole cells, so the same view from any screen is the same request and
// the edge cache answers it). Places on the Web Mercator plane at zoom 24 with 256-px tiles:
// 2^32 pixels a side, as migrations/0023_map_cells.sql stores them for every post. A cell is
// CELL_PX screen pixels at its zoom.

/**
 * Below this zoom the SPA asks for whole cells and the map API answers a view of more than
 * MAP_CLUSTER_ABOVE items with clusters. From it up to MAP_PINS_ZOOM (street views) a view holding
 * more items than grid cells comes as its crowded cells' clusters and the other cells' pins.
 */
export const MAP_POINTS_ZOOM = 16
/** From this zoom on the map API answers pins only (the map's closest zoom: nothing to open). */
export const MAP_PINS_ZOOM = 18

/**
 * The most a tap on a cluster zooms in to: a town's cluster to the zoom where pins split (17), a
 * street's (a crowded cell at 16 or 17) to MAP_PINS_ZOOM, where the API answers its pins.
 */
export const clusterOpenMaxZoom = (zoom: number) => (zoom >= MAP_POINTS_ZOOM ? MAP_PINS_ZOOM : 17)

/** The zoom a cluster's row in the map's list opens: two steps in, pins from a street view. */
export const clusterRowZoom = (zoom: number) =>
  zoom >= MAP_POINTS_ZOOM ? MAP_PINS_ZOOM : Math.min(MAP_POINTS_ZOOM, zoom + 2)
/** The zooms the API answers (the app's map goes from 5 to 18). */
export const MAP_MIN_ZOOM = 5
export const MAP_MAX_ZOOM = 18
/** Side of a cluster cell in screen pixels: 2^6, so a cell is a shift of the zoom-24 place. */
export const CELL_PX = 64
/** The widest view a zoom is asked for, in screen pixels a side (beyond any real screen). */
export const MAP_MAX_VIEW_PX = 4096

const WORLD = 2 ** 32
const MAX_LAT = 85

export type Bbox4 = [west: number, south: number, east: number, north: number]

/** Zoom-24 pixel column of a longitude (as the migration's map_x). */
export const worldX = (lng: number) =>
  Math.floor(Math.max(0, Math.min(WORLD - 1, ((lng + 180) / 360) * WORLD)))

/** Zoom-24 pixel row of a latitude (as the migration's map_y). */
export function worldY(lat: number): number {
  const rad = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * WORLD
  return Math.floor(Math.max(0, Math.min(WORLD - 1, y)))
}

const lngOf = (x: number) => (x / WORLD) * 360 - 180
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI

/** Bits a zoom-24 place is shifted right by to give its cell at `zoom`. */
export const cellShift = (zoom: number) => 30 - zoom

/** The cell a point lies in at a zoom. */
export function cellOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const shift = 2 ** cellShift(zoom)
  return { x: Math.floor(worldX(lng) / shift), y: Math.floor(worldY(lat) / shift) }
}

/** A view's size in screen pixels at a zoom. */
export function viewPixels(bbox: Bbox4, zoom: number): { width: number; height: number } {
  const [west, south, east, north] = bbox
  const scale = 2 ** (24 - zoom)
  return {
    width: (worldX(east) - worldX(west)) / scale,
    height: (worldY(south) - worldY(north)) / scale,
  }
}

/** The cells (inclusive index ranges) a view covers at a zoom. */
export interface CellRange {
  x0: number
  x1: number
  y0: number
  y1: number
}

/**
 * The cells of a view. Its edges are moved in by about a metre first, so a box already snapped
 * to cells (and rounded to 5 decimals on the way) covers the same cells, not one more row.
 */
export function cellRange(bbox: Bbox4, zoom: number): CellRange {
  const [west, south, east, north] = bbox
  const inset = 1e-5
  const shift = 2 ** cellShift(zoom)
  const x = (lng: number) => Math.floor(worldX(lng) / shift)
  const y = (lat: number) => Math.floor(worldY(lat) / shift)
  return {
    x0: x(Math.min(west + inset, east)),
    x1: x(Math.max(east - inset, west)),
    // Rows grow southwards.
    y0: y(Math.max(north - inset, south)),
    y1: y(Math.min(south + inset, north)),
  }
}

/** The box the cells [x0..x1] × [y0..y1] cover at a zoom (west, south, east, north). */
export function cellsBbox(range: CellRange, zoom: number): Bbox4 {
  const shift = 2 ** cellShift(zoom)
  return [
    lngOf(range.x0 * shift),
    latOf((range.y1 + 1) * shift),
    lngOf((range.x1 + 1) * shift),
    latOf(range.y0 * shift),
  ]
}

/** A view grown to whole cells: what the SPA asks for and what the API counts. */
export const snapToCells = (bbox: Bbox4, zoom: number): Bbox4 =>
  cellsBbox(cellRange(bbox, zoom), zoom)
