import { api } from '../../lib/api'
import type {
  ApplicationInput,
  EventInput,
  OrganizerApplication,
  OrganizerEvent,
  OrganizerEventSummary,
  OrganizerStatus,
  OwnArtist,
  OwnPlaces,
  OwnVenue,
  TimetablePreview,
  VenueChoice,
} from '../../shared/api/organizers'

// The organizer calls of the event pages (worker/organizers/routes.ts).

export const fetchOrganizerStatus = () => api<OrganizerStatus>('/api/organizers/me')

export const applyAsOrganizer = (input: ApplicationInput) =>
  api<OrganizerApplication>('/api/organizers/applications', { method: 'POST', body: input })

export const redeemOrganizerCode = (code: string) =>
  api<OrganizerStatus>('/api/organizers/codes/redeem', { method: 'POST', body: { code } })

export const fetchOrganizerEvents = () =>
  api<{ items: OrganizerEventSummary[] }>('/api/organizers/events')

export const fetchVenueChoices = () => api<{ items: VenueChoice[] }>('/api/organizers/venues')

export const fetchOrganizerEvent = (id: number) =>
  api<OrganizerEvent>(`/api/organizers/events/${id}`)

/** Create (id null) or edit an event: `data` JSON, new photos with their alt text, kept ones. */
export function saveOrganizerEvent(
  id: number | null,
  input: EventInput,
  photos: { file: File; alt: string }[],
  keepMedia: number[],
) {
  const form = new FormData()
  form.set('data', JSON.stringify(id === null ? input : { ...input, keep_media: keepMedia }))
  for (const photo of photos) {
    form.append('photos', photo.file, photo.file.name)
    form.append('alts', photo.alt)
  }
  return api<OrganizerEvent>(
    id === null ? '/api/organizers/events' : `/api/organizers/events/${id}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body: form,
    },
  )
}

/** The server reads the CSV (UTF-8 or Shift_JIS) and answers slots and line-numbered errors. */
export const previewTimetable = (file: Blob) =>
  api<TimetablePreview>('/api/organizers/timetable/preview', {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'text/csv' },
  })

export const deleteOrganizerEvent = (id: number) =>
  api<unknown>(`/api/organizers/events/${id}`, { method: 'DELETE' })

export const fetchOwnPlaces = () => api<OwnPlaces>('/api/organizers/places')

export const saveOwnVenue = (id: number, input: Omit<OwnVenue, 'id' | 'organization_id'>) =>
  api<OwnVenue>(`/api/organizers/venues/${id}`, { method: 'PUT', body: input })

export const saveOwnArtist = (id: number, input: Omit<OwnArtist, 'id' | 'organization_id'>) =>
  api<OwnArtist>(`/api/organizers/artists/${id}`, { method: 'PUT', body: input })
