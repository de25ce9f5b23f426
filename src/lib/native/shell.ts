import { App } from '@capacitor/app'
import { Browser } from '@capacitor/browser'
import { StatusBar, Style } from '@capacitor/status-bar'
import type { PushNotification } from '../../shared/api/push'
import { appSubpath, isAppPath } from '../../shared/routes'
import { createWarningChannels, onNotificationTapped } from './push'

// What makes the WebView behave like an app: the back button, the status bar, links to the site
// that open the app (App Links / Universal Links), external links in the in-app browser, and
// notifications tapped in the system tray.

export interface ShellHooks {
  /** Moves the SPA to a path of the app (no reload). */
  navigate(path: string): void
  /** One step back in the SPA's history. */
  back(): void
  /** The SPA's current path. */
  currentPath(): string
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
  if (!isAppPath(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Where a tapped link should go in the shell: a page of the site's /app inside the app, another
 * http(s) page in the in-app browser (never in the app's WebView), anything else (the app's own
 * pages, mailto:, tel:) left to the WebView.
 */
export function linkDestination(
  href: string,
  pageOrigin: string,
  siteHost: string,
): { kind: 'app'; path: string } | { kind: 'browser'; url: string } | null {
  let url: URL
  try {
    url = new URL(href, pageOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.origin === pageOrigin) return null
  const path = appLinkPath(url.href, siteHost)
  return path ? { kind: 'app', path } : { kind: 'browser', url: url.href }
}

function onLinkClick(hooks: ShellHooks, siteHost: string) {
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const destination = linkDestination(anchor.href, window.location.origin, siteHost)
    if (!destination) return
    event.preventDefault()
    if (destination.kind === 'app') hooks.navigate(destination.path)
    else void openInAppBrowser(destination.url).catch((err: unknown) => console.error(err))
  }
}

/** The Android back button: back within the app; from home (or with no history) it leaves. */
export function onBack(pathname: string, canGoBack: boolean): 'back' | 'exit' {
  const path = pathname.replace(/\/+$/, '')
  return appSubpath(path) === '' || !canGoBack ? 'exit' : 'back'
}

// The launch URL is the app's, not a mount's: taken once even if the shell's hooks remount.
let launchTaken = false

/** Starts listening; the returned function stops (the SPA's router may remount). */
export async function startShell(hooks: ShellHooks, siteHost: string): Promise<() => void> {
  const handles = await Promise.all([
    App.addListener('backButton', ({ canGoBack }) => {
      if (onBack(hooks.currentPath(), canGoBack) === 'exit') void App.exitApp()
      else hooks.back()
    }),
    App.addListener('appUrlOpen', ({ url }) => {
      const path = appLinkPath(url, siteHost)
      if (path) hooks.navigate(path)
    }),
    onNotificationTapped(hooks.openPush),
  ])
  // Every external link of the app (footer, places, profiles…) opens in the in-app browser.
  const linkClick = onLinkClick(hooks, siteHost)
  document.addEventListener('click', linkClick)
  const stop = () => {
    document.removeEventListener('click', linkClick)
    for (const handle of handles) void handle.remove()
  }
  try {
    // A link that started the app is its launch URL rather than an appUrlOpen event.
    if (!launchTaken) {
      launchTaken = true
      const launch = await App.getLaunchUrl()
      const launchPath = launch ? appLinkPath(launch.url, siteHost) : null
      if (launchPath) hooks.navigate(launchPath)
    }
    // Before the first warning arrives: its channel must exist, or Android files it as ordinary.
    await createWarningChannels().catch((err: unknown) => console.error('warning channels', err))
    // Dark icons over the app's light header, which the page draws under the status bar (edge
    // to edge, padded by the safe-area insets); the bar has no colour of its own to set.
    await StatusBar.setStyle({ style: Style.Light })
  } catch (err) {
    console.error('native shell', err)
  }
  return stop
}
