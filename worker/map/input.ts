import {
  isMapKind,
  MAP_KINDS,
  MAP_MAX_SPAN_DEGREES,
  type MapKind,
} from '../../src/shared/api/places'
import { parseTokyoDateOrDateTime } from '../../src/shared/dates'
import { MAP_MAX_VIEW_PX, MAP_MAX_ZOOM, MAP_MIN_ZOOM, viewPixels } from '../../src/shared/map-cells'
import { halfWidth } from '../../src/shared/text-input'
import { invalid } from '../lib/errors'

// The query of GET /api/map, checked by hand: a bbox is four numbers with rules between them that
// a person should read in words ("西端が東端より東にあります"), not a schema's path.

export interface Bbox {
  west: number
  south: number
  east: number
  north: number
}

export interface MapQuery {
  bbox: Bbox
  kinds: MapKind[]
  /** The map's zoom (an integer), or null from clients that do not send it: points, as ever. */
  zoom: number | null
  /** Events overlapping [from, to] (epoch ms); without `from`, events that have not ended. */
  from: number | null
  to: number | null
  /** Authors hidden from the signed-in viewer by blocks (set by routes.ts; none for visitors). */
  hidden?: number[]
}

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/

export function parseBbox(typed: string | undefined): Bbox {
  // Full-width digits and signs (３５．６，－１２０) are the numbers a Japanese keyboard types.
  const raw = typed === undefined ? undefined : halfWidth(typed)
  if (!raw) throw invalid('bbox', '表示範囲（bbox）を「西,南,東,北」の経緯度で指定してください。')
  const parts = raw.split(',')
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part.trim()))) {
    throw invalid('bbox', '表示範囲（bbox）は「西,南,東,北」の4つの数値で指定してください。')
  }
  const [west, south, east, north] = parts.map((part) => Number(part.trim())) as [
    number,
    number,
    number,
    number,
  ]
  if ([west, east].some((lng) => lng < -180 || lng > 180)) {
    throw invalid('bbox', '経度は-180〜180の範囲で指定してください。')
  }
  if ([south, north].some((lat) => lat < -90 || lat > 90)) {
    throw invalid('bbox', '緯度は-90〜90の範囲で指定してください。')
  }
  if (west >= east || south >= north) {
    throw invalid('bbox', '表示範囲（bbox）の西と東、または南と北が逆になっています。')
  }
  if (east - west > MAP_MAX_SPAN_DEGREES || north - south > MAP_MAX_SPAN_DEGREES) {
    throw invalid(
      'bbox',
      `表示範囲が広すぎます。地図を拡大してください（一辺${MAP_MAX_SPAN_DEGREES}度まで）。`,
    )
  }
  return { west, south, east, north }
}

export function parseKinds(raw: string | undefined): MapKind[] {
  if (raw === undefined || raw === '') return [...MAP_KINDS]
  const kinds = [...new Set(raw.split(','))]
  if (kinds.length > MAP_KINDS.length || !kinds.every(isMapKind)) {
    throw invalid('kinds', `種類（kinds）は ${MAP_KINDS.join('・')} から選んで指定してください。`)
  }
  return kinds
}

function parseBound(raw: string | undefined, field: 'from' | 'to', edge: 'start' | 'end') {
  if (raw === undefined || raw === '') return null
  const time = raw.length <= 40 ? parseTokyoDateOrDateTime(raw) : null
  if (!time) {
    throw invalid(
      field,
      `期間（${field}）は 2026-11-28 または 2026-11-28T18:00+09:00 の形で指定してください。`,
    )
  }
  return time[edge]
}

function parseZoom(raw: string | undefined, bbox: Bbox): number | null {
  if (raw === undefined || raw === '') return null
  const typed = halfWidth(raw).trim()
  const zoom = /^\d{1,2}$/.test(typed) ? Number(typed) : Number.NaN
  if (!(zoom >= MAP_MIN_ZOOM && zoom <= MAP_MAX_ZOOM)) {
    throw invalid(
      'zoom',
      `ズーム（zoom）は${MAP_MIN_ZOOM}〜${MAP_MAX_ZOOM}の整数で指定してください。`,
    )
  }
  // A box no screen shows at this zoom would make clusters (or a read) for a view nobody sees.
  const { width, height } = viewPixels([bbox.west, bbox.south, bbox.east, bbox.north], zoom)
  if (width > MAP_MAX_VIEW_PX || height > MAP_MAX_VIEW_PX) {
    throw invalid(
      'bbox',
      'このズームには表示範囲が広すぎます。表示範囲かズームを見直してください。',
    )
  }
  return zoom
}

export function parseMapQuery(query: Record<string, string | undefined>): MapQuery {
  const bbox = parseBbox(query.bbox)
  const zoom = parseZoom(query.zoom, bbox)
  const kinds = parseKinds(query.kinds)
  const from = parseBound(query.from, 'from', 'start')
  const to = parseBound(query.to, 'to', 'end')
  if (from !== null && to !== null && from > to) {
    throw invalid('to', '期間の終わり（to）が始まり（from）より前になっています。')
  }
  return { bbox, kinds, zoom, from, to }
}
