import { atom } from 'jotai'
import { setAuthToken } from '../lib/api'
import { syncBlocksHint } from '../lib/blocks-hint'
import { local, STORAGE_KEYS } from '../lib/storage'
import type { SessionUser } from '../shared/api/accounts'

// Session state. The accounts feature drives it (load on start, login, logout);
// everything else only reads it.

/** The user of /auth/me and the sign-in answers: the API's own type, one for both sides. */
export type { SessionUser }

const storedToken = local.get(STORAGE_KEYS.token)
setAuthToken(storedToken)

export const tokenAtom = atom<string | null>(storedToken)
export const userAtom = atom<SessionUser | null>(null)
/** True until the stored token (if any) has been checked against /auth/me. */
export const authLoadingAtom = atom<boolean>(storedToken !== null)

/** Authenticated = loading finished, a token exists and a user exists. */
export const isAuthenticatedAtom = atom(
  (get) => !get(authLoadingAtom) && get(tokenAtom) !== null && get(userAtom) !== null,
)

/** Stores the token and user after login or social login. */
export const signInAtom = atom(null, (_get, set, payload: { token: string; user: SessionUser }) => {
  local.set(STORAGE_KEYS.token, payload.token)
  setAuthToken(payload.token)
  syncBlocksHint(payload.user.has_blocks === true)
  set(tokenAtom, payload.token)
  set(userAtom, payload.user)
  set(authLoadingAtom, false)
})

/** Clears the token and user and removes the auth header (the accounts feature adds the rest). */
const clearSessionAtom = atom(null, (_get, set) => {
  local.remove(STORAGE_KEYS.token)
  setAuthToken(null)
  syncBlocksHint(false)
  set(tokenAtom, null)
  set(userAtom, null)
  set(authLoadingAtom, false)
})

/**
 * Logout: clears the token and user and removes the auth header. The accounts feature
 * registers the server-side revoke and the identity-provider sign-out through `onLogout`.
 */
const logoutHooks = new Set<() => Promise<void>>()
export function onLogout(hook: () => Promise<void>): () => void {
  logoutHooks.add(hook)
  return () => logoutHooks.delete(hook)
}

export const logoutAtom = atom(null, async (_get, set) => {
  const results = await Promise.allSettled([...logoutHooks].map((hook) => hook()))
  for (const result of results) {
    if (result.status === 'rejected') console.warn('logout step failed', result.reason)
  }
  set(clearSessionAtom)
})
