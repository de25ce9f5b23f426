import { DEFAULT_NATIVE_ADS } from '../shared/native-config'
import { isAppPath } from '../shared/routes'
import { NATIVE_UA_SUFFIX } from '../shared/sites'
import type { NativeProvider, NativeSignIn } from './native/auth'
import type { ShellHooks } from './native/shell'
import type { PushPlatform } from './push-platform'
import { site } from './site'

// Web vs native: the one module that knows. The Capacitor plugins live in src/lib/native/, loaded
// by one dynamic import behind `__NATIVE__`, a build constant that only the shell's build
// (`npm run build:native`) sets: the web builds drop that branch, so they carry no Capacitor code.
// At run time the shell is recognised as the edge recognises it: the site config's `native`
// (baked into the native build) or the user-agent suffix that capacitor.config.ts appends.

/** True inside the Capacitor shell. Read on every call so a test can change it. */
export function isNativeApp(): boolean {
  if (site.native) return true
  return typeof navigator !== 'undefined' && navigator.userAgent.includes(NATIVE_UA_SUFFIX)
}

/** On the native app only /app and the paths below it exist. */
export function isAllowedInNativeApp(pathname: string): boolean {
  return isAppPath(pathname)
}

/** A full reload of the current page (the home menu item reloads when already on home). */
export function reloadPage(): void {
  window.location.reload()
}

type NativeModule = typeof import('./native/index')

let nativeLoad: Promise<NativeModule> | null = null

/** The native adapters, or null on the web (and always null in a web build). */
function loadNative(): Promise<NativeModule> | null {
  if (!__NATIVE__ || !isNativeApp()) return null
  nativeLoad ??= import('./native/index')
  return nativeLoad
}

/**
 * The origin whose absolute URLs are this app's own pages: the page's origin on the web; in the
 * shell (whose pages come from https://localhost or capacitor://localhost) the site's.
 */
export function ownSiteOrigin(): string {
  return isNativeApp() ? `https://${site.siteHost}` : window.location.origin
}

/**
 * Opens a URL outside the app: the in-app browser (Capacitor Browser) on native, a new tab on the
 * web. Synchronous, so a click's user activation still lets the browser open the tab.
 */
export function openExternalUrl(url: string): void {
  const native = loadNative()
  if (!native) {
    window.open(url, '_blank', 'noopener,noreferrer')
    return
  }
  native
    .then((shell) => shell.openInAppBrowser(url))
    .catch((err: unknown) => console.error('in-app browser', err))
}

/** Push for this runtime: the Firebase messaging plugin in the shell, else the web. */
export async function pushPlatform(): Promise<PushPlatform> {
  const native = loadNative()
  if (native) return (await native).nativePush
  const { webPush } = await import('./push-web')
  return webPush
}

export type { NativeProvider, NativeSignIn }

/** Why a native sign-in failed (`NativeSignInError.reason`), or null for another error. */
export function nativeSignInFailure(err: unknown): 'cancelled' | 'no-token' | 'failed' | null {
  if (typeof err !== 'object' || err === null || !('reason' in err)) return null
  const reason = (err as { reason: unknown }).reason
  return reason === 'cancelled' || reason === 'no-token' || reason === 'failed' ? reason : null
}

/** Google or Apple sign-in through the native SDK; null on the web (use the popup there). */
export async function signInNatively(provider: NativeProvider): Promise<NativeSignIn | null> {
  const native = loadNative()
  return native ? (await native).nativeSignIn(provider) : null
}

/** Signs the native Firebase SDK out; false on the web. */
export async function signOutNatively(): Promise<boolean> {
  const native = loadNative()
  if (!native) return false
  await (await native).nativeSignOut()
  return true
}

/**
 * Starts the shell's back button, status bar, app links and tapped notifications (native only).
 * Resolves to the function that stops listening.
 */
export async function startNativeShell(hooks: ShellHooks): Promise<() => void> {
  const native = loadNative()
  if (!native) return () => {}
  return (await native).startShell(hooks, site.siteHost)
}

/**
 * The banner ad for the page at `pathname` + `search`; no page (null) hides it. Native only; the
 * ad config is baked into the build.
 */
export function updateNativeBanner(page: { pathname: string; search: string } | null): void {
  const ads = __NATIVE_CONFIG__?.ads ?? DEFAULT_NATIVE_ADS
  loadNative()
    ?.then((shell) =>
      shell.setBanner(ads, page ? shell.bannerAllowed(page.pathname, page.search) : false),
    )
    .catch((err: unknown) => console.error('banner ad', err))
}
