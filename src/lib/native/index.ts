// Everything the Capacitor shell adds, in one chunk that only the native build contains: the
// platform module (src/lib/platform.ts) imports it behind `__NATIVE__`, which the web builds
// define false, so not one line of it reaches a web page.
export { bannerAllowed } from './ad-pages'
export { setBanner } from './ads'
export { NativeSignInError, nativeSignIn, nativeSignOut } from './auth'
export { nativePush } from './push'
export { openInAppBrowser, startShell } from './shell'
