// The push side of the platform module: one small interface, a web implementation
// (firebase/messaging + the service worker at /app/) and a native one (src/lib/native/push.ts,
// the Firebase messaging plugin, only in the native build).

import type { PushNotification } from '../shared/api/push'

export interface PushPlatform {
  /** Device registration's `platform` field. */
  kind: 'web' | 'ios' | 'android'
  /** Whether this browser/app can receive push at all; throws a support error otherwise. */
  ensureSupported(): Promise<void>
  /** Asks (or re-reads) the notification permission; true when granted. */
  requestPermission(): Promise<boolean>
  /** Whether permission was granted before (no prompt). */
  hasPermission(): Promise<boolean>
  /** The FCM registration token of this device, or null when none could be obtained. */
  getToken(): Promise<string | null>
  /** Notifications that arrive while the app is open. Returns the unsubscribe function. */
  onMessage(handler: (message: PushNotification) => void): Promise<() => void>
}

/** The browser-support error codes firebase/messaging throws (docs/product.md, messages). */
const PUSH_SUPPORT_ERRORS = [
  'only-available-in-window',
  'unsupported-browser',
  'indexed-db-unsupported',
] as const
type PushSupportError = (typeof PUSH_SUPPORT_ERRORS)[number]

/** The support error in `err` (firebase codes are `messaging/<code>`), or null. */
export function pushSupportError(err: unknown): PushSupportError | null {
  const code = typeof err === 'object' && err && 'code' in err ? String(err.code) : ''
  const bare = code.replace(/^messaging\//, '')
  return (PUSH_SUPPORT_ERRORS as readonly string[]).includes(bare)
    ? (bare as PushSupportError)
    : null
}

/** A support error with the firebase-style code, for platforms that detect it themselves. */
export function supportError(code: PushSupportError): Error & { code: string } {
  return Object.assign(new Error(`messaging/${code}`), { code: `messaging/${code}` })
}

/** This deployment has no Firebase web config for messaging (appId, sender id): push is off. */
export function notConfigured(): Error & { code: string } {
  return Object.assign(new Error('push/not-configured'), { code: 'push/not-configured' })
}

export function isNotConfigured(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && 'code' in err && err.code === 'push/not-configured'
  )
}
