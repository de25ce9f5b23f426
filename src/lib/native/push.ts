import { Capacitor } from '@capacitor/core'
import { FirebaseMessaging, type Notification } from '@capacitor-firebase/messaging'
import { type PushNotification, readPushPayload } from '../../shared/api/push'
import { type PushPlatform, supportError } from '../push-platform'

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
