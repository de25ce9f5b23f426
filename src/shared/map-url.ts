import { MAP_KINDS, type MapKind } from './api/places'
import { type PageQueries, pathTo } from './links'

// The map's view in the URL (centre, zoom, kinds, period, the open card), so a shared link
// reopens exactly what the sender saw. Anything malformed falls back to the town's default view.

export const EVENT_PERIODS = ['upcoming', 'today', 'weekend', 'week', 'all'] as const
export type EventPeriod = (typeof EVENT_PERIODS)[number]

/**
 * The `from` of the すべて chip: every event the town has held. The Worker counts the events per
 * cell for exactly this start (migrations/0046_map_event_counts.sql), so it is one fixed date.
 */
export const ALL_EVENTS_FROM = '2000-01-01'

export interface MapUrlState {
  lat: number
  lng: number
  zoom: number
  kinds: MapKind[]
  period: EventPeriod
  /** Feature id of the open card (`event:9`). */
  selected: string | null
}

/** みなと町 station square: where the demo town's map opens. */
export const TOWN_CENTRE = { lat: 34.9728, lng: 139.0925, zoom: 15 }

const number = (raw: string | null, min: number, max: number) => {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(raw)) return null
  const value = Number(raw)
  return value >= min && value <= max ? value : null
}

export function parseMapUrl(search: string): MapUrlState {
  const params = new URLSearchParams(search)
  const lat = number(params.get('lat'), -85, 85)
  const lng = number(params.get('lng'), -180, 180)
  const zoom = number(params.get('z'), 5, 18)
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .filter((kind): kind is MapKind => (MAP_KINDS as readonly string[]).includes(kind))
  const period = params.get('when')
  const selected = params.get('open')
  return {
    lat: lat !== null && lng !== null ? lat : TOWN_CENTRE.lat,
    lng: lat !== null && lng !== null ? lng : TOWN_CENTRE.lng,
    zoom: zoom !== null ? Math.round(zoom) : lat !== null && lng !== null ? 17 : TOWN_CENTRE.zoom,
    kinds: kinds.length ? [...new Set(kinds)] : [...MAP_KINDS],
    period: (EVENT_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as EventPeriod)
      : 'upcoming',
    selected: selected && /^[a-z]+:\d{1,12}$/.test(selected) ? selected : null,
  }
}

/** The query of a state's link; defaults are left out so links stay short. */
export function mapQuery(state: MapUrlState): PageQueries['/app/map'] {
  return {
    lat: state.lat.toFixed(5),
    lng: state.lng.toFixed(5),
    z: state.zoom,
    kinds: state.kinds.length !== MAP_KINDS.length ? state.kinds.join(',') : undefined,
    when: state.period !== 'upcoming' ? state.period : undefined,
    open: state.selected,
  }
}

/**
 * The map centred on an item at street level with its card open. Past events are shown only
 * under 「すべて」, so an event's link asks for that period.
 */
export function mapLinkTo(item: { kind: MapKind; id: number; lat: number; lng: number }): string {
  return pathTo(
    '/app/map',
    mapQuery({
      lat: item.lat,
      lng: item.lng,
      zoom: 17,
      kinds: [...MAP_KINDS],
      period: item.kind === 'event' ? 'all' : 'upcoming',
      selected: `${item.kind}:${item.id}`,
    }),
  )
}
