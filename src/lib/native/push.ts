import { Capacitor } from '@capacitor/core'
import {
  FirebaseMessaging,
  Importance,
  type Notification,
  Visibility,
} from '@capacitor-firebase/messaging'
import { type PushNotification, readPushPayload, WARNING_CHANNELS } from '../../shared/api/push'
import { type PushPlatform, supportError } from '../push-platform'
import m from './i18n/current'

// Push in the shell: FCM registration tokens on both platforms through the Firebase messaging
// plugin. (The server sends through FCM v1 per token; @capacitor/push-notifications would give an
// APNs token on iOS, which FCM cannot address.)

function payloadOf(notification: Notification): PushNotification {
  const data =
    typeof notification.data === 'object' && notification.data !== null
      ? (notification.data as Record<string, unknown>)
      : {}
  return readPushPayload({
    notification: { title: notification.title, body: notification.body, image: notification.image },
    data,
  })
}

export const nativePush: PushPlatform = {
  get kind() {
    return Capacitor.getPlatform() === 'ios' ? 'ios' : 'android'
  },
  async ensureSupported() {
    const { isSupported } = await FirebaseMessaging.isSupported()
    if (!isSupported) throw supportError('unsupported-browser')
  },
  async requestPermission() {
    let { receive } = await FirebaseMessaging.checkPermissions()
    if (receive === 'prompt' || receive === 'prompt-with-rationale') {
      receive = (await FirebaseMessaging.requestPermissions()).receive
    }
    return receive === 'granted'
  },
  async hasPermission() {
    return (await FirebaseMessaging.checkPermissions()).receive === 'granted'
  },
  async getToken() {
    try {
      const { token } = await FirebaseMessaging.getToken()
      return token || null
    } catch {
      // No Google Play services, no APNs registration: reported as "no FCM token".
      return null
    }
  },
  async onMessage(handler) {
    const listener = await FirebaseMessaging.addListener('notificationReceived', (event) =>
      handler(payloadOf(event.notification)),
    )
    return () => void listener.remove()
  },
}

/**
 * A notification the person tapped in the system tray, also the one that started a closed app
 * (the plugin keeps that event until a listener takes it).
 */
export function onNotificationTapped(handler: (message: PushNotification) => void) {
  return FirebaseMessaging.addListener('notificationActionPerformed', (event) =>
    handler(payloadOf(event.notification)),
  )
}

/**
 * The channels a warning's push names (android.notification.channel_id, worker/alerts/
 * push-message.ts), created at every start: creating an existing channel only updates its name
 * and description, and Android keeps the person's own choices (importance, sound) once it exists.
 * Without them Android would show warnings on FCM's default channel, like any offer. `alert`
 * rings with its own sound (res/raw/jimoto_warning.wav) and shows on the lock screen; `quiet`
 * carries the silent notices that replace it (a downgrade, a 解除). Android 8+ only.
 */
export async function createWarningChannels(): Promise<void> {
  if (Capacitor.getPlatform() !== 'android') return
  await FirebaseMessaging.createChannel({
    id: WARNING_CHANNELS.alert.id,
    name: m.warningChannels.alert.name,
    description: m.warningChannels.alert.description,
    importance: Importance.High,
    visibility: Visibility.Public,
    sound: `${WARNING_CHANNELS.alert.sound}.wav`,
    vibration: true,
    lights: true,
    lightColor: '#AA00AA',
  })
  await FirebaseMessaging.createChannel({
    id: WARNING_CHANNELS.quiet.id,
    name: m.warningChannels.quiet.name,
    description: m.warningChannels.quiet.description,
    importance: Importance.Low,
    visibility: Visibility.Public,
    vibration: false,
  })
}
