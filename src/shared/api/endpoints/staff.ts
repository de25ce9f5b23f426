// Reports and moderation, ads and their payments (Stripe), staff exports.
// Entries still typed `Unchecked` have not been held to their handler yet.

import { endpoint, type Unchecked } from '../contract'

export const staffEndpoints = {
  'GET /api/admin/export/:dataset': endpoint<Unchecked>(),
  'POST /api/moderation/reports': endpoint<Unchecked>(),
  'GET /api/moderation/notices': endpoint<Unchecked>(),
  'POST /api/moderation/notices/:id/appeal': endpoint<Unchecked>(),
  'GET /api/admin/moderation/ng-words': endpoint<Unchecked>(),
  'POST /api/admin/moderation/ng-words': endpoint<Unchecked>(),
  'DELETE /api/admin/moderation/ng-words/:id': endpoint<Unchecked>(),
  'POST /api/admin/moderation/holds/:kind/:id': endpoint<Unchecked>(),
  'GET /api/admin/moderation/queue': endpoint<Unchecked>(),
  'GET /api/admin/moderation/subjects/:kind/:id': endpoint<Unchecked>(),
  'POST /api/admin/moderation/subjects/:kind/:id/actions': endpoint<Unchecked>(),
  'POST /api/admin/moderation/subjects/ad/:id/review': endpoint<Unchecked>(),
  'GET /api/admin/moderation/audit': endpoint<Unchecked>(),
  'PUT /api/admin/moderation/moderators/:userId': endpoint<Unchecked>(),
  'DELETE /api/admin/moderation/moderators/:userId': endpoint<Unchecked>(),
  'GET /api/ads/review': endpoint<Unchecked>(),
  'GET /api/ads/review/:id': endpoint<Unchecked>(),
  'POST /api/ads/review/:id/approve': endpoint<Unchecked>(),
  'POST /api/ads/review/:id/reject': endpoint<Unchecked>(),
  'POST /api/ads/review/:id/refund': endpoint<Unchecked>(),
  'GET /api/ads/plans': endpoint<Unchecked>(),
  'POST /api/ads/orders': endpoint<Unchecked>(),
  'GET /api/ads/orders': endpoint<Unchecked>(),
  'GET /api/ads/orders/:id': endpoint<Unchecked>(),
  'POST /api/ads/orders/:id/checkout': endpoint<Unchecked>(),
  'POST /api/ads/orders/:id/cancel': endpoint<Unchecked>(),
  'GET /api/ads/orders/:id/receipt': endpoint<Unchecked>(),
  'GET /api/ads/serve': endpoint<Unchecked>(),
  'POST /api/ads/:id/impressions': endpoint<Unchecked>(),
  'POST /api/ads/:id/taps': endpoint<Unchecked>(),
  'POST /api/stripe/webhook': endpoint<Unchecked>(),
} as const
