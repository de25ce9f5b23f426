import { toApiError } from '../../lib/api'
import { isNativeApp } from '../../lib/platform'
import { isNotConfigured, type PushPlatform, pushSupportError } from '../../lib/push-platform'
import { local, STORAGE_KEYS } from '../../lib/storage'
import { inAppBrowser } from '../../shared/in-app-browser'
import { type DeviceRegistration, registerDevice, subscribeTopic } from './api'
import m from './i18n/current'

// Device registration, step by step (docs/product.md, push notifications):
//   a session token exists → ask for notification permission; not granted → 'no notification
//   permission', stop. A push token → register the device, unless the same token and a device id
//   are already stored ('already registered'). Success → store device_id and fcm_token,
//   subscribe to 'all' (source 'auto', disp_name '全体通知'; a failure there is only logged),
//   'device registered'. A response without a device id clears the stored one.

export type PushStatus =
  | { state: 'idle' }
  | { state: 'unsupported'; reason: string }
  | { state: 'no notification permission' }
  | { state: 'already registered'; deviceId: string }
  | { state: 'device registered'; deviceId: string }
  | { state: 'error'; message: string }

const DEFAULT_TOPIC = 'all'
const APP_VERSION = '1.0.0'

// Tried in order: the first that matches names the browser / the OS (Edge and Opera also say
// Chrome, Android also says Linux).
const BROWSERS = [
  /(Edg)\/([\d.]+)/,
  /(OPR)\/([\d.]+)/,
  /(Firefox|FxiOS)\/([\d.]+)/,
  /(Chrome|CriOS)\/([\d.]+)/,
  /(Version)\/([\d.]+).*Safari/,
]
const SYSTEMS = [
  /Android [\d.]+/,
  /(?:iPhone|CPU) OS [\d_]+/,
  /Mac OS X [\d_.]+/,
  /Windows NT [\d.]+/,
  /CrOS/,
  /Linux/,
]

function firstMatch(patterns: RegExp[], text: string): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match) return match
  }
  return null
}

/** The fields of the registration call that describe this device. */
function describeDevice(kind: PushPlatform['kind']): Omit<DeviceRegistration, 'fcm_token'> {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const browser = firstMatch(BROWSERS, ua)
  const os = firstMatch(SYSTEMS, ua)?.[0] ?? ''
  return {
    platform: kind,
    browser: (browser
      ? `${browser[1] === 'Version' ? 'Safari' : browser[1]} ${browser[2]}`
      : ua
    ).slice(0, 200),
    app_version: APP_VERSION,
    os_version: os.replace(/_/g, '.').slice(0, 200),
    // The language the warnings' pushes are worded in: easy Japanese where the reader chose it
    // (src/lib/easy-japanese.ts), else the browser's.
    language_code: (local.get(STORAGE_KEYS.pushLanguage) || navigator.language || 'ja').slice(
      0,
      35,
    ),
  }
}

/** '端末登録エラー: ' + (HTTP 500 → the fixed text; otherwise the server's words). */
function registrationErrorMessage(err: unknown): string {
  const info = toApiError(err)
  let detail: string
  if (info.status === 500) detail = m.errors.server500
  else if (info.status === 0) detail = m.errors.network
  else detail = info.message ?? info.error ?? m.errors.server500
  return `${m.errors.registerPrefix}${detail}`
}

function report(status: PushStatus): PushStatus {
  if (status.state === 'error') console.error('push:', status.message)
  else console.info('push:', status.state)
  return status
}

/** Runs the whole registration for a signed-in user. Never throws. */
export async function registerForPush(
  platform: PushPlatform,
  hasSession: boolean,
): Promise<PushStatus> {
  if (!hasSession) return { state: 'idle' }
  // An app's own browser (LINE, Instagram…) has no web push: say so instead of failing later.
  if (!isNativeApp() && inAppBrowser(navigator.userAgent))
    return report({ state: 'unsupported', reason: 'in-app-browser' })
  try {
    await platform.ensureSupported()
    if (!(await platform.requestPermission()))
      return report({ state: 'no notification permission' })
  } catch (err) {
    return report(unsupported(err))
  }

  let token: string | null
  try {
    token = await platform.getToken()
  } catch (err) {
    const support = pushSupportError(err)
    if (support || isNotConfigured(err)) return report(unsupported(err))
    console.error('push: getToken failed', err)
    token = null
  }
  if (!token) return report({ state: 'error', message: m.errors.noToken })

  const storedId = local.get(STORAGE_KEYS.deviceId)
  if (storedId && local.get(STORAGE_KEYS.fcmToken) === token) {
    return report({ state: 'already registered', deviceId: storedId })
  }

  let deviceId: string
  try {
    deviceId = (await registerDevice({ fcm_token: token, ...describeDevice(platform.kind) }))
      .device_id
  } catch (err) {
    return report({ state: 'error', message: registrationErrorMessage(err) })
  }
  if (!deviceId) {
    local.remove(STORAGE_KEYS.deviceId)
    return report({ state: 'error', message: m.errors.noDeviceId })
  }
  local.set(STORAGE_KEYS.deviceId, deviceId)
  local.set(STORAGE_KEYS.fcmToken, token)
  try {
    await subscribeTopic({
      device_id: deviceId,
      device_token: token,
      topic_name: DEFAULT_TOPIC,
      subscription_source: 'auto',
      custom_attributes: { disp_name: '全体通知' },
    })
  } catch (err) {
    console.warn('push: subscribing to the default topic failed', err)
  }
  return report({ state: 'device registered', deviceId })
}

function unsupported(err: unknown): PushStatus {
  if (isNotConfigured(err)) return { state: 'unsupported', reason: 'not-configured' }
  const support = pushSupportError(err)
  if (support) return { state: 'unsupported', reason: support }
  console.error('push: not available', err)
  return { state: 'unsupported', reason: 'unsupported-browser' }
}
