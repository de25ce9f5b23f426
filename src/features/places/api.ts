import { api } from '../../lib/api'
import type {
  ArtistDetail,
  ArtistSummary,
  EventTimetable,
  FavoriteStatus,
  PagePlaceKind,
  PlaceDetail,
  PlaceFavorites,
  PlaceSummary,
  RestaurantGenre,
} from '../../shared/api/places'
import type { Page } from '../../shared/api/posts'

export interface PlaceFilter {
  kind: PagePlaceKind
  genre?: RestaurantGenre | null
  openNow?: boolean
}

export function fetchPlaces(filter: PlaceFilter, cursor: string | null, signal?: AbortSignal) {
  const query: Record<string, string> = { kind: filter.kind, limit: '50' }
  if (filter.genre) query.genre = filter.genre
  if (filter.openNow) query.open_now = '1'
  if (cursor) query.cursor = cursor
  return api<Page<PlaceSummary>>('/api/places', { query, signal })
}

export const fetchPlace = (id: number, signal?: AbortSignal) =>
  api<PlaceDetail>(`/api/places/${id}`, { signal })

export function fetchArtists(cursor: string | null, signal?: AbortSignal) {
  const query: Record<string, string> = { limit: '50' }
  if (cursor) query.cursor = cursor
  return api<Page<ArtistSummary>>('/api/artists', { query, signal })
}

export const fetchArtist = (id: number, signal?: AbortSignal) =>
  api<ArtistDetail>(`/api/artists/${id}`, { signal })

export const setFavorite = (target: 'places' | 'artists', id: number, on: boolean) =>
  api<FavoriteStatus>(`/api/${target}/${id}/favorite`, { method: on ? 'PUT' : 'DELETE' })

export const fetchPlaceFavorites = (signal?: AbortSignal) =>
  api<PlaceFavorites>('/api/me/place-favorites', { signal })

export const fetchEventTimetable = (eventId: number, signal?: AbortSignal) =>
  api<EventTimetable>(`/api/events/${eventId}/timetable`, { signal })
