// The organizers API contract, shared by the Worker (worker/organizers/) and the SPA
// (src/features/events). docs/product.md lists the calls and their messages. Request bodies are
// the zod schemas of ./organizers-schema.ts; their types are re-exported here as types only, so
// importing this file never brings zod into a bundle.
//
//   GET  /api/organizers/me                          OrganizerStatus        login
//   POST /api/organizers/applications   ApplicationInput → OrganizerApplication (201)   login
//   POST /api/organizers/codes/redeem   {code}       OrganizerStatus        login
//   GET  /api/admin/organizers/applications?state=   {items: AdminApplication[]}       admin
//   POST /api/admin/organizers/applications/:id/approve            AdminApplication   admin
//   POST /api/admin/organizers/applications/:id/reject {reason}    AdminApplication   admin
//   GET  /api/admin/organizers/organizations         {items: Organization[]}           admin
//   POST /api/admin/organizers/codes   CodeInput → IssuedCode (201; the code is shown only here)
//   GET  /api/admin/organizers/codes                 {items: OrganizerCode[]}          admin
//   POST /api/admin/organizers/codes/:id/revoke      OrganizerCode                     admin

import type { ApplicationFields } from './organizers-schema'

export type {
  ApplicationInput,
  ArtistInput,
  CodeInput,
  EventInput,
  RedeemInput,
  RejectInput,
  SlotInput,
  VenueInput,
} from './organizers-schema'

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

export const MAX_ORGANIZATION_NAME_LENGTH = 100
export const MAX_REPRESENTATIVE_LENGTH = 50
export const MAX_WEBSITE_LENGTH = 500
export const MAX_ACTIVITIES_LENGTH = 2000
export const MAX_REJECTION_REASON_LENGTH = 1000
export const MAX_CODE_USES = 1000
export const MAX_CODE_VALID_DAYS = 365

export interface Organization {
  id: number
  name: string
}

export interface OrganizerApplication extends ApplicationFields {
  id: number
  state: ApplicationState
  rejection_reason: string | null
  created_at: string
  reviewed_at: string | null
}

export interface AdminApplication extends OrganizerApplication {
  applicant: { id: number; name: string; email: string | null }
}

/** Who the signed-in user is as an organizer, and their latest application. */
export interface OrganizerStatus {
  organizations: Organization[]
  application: OrganizerApplication | null
}

export interface OrganizerCode {
  id: number
  organization: Organization
  hint: string
  max_uses: number
  use_count: number
  expires_at: string
  revoked_at: string | null
  created_at: string
}

export interface IssuedCode extends OrganizerCode {
  code: string
}

/**
 * A phone number as people type it: full-width digits and hyphens become half-width (NFKC), and
 * it must hold 10 to 15 digits with only +, hyphens, spaces and brackets between them. Null when
 * it is not a phone number.
 */
export function normalizePhone(raw: string): string | null {
  const text = raw
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\u30fc]/g, '-')
    .trim()
  if (!/^\+?[0-9() -]+$/.test(text)) return null
  const digits = text.replace(/[^0-9]/g, '').length
  return digits >= 10 && digits <= 15 ? text.replace(/\s+/g, ' ') : null
}

/** An organizer code as typed: case, spaces, hyphens and full-width letters do not matter. */
export function normalizeOrganizerCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212\u30fc]/g, '')
}

// Organizer events (worker/organizers/event-routes.ts), organizer only, for their organizations:
//   GET  /api/organizers/events                      {items: OrganizerEvent[]}
//   POST /api/organizers/events        multipart: data = EventInput, photos + alts → OrganizerEvent (201)
//   GET  /api/organizers/events/:id                  OrganizerEvent
//   PUT  /api/organizers/events/:id    multipart as POST (keep_media: positions kept) → OrganizerEvent
//   GET  /api/organizers/venues                      {items: VenueChoice[]} (venues to pick)
//   GET  /api/organizers/places                      OwnPlaces (venues and artists to edit)
//   POST /api/organizers/timetable/preview  (text/csv, UTF-8 or Shift_JIS) → TimetablePreview
// Times are ISO 8601 with +09:00 (Asia/Tokyo). A slot's stage is its venue (the event's venue
// when the slot names none); two slots on one stage may not overlap, in this event or another.

export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const
export type PublishState = (typeof PUBLISH_STATES)[number]
export const MAX_EVENT_DAYS = 14
export const MAX_SLOTS = 300

export interface VenueChoice {
  id: number
  name: string
  address: string
  /** Made by one of the viewer's organizations (so they may edit it). */
  own: boolean
}

/** A venue or stage one of the viewer's organizations made (`PUT /api/organizers/venues/:id`). */
export interface OwnVenue {
  id: number
  organization_id: number
  name: string
  address: string
  lat: number | null
  lng: number | null
}

/** An artist one of the viewer's organizations made (`PUT /api/organizers/artists/:id`). */
export interface OwnArtist {
  id: number
  organization_id: number
  name: string
  genre: string
  bio: string
  url: string | null
}

export interface OwnPlaces {
  venues: OwnVenue[]
  artists: OwnArtist[]
}

export interface OrganizerEvent {
  id: number
  organization_id: number
  title: string
  body: string
  tags: string[]
  days: { starts_at: string; ends_at: string }[]
  venue: { id: number; name: string } | null
  slots: {
    id: number
    artist: { id: number; name: string }
    venue_id: number | null
    starts_at: string
    ends_at: string
  }[]
  ticket_price: number | null
  ticket_url: string | null
  capacity: number | null
  publish_state: PublishState
  publish_at: string | null
  photos: { url: string; thumb_url: string; alt: string }[]
  /** Hidden by the moderators: shown to the organizer, not editable. */
  hidden: boolean
}

export interface TimetableRow {
  line: number
  date: string
  starts_at: string
  ends_at: string
  artist_name: string
  /** The stage as written; empty = the event's venue. */
  stage: string
  /** The existing venue of that name, or null (a new stage is made when the event is saved). */
  venue_id: number | null
}

export interface OrganizerEventSummary {
  id: number
  title: string
  publish_state: PublishState
  starts_at: string | null
}

export interface TimetablePreview {
  encoding: 'utf-8' | 'shift_jis'
  rows: TimetableRow[]
  errors: { line: number; message: string }[]
}
