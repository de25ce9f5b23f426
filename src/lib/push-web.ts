import { readPushPayload } from '../shared/api/push'
import { APP_SCOPE } from '../shared/routes'
import { loadFirebaseMessaging } from './firebase'
import { notConfigured, type PushPlatform, supportError } from './push-platform'
import { site } from './site'

// Web push: the service worker at /app/ (public/firebase-messaging-sw.js) receives the pushes;
// firebase/messaging turns it into an FCM token and hands foreground messages (which the service
// worker posts to the open page in firebase's own message format) to onMessage.

const SERVICE_WORKER_URL = '/firebase-messaging-sw.js'
const SERVICE_WORKER_SCOPE = APP_SCOPE

/** Registers the messaging service worker with its scope, /app/ (docs/product.md, constants). */
function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
}

function configured(): boolean {
  const { apiKey, projectId, appId, messagingSenderId } = site.firebase
  return Boolean(apiKey && projectId && appId && messagingSenderId)
}

export const webPush: PushPlatform = {
  kind: 'web',
  async ensureSupported() {
    if (typeof window === 'undefined') throw supportError('only-available-in-window')
    if (!('serviceWorker' in navigator) || !('Notification' in window)) {
      throw supportError('unsupported-browser')
    }
    const { sdk } = await loadFirebaseMessagingIfConfigured()
    if (!(await sdk.isSupported())) throw supportError('unsupported-browser')
  },
  async requestPermission() {
    if (Notification.permission === 'granted') return true
    if (Notification.permission === 'denied') return false
    return (await Notification.requestPermission()) === 'granted'
  },
  async hasPermission() {
    return typeof Notification !== 'undefined' && Notification.permission === 'granted'
  },
  async getToken() {
    const registration = await registerServiceWorker()
    const { messaging, sdk } = await loadFirebaseMessagingIfConfigured()
    const token = await sdk.getToken(messaging, {
      vapidKey: site.vapidKey || undefined,
      serviceWorkerRegistration: registration,
    })
    return token || null
  },
  async onMessage(handler) {
    await registerServiceWorker()
    const { messaging, sdk } = await loadFirebaseMessagingIfConfigured()
    return sdk.onMessage(messaging, (payload) => handler(readPushPayload(payload)))
  },
}

/** Without the Firebase web config (appId, sender id) there is no web push on this deployment. */
async function loadFirebaseMessagingIfConfigured() {
  if (!configured()) throw notConfigured()
  return loadFirebaseMessaging()
}
