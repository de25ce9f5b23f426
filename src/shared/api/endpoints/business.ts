// Coupons in use, stamp rallies, organizers and their events, venues and artists.

import { endpoint, type NoContent } from '../contract'
import type { CouponStatus, CouponUse, ShopCouponUse, ShopCouponUses } from '../coupons'
import type { UseInput, VoidInput } from '../coupons-schema'
import type {
  AdminApplication,
  ApplicationInput,
  ApplicationState,
  ArtistInput,
  CodeInput,
  IssuedCode,
  Organization,
  OrganizerApplication,
  OrganizerCode,
  OrganizerEvent,
  OrganizerEventSummary,
  OrganizerStatus,
  OwnArtist,
  OwnPlaces,
  OwnVenue,
  RedeemInput,
  RejectInput,
  TimetablePreview,
  VenueChoice,
  VenueInput,
} from '../organizers'
import type {
  CheckinPass,
  CheckinRequest,
  CheckinResult,
  ManagedSpot,
  NewRally,
  NewSpot,
  PassRequest,
  RallyDashboard,
  RallyDetail,
  RallyList,
  RallySummary,
  RotatingQr,
} from '../stamprally'

/** A list answer of the organizer and admin calls. */
interface Items<Item> {
  items: Item[]
}

export const businessEndpoints = {
  'GET /api/stamprallies': endpoint<RallyList>(),
  'GET /api/stamprallies/:id': endpoint<RallyDetail>(),
  'POST /api/stamprallies/:id/checkins': endpoint<CheckinResult, CheckinRequest>(),
  'POST /api/stamprallies/:id/passes': endpoint<CheckinPass, PassRequest>(),
  'POST /api/stamprallies': endpoint<RallySummary, NewRally>(),
  'POST /api/stamprallies/:id/spots': endpoint<ManagedSpot, NewSpot>(),
  'GET /api/stamprallies/:id/manage': endpoint<RallyDashboard>(),
  'GET /api/stamprallies/:id/spots/:spotId/qr': endpoint<RotatingQr>(),
  'GET /api/coupons/:id/status': endpoint<CouponStatus>(),
  'POST /api/coupons/:id/uses': endpoint<CouponUse, UseInput>(),
  'GET /api/coupons/uses/:useId': endpoint<CouponUse>(),
  'GET /api/coupons/:id/uses': endpoint<ShopCouponUses>(),
  'POST /api/coupons/uses/:useId/void': endpoint<ShopCouponUse, VoidInput>(),
  'GET /api/organizers/me': endpoint<OrganizerStatus>(),
  'POST /api/organizers/applications': endpoint<OrganizerApplication, ApplicationInput>(),
  'POST /api/organizers/codes/redeem': endpoint<OrganizerStatus, RedeemInput>(),
  'GET /api/organizers/events': endpoint<Items<OrganizerEventSummary>>(),
  'GET /api/organizers/venues': endpoint<Items<VenueChoice>>(),
  'GET /api/organizers/events/:id': endpoint<OrganizerEvent>(),
  // multipart: `data` (EventInput as JSON), photos and their alts.
  'POST /api/organizers/events': endpoint<OrganizerEvent, FormData>(),
  'PUT /api/organizers/events/:id': endpoint<OrganizerEvent, FormData>(),
  'DELETE /api/organizers/events/:id': endpoint<NoContent>(),
  // The CSV file itself (text/csv, UTF-8 or Shift_JIS).
  'POST /api/organizers/timetable/preview': endpoint<TimetablePreview, Blob>(),
  'GET /api/organizers/places': endpoint<OwnPlaces>(),
  'PUT /api/organizers/venues/:id': endpoint<OwnVenue, VenueInput>(),
  'PUT /api/organizers/artists/:id': endpoint<OwnArtist, ArtistInput>(),
  'GET /api/admin/organizers/applications': endpoint<
    Items<AdminApplication>,
    undefined,
    { state?: ApplicationState }
  >(),
  'POST /api/admin/organizers/applications/:id/approve': endpoint<AdminApplication>(),
  'POST /api/admin/organizers/applications/:id/reject': endpoint<AdminApplication, RejectInput>(),
  'GET /api/admin/organizers/organizations': endpoint<Items<Organization>>(),
  'GET /api/admin/organizers/codes': endpoint<Items<OrganizerCode>>(),
  'POST /api/admin/organizers/codes': endpoint<IssuedCode, CodeInput>(),
  'POST /api/admin/organizers/codes/:id/revoke': endpoint<OrganizerCode>(),
} as const
