import { expect } from 'vitest'
import { send } from './auth-helpers'
import { request } from './helpers'
import { signIn, signInAdmin } from './posts-helpers'

// Shared steps of the push tests: signed-in users and their registered devices, through the API.

let counter = 0
/** A unique FCM-looking token; its prefix tells the loopback FCM how to answer (tests/fcm). */
export function fcmToken(prefix = 'ok'): string {
  counter += 1
  return `${prefix}-${crypto.randomUUID()}:APA91b${counter}`
}

/** A verified resident signed in through the real login (posts-helpers' signIn). */
export const signedIn = (label: string) => signIn(label)
export const signedInAdmin = () => signInAdmin('admin')

export const DEVICE = {
  platform: 'web',
  browser: 'Chrome 131',
  app_version: '1.0.0',
  os_version: 'Android 15',
  language_code: 'ja',
}

export async function registerDevice(token: string, fcm_token: string) {
  const res = await send<{ device_id: string }>('POST', '/api/push/device/register', {
    token,
    body: { ...DEVICE, fcm_token },
  })
  expect(res.status).toBe(200)
  return res.body.device_id
}

export async function subscribeTo(
  device_id: string,
  device_token: string,
  topic_name: string,
  options: { bearer?: string; source?: string } = {},
) {
  return send('POST', '/api/push/subscribe', {
    token: options.bearer,
    body: {
      device_id,
      device_token,
      topic_name,
      subscription_source: options.source ?? 'user',
      custom_attributes: { disp_name: topic_name },
    },
  })
}

export interface TopicList {
  items: { topic_name: string; disp_name: string; subscription_source: string }[]
}

/** A device's topics, as the settings page asks for them (token in X-Device-Token). */
export async function topicsOf(device_id: string, device_token: string, bearer?: string) {
  const headers: Record<string, string> = { 'x-device-token': device_token }
  if (bearer) headers.authorization = `Bearer ${bearer}`
  const res = await request(`/api/push/devices/${encodeURIComponent(device_id)}/topics`, {
    headers,
  })
  return { status: res.status, body: (await res.json()) as TopicList & Record<string, unknown> }
}
