import { shelterTownOf } from '../../src/shared/shelter-town'
import { invalid } from '../lib/errors'
import type { Bbox } from './shelter-store'

// The query of GET /api/hazard/shelters: the map's view as `bbox=west,south,east,north` (Leaflet's
// getBounds order). Without it, the town's area (SHELTER_BBOX), else the whole map.

const NUMBER = /^-?\d{1,3}(\.\d{1,15})?$/
const WHOLE_MAP: Bbox = [-180, -90, 180, 90]
const BBOX_WORDS = '表示範囲（bbox）は「西,南,東,北」の4つの数値（経度・緯度）で指定してください。'

export function parseShelterView(
  query: Record<string, string[]>,
  env: { SHELTER_TOWN?: string; SHELTER_BBOX?: string },
): Bbox {
  const values = query.bbox ?? []
  if (values.length > 1) throw invalid('bbox', '表示範囲（bbox）は1回だけ指定してください。')
  const raw = values[0]
  if (raw === undefined) return shelterTownOf(env.SHELTER_TOWN, env.SHELTER_BBOX).bbox ?? WHOLE_MAP
  const parts = raw.split(',').map((part) => part.trim())
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
    throw invalid('bbox', BBOX_WORDS)
  }
  const [west, south, east, north] = parts.map(Number) as Bbox
  if (
    [west, east].some((lng) => Math.abs(lng) > 180) ||
    [south, north].some((lat) => Math.abs(lat) > 90)
  ) {
    throw invalid('bbox', '表示範囲（bbox）の経度は-180〜180、緯度は-90〜90で指定してください。')
  }
  if (west > east || south > north) {
    throw invalid('bbox', '表示範囲（bbox）は西・南の値を東・北の値以下にしてください。')
  }
  return [west, south, east, north]
}
