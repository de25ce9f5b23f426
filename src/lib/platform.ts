import { NATIVE_UA_SUFFIX } from '../shared/sites'
import { site } from './site'

// Web vs native (DESIGN.md §5). This is the one module that would import Capacitor plugins; no
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
