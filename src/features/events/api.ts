import { call } from '../../lib/api'
import type { ApplicationInput, EventInput, OwnArtist, OwnVenue } from '../../shared/api/organizers'

// The organizer calls of the event pages (worker/organizers/routes.ts).

export const fetchOrganizerStatus = () => call('GET /api/organizers/me')

export const applyAsOrganizer = (input: ApplicationInput) =>
  call('POST /api/organizers/applications', { body: input })

export const redeemOrganizerCode = (code: string) =>
  call('POST /api/organizers/codes/redeem', { body: { code } })

export const fetchOrganizerEvents = () => call('GET /api/organizers/events')

export const fetchVenueChoices = () => call('GET /api/organizers/venues')

export const fetchOrganizerEvent = (id: number) =>
  call('GET /api/organizers/events/:id', { params: { id } })

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
  return id === null
    ? call('POST /api/organizers/events', { body: form })
    : call('PUT /api/organizers/events/:id', { params: { id }, body: form })
}

/** The server reads the CSV (UTF-8 or Shift_JIS) and answers slots and line-numbered errors. */
export const previewTimetable = (file: Blob) =>
  call('POST /api/organizers/timetable/preview', {
    body: file,
    headers: { 'content-type': 'text/csv' },
  })

export const deleteOrganizerEvent = (id: number) =>
  call('DELETE /api/organizers/events/:id', { params: { id } })

export const fetchOwnPlaces = () => call('GET /api/organizers/places')

export const saveOwnVenue = (id: number, input: Omit<OwnVenue, 'id' | 'organization_id'>) =>
  call('PUT /api/organizers/venues/:id', { params: { id }, body: input })

export const saveOwnArtist = (id: number, input: Omit<OwnArtist, 'id' | 'organization_id'>) =>
  call('PUT /api/organizers/artists/:id', { params: { id }, body: input })
