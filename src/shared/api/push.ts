// The push contract (docs/product.md, push notifications): what a notification says, as an admin writes it
// (src/features/admin → POST /api/admin/push/messages), the Worker stores and sends it through FCM
// (worker/push/*), and the app reads it back from FCM's payload for the in-app toast
// (src/lib/push-*.ts, src/features/push). public/firebase-messaging-sw.js reads the same payload by
// hand (it imports nothing). Where a notification may lead is src/shared/redirect.ts `pushTarget`.

/** A topic of the catalogue (GET /api/push/topics). */
export interface PushTopic {
  name: string
  disp_name: string
}

/** POST /api/push/device/register: the device's id, which the subscription calls name. */
export interface DeviceRegistered {
  device_id: string
}

/** POST /api/push/subscribe and /unsubscribe: the topic and whether the device now has it. */
export interface TopicSubscriptionAnswer {
  subscribed: boolean
  topic_name: string
  disp_name: string
}

/** A topic a device is subscribed to (GET /api/push/devices/:id/topics). */
export interface DeviceTopic {
  topic_name: string
  /** The catalogue's name (what the settings page shows). */
  disp_name: string
  subscription_source: 'auto' | 'user' | 'admin'
  created_at: string
}

/** What a notification says. `target_url`: a path of the app or an http(s) URL. */

export interface PushNotification {
  title: string
  body: string
  image: string | null
  target_url: string | null
}

/** A notification as it is stored and sent: GET/POST /api/admin/push/messages. */
export interface PushMessage extends PushNotification {
  id: number
  topic: string
  status: 'queued' | 'sending' | 'done'
  recipients: number
  sent: number
  failed: number
  removed: number
  created_at: string
  finished_at: string | null
}

/**
 * The Android notification channels of warnings, which the native shell creates at start
 * (src/lib/native/push.ts) and the Worker names in a warning's push (worker/alerts/push-message.ts):
 * `alert` rings (high importance, its own sound, res/raw/jimoto_warning.wav) for a raise, `quiet`
 * (low importance, silent) for the notice that replaces it on a downgrade or a 解除.
 */
export const WARNING_CHANNELS = {
  alert: { id: 'warnings', sound: 'jimoto_warning' },
  quiet: { id: 'warning_updates' },
} as const

// The request bodies are the schemas of ./push-schema.ts.
/** A notification's title and body as the composer and the API limit them. */
export const PUSH_TEXT_LIMITS = { title: 200, body: 2000 } as const
export type {
  DeviceRegistration,
  PushDraft,
  PushSend,
  Subscription,
  Unsubscription,
} from './push-schema'

/**
 * The parts of an FCM message that carry a notification: `notification` for the system UI and
 * `data` with all of it (FCM data values are strings), which the app and the service worker read.
 */
export function pushPayload(note: PushNotification) {
  const data: Record<string, string> = { title: note.title, body: note.body }
  if (note.image) data.image = note.image
  if (note.target_url) data.target_url = note.target_url
  return {
    notification: {
      title: note.title,
      body: note.body,
      ...(note.image ? { image: note.image } : {}),
    },
    data,
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** A received payload (as FCM or the native plugin hands it over) back into a notification. */
export function readPushPayload(payload: {
  notification?: { title?: unknown; body?: unknown; image?: unknown }
  data?: Record<string, unknown>
}): PushNotification {
  const data = payload.data ?? {}
  const note = payload.notification ?? {}
  return {
    title: text(note.title) ?? text(data.title) ?? '',
    body: text(note.body) ?? text(data.body) ?? '',
    image: text(note.image) ?? text(data.image),
    target_url: text(data.target_url),
  }
}
