import { type PushNotification, readPushPayload } from '../shared/api/push'
import { NATIVE_UA_SUFFIX } from '../shared/sites'
import { type PushPlatform, supportError } from './push-platform'
import { site } from './site'

// Web vs native. This is the one module that would import Capacitor plugins; no
// plugin is needed yet, so the native shell is recognised the same way the edge does it: the
// injected config (`site.native`, set from the request's user agent) or the user-agent suffix that
// capacitor.config.ts appends.

/** True inside the Capacitor shell. Read on every call so a test can change the user agent. */
export function isNativeApp(): boolean {
  if (site.native) return true
  return typeof navigator !== 'undefined' && navigator.userAgent.includes(NATIVE_UA_SUFFIX)
}

/** Spec §2: on the native app only /app and the paths below it exist. */
export function isAllowedInNativeApp(pathname: string): boolean {
  return pathname === '/app' || pathname.startsWith('/app/')
}

/** A full reload of the current page (the home menu item reloads when already on home). */
export function reloadPage(): void {
  window.location.reload()
}

// ---- Push on native: the Capacitor push plugin (and Browser for the in-app browser), looked up
// at runtime on window.Capacitor, so the web bundle carries no Capacitor code.

interface PluginListener {
  remove(): Promise<void> | void
}
interface NativePushPlugin {
  checkPermissions(): Promise<{ receive: string }>
  requestPermissions(): Promise<{ receive: string }>
  register(): Promise<void>
  addListener(
    event: 'registration' | 'registrationError' | 'pushNotificationReceived',
    handler: (value: never) => void,
  ): Promise<PluginListener> | PluginListener
}
interface NativeBrowserPlugin {
  open(options: { url: string }): Promise<void>
}
interface CapacitorGlobal {
  getPlatform?: () => string
  Plugins?: { PushNotifications?: NativePushPlugin; Browser?: NativeBrowserPlugin }
}

function capacitor(): CapacitorGlobal | null {
  return (window as Window & { Capacitor?: CapacitorGlobal }).Capacitor ?? null
}

function nativePushPlugin(): NativePushPlugin {
  const plugin = capacitor()?.Plugins?.PushNotifications
  if (!plugin) throw supportError('unsupported-browser')
  return plugin
}

/** The native push implementation (iOS/Android shell with @capacitor/push-notifications). */
const nativePush: PushPlatform = {
  get kind() {
    return capacitor()?.getPlatform?.() === 'ios' ? 'ios' : 'android'
  },
  async ensureSupported() {
    nativePushPlugin()
  },
  async requestPermission() {
    const plugin = nativePushPlugin()
    let { receive } = await plugin.checkPermissions()
    if (receive === 'prompt' || receive === 'prompt-with-rationale') {
      receive = (await plugin.requestPermissions()).receive
    }
    return receive === 'granted'
  },
  async hasPermission() {
    return (await nativePushPlugin().checkPermissions()).receive === 'granted'
  },
  async getToken() {
    const plugin = nativePushPlugin()
    return new Promise<string | null>((resolve) => {
      const listeners: Promise<PluginListener>[] = []
      const done = (token: string | null) => {
        for (const listener of listeners) void listener.then((l) => l.remove())
        resolve(token)
      }
      listeners.push(
        Promise.resolve(
          plugin.addListener('registration', ((token: { value?: string }) =>
            done(token.value || null)) as (value: never) => void),
        ),
        Promise.resolve(
          plugin.addListener('registrationError', (() => done(null)) as (value: never) => void),
        ),
      )
      plugin.register().catch(() => done(null))
    })
  },
  async onMessage(handler) {
    const listener = await addReceivedListener(handler)
    return () => void listener.remove()
  },
}

async function addReceivedListener(handler: (message: PushNotification) => void) {
  return Promise.resolve(
    nativePushPlugin().addListener('pushNotificationReceived', ((notification: {
      title?: string
      body?: string
      data?: Record<string, unknown>
    }) =>
      handler(
        readPushPayload({
          notification: { title: notification.title, body: notification.body },
          data: notification.data,
        }),
      )) as (value: never) => void),
  )
}

/**
 * Opens a URL outside the app: the in-app browser (Capacitor Browser) on native, a new tab on the
 * web. Synchronous, so a click's user activation still lets the browser open the tab.
 */
export function openExternalUrl(url: string): void {
  const browser = isNativeApp() ? capacitor()?.Plugins?.Browser : undefined
  if (browser) {
    browser.open({ url }).catch(() => window.open(url, '_blank', 'noopener,noreferrer'))
    return
  }
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** Push for this runtime: the Capacitor plugin in the native shell, else the web. */
export async function pushPlatform(): Promise<PushPlatform> {
  if (isNativeApp()) return nativePush
  const { webPush } = await import('./push-web')
  return webPush
}
