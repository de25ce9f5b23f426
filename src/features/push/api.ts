import { call } from '../../lib/api'
import type {
  DeviceRegistration,
  PushTopic,
  Subscription,
  Unsubscription,
} from '../../shared/api/push'

// The push calls (docs/product.md lists them; contract: src/shared/api/push.ts).

export type { DeviceRegistration }
export type Topic = PushTopic

export const registerDevice = (body: DeviceRegistration) =>
  call('POST /api/push/device/register', { body })

export const subscribeTopic = (body: Subscription) => call('POST /api/push/subscribe', { body })

export const unsubscribeTopic = (body: Unsubscription) =>
  call('POST /api/push/unsubscribe', { body })

export const fetchTopics = () => call('GET /api/push/topics')

export const fetchDeviceTopics = (deviceId: string, deviceToken: string) =>
  call('GET /api/push/devices/:id/topics', {
    params: { id: deviceId },
    headers: { 'X-Device-Token': deviceToken },
  })
