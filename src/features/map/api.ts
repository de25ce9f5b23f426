import { call } from '../../lib/api'
import type { MapFeatureCollection, MapItems, MapKind } from '../../shared/api/places'

export function fetchMapFeatures(
  bbox: [number, number, number, number],
  zoom: number,
  kinds: MapKind[],
  range: { from?: string; to?: string },
  signal?: AbortSignal,
): Promise<MapFeatureCollection> {
  const query = {
    bbox: bbox.map((value) => value.toFixed(5)).join(','),
    zoom: String(zoom),
    kinds: kinds.join(','),
    ...range,
  }
  return call('GET /api/map', { query, signal })
}

/** The cards of some pins (`post:1`, `venue:2`, at most MAP_ITEMS_MAX). */
export function fetchMapItems(keys: string[]): Promise<MapItems> {
  return call('GET /api/map/items', { query: { ids: keys.join(',') } })
}
