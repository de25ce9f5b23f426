import { expect } from 'vitest'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import { cellRange } from '../../src/shared/map-cells'
import { forgetMapMemo } from '../../worker/map/held'
import { call } from './posts-helpers'

// A town view's clusters against the pins of the same items: for the views that count their
// events per cell (the すべて chip, a period of days), each cluster must be its cell's pins.

interface Cell {
  n: number
  lat: number
  lng: number
}

export const mapOf = (query: string) => call<MapFeatureCollection>('GET', `/api/map?${query}`)

/** Pins (no zoom) or clusters (zoom 14) per zoom-14 cell: how many, around which mean. */
export function perCell(body: MapFeatureCollection): Record<string, Cell> {
  const cells: Record<string, Cell> = {}
  const add = (lng: number, lat: number, n: number) => {
    const { x0, y0 } = cellRange([lng, lat, lng, lat], 14)
    const cell = cells[`${x0},${y0}`] ?? { n: 0, lat: 0, lng: 0 }
    cells[`${x0},${y0}`] = { n: cell.n + n, lat: cell.lat + lat * n, lng: cell.lng + lng * n }
  }
  for (const cluster of body.clusters ?? []) add(cluster.lng, cluster.lat, cluster.count)
  for (const feature of body.features) {
    const [lng, lat] = feature.geometry.coordinates
    add(lng, lat, 1)
  }
  return Object.fromEntries(
    Object.entries(cells).map(([key, cell]) => [
      key,
      { n: cell.n, lat: cell.lat / cell.n, lng: cell.lng / cell.n },
    ]),
  )
}

/** The same cells with as many items each, around the same point (clusters round to 1e-6). */
export function expectSameCells(counted: MapFeatureCollection, pins: MapFeatureCollection) {
  const [a, b] = [perCell(counted), perCell(pins)]
  expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort())
  for (const [key, cell] of Object.entries(a)) {
    expect(cell.n, key).toBe(b[key]?.n)
    expect(cell.lat, key).toBeCloseTo(b[key]?.lat ?? 0, 5)
    expect(cell.lng, key).toBeCloseTo(b[key]?.lng ?? 0, 5)
  }
}

/** The view at zoom 14 (counted) and its pins (read one by one), held to each other cell by cell. */
export async function bothWays(view: string) {
  forgetMapMemo()
  const counted = await mapOf(`${view}&zoom=14`)
  expect(counted.status).toBe(200)
  const pins = await mapOf(view)
  expect(pins.body.truncated, 'every pin read').toBe(false)
  expectSameCells(counted.body, pins.body)
  return { counted: counted.body, pins: pins.body }
}

/** How many items a view's clusters count. */
export const total = (body: MapFeatureCollection) =>
  (body.clusters ?? []).reduce((sum, cluster) => sum + cluster.count, 0)
