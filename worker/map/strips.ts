import { worldX, worldY } from '../../src/shared/map-cells'
import type { Bbox } from './input'

// How the map finds the posts of a box without reading the rest of the town (migrations/
// 0038_map_strips.sql): its indexes start with the post's strip, a row of zoom-18 tiles
// (map_y >> STRIP_SHIFT, 256 px at zoom 18: about 125 m here), then map_x. A box is read strip by
// strip, each a range of map_x, so what is read is the box grown to whole strips, however much
// the town holds east and west of it (an index by latitude reads the town's whole width).

/** Zoom-24 pixels to a strip (and to a memo block's side: worker/map/memo.ts). */
export const STRIP_SHIFT = 14
const STRIP_PX = 2 ** STRIP_SHIFT
/** A box taller than this many strips (a region, zoomed far out) reads its band in one range. */
const MAX_LISTED_STRIPS = 1024

/** The strips and map_x range of a box: zoom-24 pixels, both ends included. */
export interface StripRange {
  y0: number
  y1: number
  x0: number
  x1: number
}

/** The box's strips and columns, a pixel wider than the box (its lat/lng filter decides). */
export function stripRange({ west, south, east, north }: Bbox): StripRange {
  return {
    y0: Math.floor(Math.max(0, worldY(north) - 1) / STRIP_PX),
    y1: Math.floor((worldY(south) + 1) / STRIP_PX),
    x0: Math.max(0, worldX(west) - 1),
    x1: worldX(east) + 1,
  }
}

/**
 * The condition that a post (alias p) lies in strips ?from–?to (SQL expressions) and map_x
 * ?xFrom–?xTo: each strip sought on its own when there are few enough, else one range.
 */
export function inStrips(from: string, to: string, xFrom: string, xTo: string, listed: boolean) {
  const strip = `(p.map_y >> ${STRIP_SHIFT})`
  const strips = listed
    ? `${strip} IN (WITH RECURSIVE strip(y) AS (SELECT ${from} UNION ALL
        SELECT y + 1 FROM strip WHERE y < ${to}) SELECT y FROM strip)`
    : `${strip} BETWEEN ${from} AND ${to}`
  return `${strips} AND p.map_x BETWEEN ${xFrom} AND ${xTo}`
}

/** Whether a range of strips is sought strip by strip (inStrips' `listed`). */
export const listedStrips = (range: { y0: number; y1: number }) =>
  range.y1 - range.y0 < MAX_LISTED_STRIPS
