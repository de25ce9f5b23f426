import { call } from '../../lib/api'
import type { PagePlaceKind, PlaceListQuery, RestaurantGenre } from '../../shared/api/places'
import type { PageQuery } from '../../shared/api/posts'

export interface PlaceFilter {
  kind: PagePlaceKind
  genre?: RestaurantGenre | null
  openNow?: boolean
}

export function fetchPlaces(filter: PlaceFilter, cursor: string | null, signal?: AbortSignal) {
  const query: PlaceListQuery = { kind: filter.kind, limit: '50' }
  if (filter.genre) query.genre = filter.genre
  if (filter.openNow) query.open_now = '1'
  if (cursor) query.cursor = cursor
  return call('GET /api/places', { query, signal })
}

export const fetchPlace = (id: number, signal?: AbortSignal) =>
  call('GET /api/places/:id', { params: { id }, signal })

export function fetchArtists(cursor: string | null, signal?: AbortSignal) {
  const query: PageQuery = { limit: '50' }
  if (cursor) query.cursor = cursor
  return call('GET /api/artists', { query, signal })
}

export const fetchArtist = (id: number, signal?: AbortSignal) =>
  call('GET /api/artists/:id', { params: { id }, signal })

const FAVORITE_KEYS = {
  places: { on: 'PUT /api/places/:id/favorite', off: 'DELETE /api/places/:id/favorite' },
  artists: { on: 'PUT /api/artists/:id/favorite', off: 'DELETE /api/artists/:id/favorite' },
} as const

export const setFavorite = (target: 'places' | 'artists', id: number, on: boolean) =>
  call(FAVORITE_KEYS[target][on ? 'on' : 'off'], { params: { id } })

export const fetchPlaceFavorites = (signal?: AbortSignal) =>
  call('GET /api/me/place-favorites', { signal })

export const fetchEventTimetable = (eventId: number, signal?: AbortSignal) =>
  call('GET /api/events/:id/timetable', { params: { id: eventId }, signal })
