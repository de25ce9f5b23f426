import { z } from 'zod'
import { MAX_TARGET_LENGTH, pushTarget } from '../redirect'
import { PUSH_TEXT_LIMITS } from './push'
import { textRule } from './schema-rules'

// The request bodies of the push endpoints (./push.ts), declared once for the Worker
// (worker/push/) and the admin's composer. Limits are ours (the product names none): generous for
// real clients, small enough that nothing hostile reaches D1.

const text = (max: number) => z.string().trim().max(max)

/** FCM registration tokens are ~150–200 URL-safe characters; allow room, refuse the absurd. */
export const fcmToken = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\w:.-]+$/, 'invalid token')

export const deviceRegistration = z.object({
  fcm_token: fcmToken,
  platform: z.enum(['web', 'ios', 'android']),
  browser: text(200).default(''),
  app_version: text(64).default(''),
  os_version: text(200).default(''),
  language_code: text(35).default(''),
})

export const deviceId = z.string().uuid()

export const topicName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/)

export const subscription = z.object({
  device_id: deviceId,
  device_token: fcmToken,
  topic_name: topicName,
  subscription_source: z.enum(['auto', 'user', 'admin']).default('user'),
  custom_attributes: z
    .object({ disp_name: text(100).superRefine(textRule('表示名', 'display')).optional() })
    .default({}),
})

export const unsubscription = z.object({
  device_id: deviceId,
  device_token: fcmToken,
  topic_name: topicName,
})

/** Only http(s) URLs or paths of our own app may be opened from a notification (the app's rule). */
export const targetUrl = z
  .string()
  .trim()
  .max(MAX_TARGET_LENGTH)
  .refine((value) => pushTarget(value) !== null, 'http(s)')

export const adminSend = z.object({
  // A title names the notification in every list: no bidi tricks or invisible characters.
  title: text(PUSH_TEXT_LIMITS.title).min(1).superRefine(textRule('タイトル', 'display')),
  body: text(PUSH_TEXT_LIMITS.body).min(1),
  image: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https:\/\/\S+$/i)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  target_url: targetUrl.optional().or(z.literal('').transform(() => undefined)),
  topic: topicName,
})

/** POST /api/push/device/register */
export type DeviceRegistration = z.input<typeof deviceRegistration>
/** POST /api/push/subscribe */
export type Subscription = z.input<typeof subscription>
/** POST /api/push/unsubscribe */
export type Unsubscription = z.input<typeof unsubscription>
/** POST /api/admin/push/messages */
export type PushSend = z.input<typeof adminSend>
/** POST /api/admin/push/messages as the composer holds it: '' for no image or no target. */
export type PushDraft = Required<z.input<typeof adminSend>>
