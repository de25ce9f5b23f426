import { api } from '../../lib/api'

// The push calls (docs/product.md lists them).

/** Device registration. */
export interface DeviceRegistration {
  fcm_token: string
  platform: 'web' | 'ios' | 'android'
  browser: string
  app_version: string
  os_version: string
  language_code: string
}

/** Topic subscription. */
interface TopicSubscription {
  device_id: string
  device_token: string
  topic_name: string
  subscription_source: 'auto' | 'user'
  custom_attributes: { disp_name: string }
}

export interface Topic {
  name: string
  disp_name: string
}

interface DeviceTopic {
  topic_name: string
  disp_name: string
  subscription_source: string
}

export const registerDevice = (body: DeviceRegistration) =>
  api<{ device_id?: string | null }>('/api/push/device/register', { method: 'POST', body })

export const subscribeTopic = (body: TopicSubscription) =>
  api<unknown>('/api/push/subscribe', { method: 'POST', body })

export const unsubscribeTopic = (body: {
  device_id: string
  device_token: string
  topic_name: string
}) => api<unknown>('/api/push/unsubscribe', { method: 'POST', body })

export const fetchTopics = () => api<{ items: Topic[] }>('/api/push/topics')

export const fetchDeviceTopics = (deviceId: string, deviceToken: string) =>
  api<{ items: DeviceTopic[] }>(`/api/push/devices/${encodeURIComponent(deviceId)}/topics`, {
    headers: { 'X-Device-Token': deviceToken },
  })
