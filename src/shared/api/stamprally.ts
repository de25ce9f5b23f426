// The stamp rally API contract, shared by the Worker (worker/stamprally) and the SPA
// (src/features/stamprally). Times are ISO 8601 instants (UTC); every decision about time (the
// rally's period, the QR code's window) uses the server's clock.
//
//   GET  /api/stamprallies                              RallyList
//   GET  /api/stamprallies/:id                          RallyDetail
//   POST /api/stamprallies/:id/checkins                 CheckinResult                   login
//   POST /api/stamprallies/:id/passes                   CheckinPass (for a staffed token)
//   POST /api/stamprallies                              RallySummary                    organizer
//   POST /api/stamprallies/:id/spots                    ManagedSpot                     organizer
//   GET  /api/stamprallies/:id/manage                   RallyDashboard                  organizer
//   GET  /api/stamprallies/:id/spots/:spotId/qr         RotatingQr (staffed spots)      organizer
//
// Organizers are an organization's members (its rallies) and admins (every rally); the server checks
// on every call.

import type { TextTranslation } from './places'

// The request bodies are the schemas of ./stamprally-schema.ts.
export type { CheckinRequest, NewRally, NewSpot, PassRequest } from './stamprally-schema'

export const RALLY_STATUSES = ['running', 'upcoming', 'ended'] as const
export type RallyStatus = (typeof RALLY_STATUSES)[number]

export const CHECKIN_METHODS = ['staffed', 'printed'] as const
export type CheckinMethod = (typeof CHECKIN_METHODS)[number]

export interface RallyReward {
  /** What the rally promises, in the organizer's words. */
  text: string
  /**
   * The coupon issued into the user's coupons on completion, if the rally has one; on an
   * international site, when its title is a translation, `original` holds the Japanese.
   */
  coupon: { id: number; title: string; original?: { title: string } } | null
}

export interface RallyProgress {
  stamped: number
  required: number
  completed: boolean
  /** The reward coupon has been issued to this user. */
  rewarded: boolean
}

export interface RallySummary {
  id: number
  title: string
  description: string
  starts_at: string
  ends_at: string
  status: RallyStatus
  spot_count: number
  /** Stamps that complete the rally (N of M). */
  required_stamps: number
  reward: RallyReward
  image_url: string | null
  /** Only for a logged-in viewer. */
  progress: RallyProgress | null
  /**
   * Only when the request asks for a language (an international site): whether title,
   * description and reward text are machine translations, with the Japanese in `original`.
   */
  translation?: TextTranslation<{ title: string; description: string; reward: string }>
}

export interface RallyList {
  items: RallySummary[]
  /** The viewer may create rallies (an organizer). */
  can_organize: boolean
}

export interface RallySpot {
  id: number
  position: number
  name: string
  description: string
  lat: number
  lng: number
  radius_m: number
  method: CheckinMethod
  /** When the viewer got this spot's stamp; null when not yet (or logged out). */
  stamped_at: string | null
  /** On an international site, when name and description are translations: the Japanese. */
  original?: { name: string; description: string }
}

export interface RallyDetail extends RallySummary {
  spots: RallySpot[]
  /** The viewer may manage this rally (organizer screens). */
  manageable: boolean
}

/** A scanned staffed token traded for 10 minutes, to check in after logging in. */
export interface CheckinPass {
  pass: string
  valid_until: string
}

export interface CheckinResult {
  /** 'stamped': a new stamp; 'already': this spot was stamped before (nothing changed). */
  outcome: 'stamped' | 'already'
  spot: { id: number; name: string }
  progress: RallyProgress
  /** This check-in completed the rally (the reward was issued by it). */
  just_completed: boolean
}

/** Refusals of a check-in: 4xx `{ error, message }` plus these fields where they apply. */
export type CheckinRefusal =
  | 'token_invalid'
  | 'code_invalid'
  | 'too_far'
  | 'poor_accuracy'
  | 'position_required'
  | 'rally_not_running'
  | 'too_many_requests'

export interface ManagedSpot extends Omit<RallySpot, 'stamped_at'> {
  /** Printed spots: the code on the poster and the URL its QR code holds. */
  printed_code: string | null
  printed_url: string | null
}

export interface RallyDashboard {
  rally: RallySummary
  spots: ManagedSpot[]
  participants: number
  completions: number
  /** Stamps per spot per hour (hour = the hour's start as an instant). */
  stamps_by_hour: { spot_id: number; hour: string; stamps: number }[]
  flagged: {
    id: number
    user_id: number
    user_name: string
    spot_id: number | null
    spot_name: string | null
    server_time: string
    device_time: string | null
    speed_kmh: number | null
    outcome: 'stamped' | 'already' | 'refused'
  }[]
  /** The latest attempts, accepted or refused (at most 50). */
  recent: {
    id: number
    user_name: string
    spot_name: string | null
    outcome: 'stamped' | 'already' | 'refused'
    reason: string | null
    server_time: string
    device_time: string | null
    distance_m: number | null
    accuracy_m: number | null
  }[]
}

export interface RotatingQr {
  spot_id: number
  /** The URL the QR code holds: opening it checks in (after login). */
  url: string
  /** When this code stops being the current one; it is still accepted for one more window. */
  valid_until: string
  server_time: string
  window_seconds: number
}
