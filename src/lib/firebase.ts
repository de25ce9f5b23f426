import type { FirebaseApp } from 'firebase/app'
import type { Auth } from 'firebase/auth'
import { signOutNatively } from './platform'
import { site } from './site'

// Firebase is loaded only when something needs it: the login buttons, the sign-in
// callback page, push. Everything here goes through dynamic import(), so the firebase code is a
// separate chunk and never part of the first route's bundle. (Never split it with manualChunks:
// its modules import each other and crash on load; see the README footguns.)

let appLoad: Promise<FirebaseApp> | null = null

function loadFirebaseApp(): Promise<FirebaseApp> {
  appLoad ??= import('firebase/app')
    .then(({ getApps, initializeApp }) => {
      const { authEmulatorHost: _emulator, ...config } = site.firebase
      return getApps()[0] ?? initializeApp(config)
    })
    .catch((err: unknown) => {
      appLoad = null // a failed chunk download may succeed on the next click
      throw err
    })
  return appLoad
}

export type FirebaseAuthSdk = typeof import('firebase/auth')

let authLoad: Promise<{ auth: Auth; sdk: FirebaseAuthSdk }> | null = null

/** The Auth instance (connected to the emulator when the edge says one is configured). */
export function loadFirebaseAuth(): Promise<{ auth: Auth; sdk: FirebaseAuthSdk }> {
  authLoad ??= Promise.all([loadFirebaseApp(), import('firebase/auth')])
    .then(([app, sdk]) => {
      const auth = sdk.getAuth(app)
      const emulator = site.firebase.authEmulatorHost
      if (emulator && !auth.emulatorConfig) {
        sdk.connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true })
      }
      auth.languageCode = site.lang === 'ja' ? 'ja' : site.lang
      return { auth, sdk }
    })
    .catch((err: unknown) => {
      authLoad = null
      throw err
    })
  return authLoad
}

/**
 * Signs out of Firebase on logout (the native SDK in the shell). On the web the SDK is loaded for it only when this page loaded it
 * already, or when this browser holds a persisted Firebase sign-in from an earlier visit; a
 * password-only user's logout never downloads firebase.
 */
export async function signOutOfFirebase(): Promise<void> {
  // In the shell the sign-in lives in the native Firebase SDK.
  if (await signOutNatively()) return
  if (!authLoad && !(await hasPersistedFirebaseAuth())) return
  const { auth, sdk } = await loadFirebaseAuth()
  await sdk.signOut(auth)
}

/** The IndexedDB database where firebase/auth persists its signed-in user. */
const FIREBASE_AUTH_DB = 'firebaseLocalStorageDb'

async function hasPersistedFirebaseAuth(): Promise<boolean> {
  try {
    const databases = await window.indexedDB.databases()
    return databases.some((db) => db.name === FIREBASE_AUTH_DB)
  } catch {
    return false // no IndexedDB (or no databases()): nothing Firebase could have kept
  }
}

type FirebaseMessagingSdk = typeof import('firebase/messaging')

/** The firebase/messaging SDK and this app's instance (push only; its own lazy chunk). */
export async function loadFirebaseMessaging(): Promise<{
  messaging: import('firebase/messaging').Messaging
  sdk: FirebaseMessagingSdk
}> {
  const [app, sdk] = await Promise.all([loadFirebaseApp(), import('firebase/messaging')])
  return { messaging: sdk.getMessaging(app), sdk }
}
