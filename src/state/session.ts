import { atom } from 'jotai'
import { setAuthToken } from '../lib/api'
import { syncBlocksHint } from '../lib/blocks-hint'
import { local, STORAGE_KEYS } from '../lib/storage'

// Session state. The accounts feature drives it (load on start, login, logout);
// everything else only reads it.

/** The user of /auth/me and the login responses (name, avatar_url, email, …). */
export interface SessionUser {
  id: number
  name: string
  email: string | null
  avatar_url: string | null
  email_verified?: boolean
  bio?: string
  website?: string
  birth_date?: string | null
  groups?: string[]
  service_name?: string | null
  role?: 'user' | 'admin' | 'moderator'
  created_at?: string
  /** A name and bio edit an NG word holds for review (確認中), shown to its owner alone. */
  held_profile?: { name: string; bio: string } | null
  /** In a block either way (sign-in answers and /auth/me): see src/lib/blocks-hint.ts. */
  has_blocks?: boolean
}

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
