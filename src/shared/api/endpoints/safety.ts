// The map, the hazard map and shelters, warnings (alerts), push notifications, the health check.
// Entries still typed `Unchecked` have not been held to their handler yet.

import { endpoint, type Unchecked } from '../contract'

export const safetyEndpoints = {
  'GET /api/health': endpoint<Unchecked>(),
  'POST /api/push/device/register': endpoint<Unchecked>(),
  'GET /api/push/topics': endpoint<Unchecked>(),
  'POST /api/push/subscribe': endpoint<Unchecked>(),
  'POST /api/push/unsubscribe': endpoint<Unchecked>(),
  'GET /api/push/devices/:id/topics': endpoint<Unchecked>(),
  'POST /api/admin/push/messages': endpoint<Unchecked>(),
  'GET /api/admin/push/messages': endpoint<Unchecked>(),
  'GET /api/map': endpoint<Unchecked>(),
  'GET /api/hazard/point': endpoint<Unchecked>(),
  'GET /api/hazard/shelters': endpoint<Unchecked>(),
  'GET /api/hazard/my-shelters': endpoint<Unchecked>(),
  'PUT /api/hazard/my-shelters/:id': endpoint<Unchecked>(),
  'DELETE /api/hazard/my-shelters/:id': endpoint<Unchecked>(),
  'GET /api/alerts': endpoint<Unchecked>(),
  'GET /api/alerts/history': endpoint<Unchecked>(),
  'POST /api/admin/alerts': endpoint<Unchecked>(),
  'GET /api/admin/alerts/feed-health': endpoint<Unchecked>(),
  'POST /api/admin/alerts/drill': endpoint<Unchecked>(),
  'POST /api/admin/alerts/:id/lift': endpoint<Unchecked>(),
  'PUT /api/admin/shelters/:id/status': endpoint<Unchecked>(),
  'POST /api/admin/shelters': endpoint<Unchecked>(),
  'GET /api/admin/shelters/imports': endpoint<Unchecked>(),
} as const
