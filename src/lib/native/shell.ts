import { App } from '@capacitor/app'
import { Browser } from '@capacitor/browser'
import { Capacitor } from '@capacitor/core'
import { StatusBar, Style } from '@capacitor/status-bar'
import type { PushNotification } from '../../shared/api/push'
import { onNotificationTapped } from './push'

// What makes the WebView behave like an app: the back button, the status bar, links to the site
// that open the app (App Links / Universal Links), and notifications tapped in the system tray.

export interface ShellHooks {
  /** Moves the SPA to a path of the app (no reload). */
  navigate(path: string): void
  /** Opens a tapped notification's target (the same rule as a toast's click). */
  openPush(message: PushNotification): void
}

/** The in-app browser (SFSafariViewController / Custom Tabs). */
export async function openInAppBrowser(url: string): Promise<void> {
  await Browser.open({ url })
}

/**
 * The path of an https://<site>/app… link that opened the app, or null for any other URL (another
 * host, another scheme, a path outside /app).
 */
export function appLinkPath(raw: string, siteHost: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.host.toLowerCase() !== siteHost.toLowerCase()) return null
  if (url.pathname !== '/app' && !url.pathname.startsWith('/app/')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The Android back button: back within the app; from home (or with no history) it leaves. */
export function onBack(canGoBack: boolean): 'back' | 'exit' {
  const path = window.location.pathname.replace(/\/+$/, '')
  return path === '/app' || !canGoBack ? 'exit' : 'back'
}

let started = false

export async function startShell(hooks: ShellHooks, siteHost: string): Promise<void> {
  if (started) return
  started = true
  await App.addListener('backButton', ({ canGoBack }) => {
    if (onBack(canGoBack) === 'exit') void App.exitApp()
    else window.history.back()
  })
  await App.addListener('appUrlOpen', ({ url }) => {
    const path = appLinkPath(url, siteHost)
    if (path) hooks.navigate(path)
  })
  // A link that started the app is its launch URL rather than an appUrlOpen event.
  const launch = await App.getLaunchUrl()
  const launchPath = launch ? appLinkPath(launch.url, siteHost) : null
  if (launchPath) hooks.navigate(launchPath)
  await onNotificationTapped(hooks.openPush)
  // Light text on the app's red header colour; Android also takes the bar's colour.
  await StatusBar.setStyle({ style: Style.Dark }).catch(() => {})
  if (Capacitor.getPlatform() === 'android') {
    await StatusBar.setBackgroundColor({ color: '#d9482b' }).catch(() => {})
  }
}
