// The map, the hazard map and shelters, warnings (alerts), push notifications, the health check.

import type { Alert, AlertHistory, AlertState, DrillInput, TownOrderInput } from '../alerts'
import { endpoint } from '../contract'
import type { FeedHealth } from '../feed-health'
import type {
  HazardPoint,
  MyShelters,
  ShelterImportLogEntry,
  ShelterImportSummary,
  ShelterList,
  ShelterStatusAnswer,
  ShelterStatusInput,
} from '../hazard'
import type { HealthReport } from '../health'
import type { MapFeatureCollection, MapItems } from '../places'
import type { Page } from '../posts'
import type {
  DeviceRegistered,
  DeviceRegistration,
  DeviceTopic,
  PushMessage,
  PushSend,
  PushTopic,
  Subscription,
  TopicSubscriptionAnswer,
  Unsubscription,
} from '../push'

type Items<T> = { items: T[] }
type PageQuery = { cursor?: string; limit?: string | number }

export const safetyEndpoints = {
  'GET /api/health': endpoint<HealthReport>(),
  'POST /api/push/device/register': endpoint<DeviceRegistered, DeviceRegistration>(),
  'GET /api/push/topics': endpoint<Items<PushTopic>>(),
  'POST /api/push/subscribe': endpoint<TopicSubscriptionAnswer, Subscription>(),
  'POST /api/push/unsubscribe': endpoint<TopicSubscriptionAnswer, Unsubscription>(),
  'GET /api/push/devices/:id/topics': endpoint<Items<DeviceTopic>>(),
  'POST /api/admin/push/messages': endpoint<PushMessage, PushSend>(),
  'GET /api/admin/push/messages': endpoint<Page<PushMessage>, undefined, PageQuery>(),
  'GET /api/map': endpoint<
    MapFeatureCollection,
    undefined,
    { bbox: string; zoom?: string; kinds?: string; from?: string; to?: string }
  >(),
  'GET /api/map/items': endpoint<MapItems, undefined, { ids: string }>(),
  'GET /api/hazard/point': endpoint<
    HazardPoint,
    undefined,
    { lat: string | number; lng: string | number }
  >(),
  'GET /api/hazard/shelters': endpoint<ShelterList, undefined, { bbox?: string }>(),
  'GET /api/hazard/my-shelters': endpoint<MyShelters>(),
  'PUT /api/hazard/my-shelters/:id': endpoint<MyShelters>(),
  'DELETE /api/hazard/my-shelters/:id': endpoint<MyShelters>(),
  'GET /api/alerts': endpoint<AlertState>(),
  'GET /api/alerts/history': endpoint<AlertHistory, undefined, { before?: string }>(),
  'POST /api/admin/alerts': endpoint<Alert, TownOrderInput>(),
  'GET /api/admin/alerts/feed-health': endpoint<FeedHealth>(),
  'POST /api/admin/alerts/drill': endpoint<AlertState, DrillInput>(),
  'POST /api/admin/alerts/:id/lift': endpoint<Alert>(),
  'PUT /api/admin/shelters/:id/status': endpoint<ShelterStatusAnswer, ShelterStatusInput>(),
  // The body is the government's CSV file as it is (not JSON); `name` is the file's name.
  'POST /api/admin/shelters': endpoint<ShelterImportSummary, Blob, { name: string }>(),
  'GET /api/admin/shelters/imports': endpoint<Items<ShelterImportLogEntry>>(),
} as const
