// The places, artists and map API contract, shared by the Worker (worker/places, worker/map) and
// the SPA (src/features/places, src/features/map). Same conventions as ./posts.ts.
//
//   GET    /api/places?kind=venue|restaurant&genre=&open_now=1&cursor=&limit=  Page<PlaceSummary>
//   GET    /api/places/:id                         PlaceDetail (404 for shelters and unknown ids)
//   PUT    /api/places/:id/favorite · DELETE       FavoriteStatus                  login
//   GET    /api/artists?cursor=&limit=             Page<ArtistSummary>
//   GET    /api/artists/:id                        ArtistDetail
//   PUT    /api/artists/:id/favorite · DELETE      FavoriteStatus                  login
//   GET    /api/me/place-favorites                 { places, artists }             login
//   GET    /api/events/:id/timetable               EventTimetable (404 unless a public event)
//   GET    /api/map?bbox=w,s,e,n&zoom=&kinds=&from=&to=  MapFeatureCollection (GeoJSON, RFC 7946;
//          below MAP_POINTS_ZOOM a crowded view comes as `clusters` per grid cell instead)
//   GET    /api/map/items?ids=post:1,venue:2            MapItems (titles, photos, dates of pins)
//
// Times are ISO 8601 instants; "now" (open_now, the slot playing now, upcoming) is the server's
// clock in Asia/Tokyo. Opening hours travel as data (../opening-hours.ts) so the SPA can tick.

import { pathTo } from '../links'
import type { OpeningHours } from '../opening-hours'
import type { InternationalLang } from '../sites'

/**
 * Only when the request asks for a language (as PostSummary.translation): `translated` says the
 * texts are machine translations into `lang`, and `original` holds the Japanese as written.
 */
export interface TextTranslation<Original> {
  translated: boolean
  source_lang: 'ja'
  lang: InternationalLang
  original?: Original
}

/** Restaurant genres, in the order the filter chips show them. */
export const RESTAURANT_GENRES = [
  'washoku',
  'sushi',
  'seafood',
  'ramen',
  'soba',
  'yoshoku',
  'izakaya',
  'cafe',
  'bakery',
  'sweets',
] as const
export type RestaurantGenre = (typeof RESTAURANT_GENRES)[number]

export const isRestaurantGenre = (value: unknown): value is RestaurantGenre =>
  typeof value === 'string' && (RESTAURANT_GENRES as readonly string[]).includes(value)

/** Places that have pages of their own (shelters belong to the hazard map). */
export const PAGE_PLACE_KINDS = ['venue', 'restaurant'] as const
export type PagePlaceKind = (typeof PAGE_PLACE_KINDS)[number]

/** The query of GET /api/places (kind defaults to venue). */
export interface PlaceListQuery {
  kind?: PagePlaceKind
  genre?: RestaurantGenre
  open_now?: '1' | '0'
  cursor?: string
  limit?: string | number
}

export interface PlaceSummary {
  id: number
  kind: PagePlaceKind
  name: string
  description: string
  /**
   * As written; on an international site, where Japan Post's romanised data names its town, in
   * that romaji in English order ("2-9-5 Ginzacho, Atami-shi, Shizuoka 413-0013"), the Japanese
   * then in `address_original`.
   */
  address: string
  address_original?: string
  lat: number | null
  lng: number | null
  image_url: string | null
  genre: RestaurantGenre | null
  price_range: string | null
  tags: string[]
  opening_hours: OpeningHours | null
  /** At the moment of the answer; the SPA recomputes it as the clock moves. */
  open_now: boolean
  /** Name, description (and on the detail, access and the hours note) in the site's language. */
  translation?: TextTranslation<{
    name: string
    description: string
    access?: string
    hours_note?: string | null
  }>
}

export interface ScheduleSlot {
  id: number
  starts_at: string
  ends_at: string
  artist: { id: number; name: string; genre: string }
  venue: { id: number; name: string } | null
  /** The event post the slot belongs to, if any. */
  event_id: number | null
  event_title: string | null
  /** On an international site, when a name or title above is a translation: the Japanese. */
  original?: { artist_name: string; venue_name: string | null; event_title: string | null }
}

/** An event's whole lineup: every slot of the organizer's timetable, in time order. */
export interface EventTimetable {
  event_id: number
  slots: ScheduleSlot[]
}

export interface PlaceEvent {
  id: number
  title: string
  starts_at: string | null
  ends_at: string | null
  image_url: string | null
  /** On an international site, when the title is a translation: the Japanese. */
  original?: { title: string }
}

export interface PlaceCoupon {
  id: number
  title: string
  coupon_offer: string | null
  valid_until: string | null
  image_url: string | null
  /** On an international site, when title and offer are translations: the Japanese. */
  original?: { title: string; coupon_offer: string | null }
}

export interface PlaceDetail extends PlaceSummary {
  access: string
  phone: string | null
  url: string | null
  reservation_url: string | null
  /** Free-text note of the hours as the shop writes it (shown beside the table). */
  hours_note: string | null
  /** Venues: slots from the start of today (Tokyo) on, by start time. */
  slots: ScheduleSlot[]
  /** Events at the place that have not ended. */
  events: PlaceEvent[]
  /** Restaurants: the shop's coupons valid now. */
  coupons: PlaceCoupon[]
  favorited: boolean
}

export interface ArtistSummary {
  id: number
  name: string
  genre: string
  bio: string
  image_url: string | null
  /** Name, genre and bio in the site's language. */
  translation?: TextTranslation<{ name: string; genre: string; bio: string }>
}

export interface ArtistDetail extends ArtistSummary {
  url: string | null
  links: { label: string; url: string }[]
  /** Slots that have not ended, across venues. */
  slots: ScheduleSlot[]
  favorited: boolean
}

export interface FavoriteStatus {
  favorited: boolean
}

export interface PlaceFavorites {
  places: PlaceSummary[]
  artists: ArtistSummary[]
}

// The map.

export const MAP_KINDS = ['post', 'event', 'coupon', 'venue', 'restaurant'] as const
export type MapKind = (typeof MAP_KINDS)[number]
export const isMapKind = (value: unknown): value is MapKind =>
  typeof value === 'string' && (MAP_KINDS as readonly string[]).includes(value)

/** Most features one answer carries; a view with more says so (`truncated`). */
export const MAP_MAX_FEATURES = 500
/** Widest view the API answers, in degrees per side (about a prefecture). */
export const MAP_MAX_SPAN_DEGREES = 2

/**
 * A pin: which item, of what kind. Its title, photo and dates are not in the view's answer (a
 * view's cost then grows with its pins alone): they come from GET /api/map/items for the pins the
 * list shows and the one tapped (MapItem).
 */
export interface MapFeatureProperties {
  kind: MapKind
  id: number
}

export interface MapFeature {
  type: 'Feature'
  /** `${kind}:${id}`, e.g. event:12. */
  id: string
  geometry: { type: 'Point'; coordinates: [number, number] }
  properties: MapFeatureProperties
}

/** What a pin's card and its list row show: GET /api/map/items?ids=post:1,venue:2 (≤ MAP_ITEMS_MAX). */
export interface MapItem {
  kind: MapKind
  id: number
  title: string
  /** Page of the item, relative to the site (e.g. /app/posts/12). */
  path: string
  image_url: string | null
  starts_at: string | null
  ends_at: string | null
  valid_until: string | null
  genre: RestaurantGenre | null
  /**
   * Only when the request asks for a language: whether `title` is a machine translation (a
   * place's name, a post's title) or the Japanese original (no translation, or an untitled post
   * named by the start of its text).
   */
  translated?: boolean
}

export interface MapItems {
  /** The items asked for that the map shows, in the order asked; the others are left out. */
  items: MapItem[]
}

/** Most items one GET /api/map/items asks for: two pages of the map's list. */
export const MAP_ITEMS_MAX = 60

/** A pin's key as features and items name it: `event:12`. */
export const mapItemKey = (item: { kind: MapKind; id: number }) => `${item.kind}:${item.id}`

/** A place's kind (the venues table), not a post's. */
export const isPlaceKind = (kind: MapKind) => kind === 'venue' || kind === 'restaurant'

/** The page of a map item by kind and id. */
export const mapItemPath = (kind: MapKind, id: number) =>
  isPlaceKind(kind) ? placePath(kind, id) : pathTo('/app/posts/:id', { id })

export interface MapFeatureCollection {
  type: 'FeatureCollection'
  features: MapFeature[]
  /** More items lie in the view than MAP_MAX_FEATURES: zoom in to see them all. */
  truncated: boolean
  /**
   * Only when the request gives a zoom below MAP_POINTS_ZOOM (src/shared/map-cells.ts): the view
   * grown to whole cells, and, when it holds more than MAP_CLUSTER_ABOVE items, one cluster per
   * cell that has any (then `features` is empty); otherwise [] and the items are in `features`.
   */
  clusters?: MapCluster[]
  bbox?: [number, number, number, number]
}

/** The items of one grid cell: how many, drawn at their mean position, and the cell's box. */
export interface MapCluster {
  lat: number
  lng: number
  count: number
  /** west, south, east, north of the cell: a tap zooms the map to it. */
  bbox: [number, number, number, number]
}

/** A view at low zoom with at most this many items is answered with the items themselves. */
export const MAP_CLUSTER_ABOVE = 150

/** Page path of a place by kind. */
export const placePath = (kind: PagePlaceKind, id: number) =>
  kind === 'restaurant' ? pathTo('/app/restaurants/:id', { id }) : pathTo('/app/venues/:id', { id })
