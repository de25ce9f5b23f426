import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { syncBlocksHint } from '../../../lib/blocks-hint'
import { signOutOfFirebase } from '../../../lib/firebase'
import { authLoadingAtom, logoutAtom, onLogout, tokenAtom, userAtom } from '../../../state/session'
import { fetchMe, revokeSession } from '../api'
import { fetchMeWithRetries } from '../me-retry'

/**
 * Auth, on load: a stored token fetches the current user; a failure logs out (after the tries
 * of `fetchMeWithRetries`, so a page left while it loads or a moment without network does not).
 * It also registers the accounts feature's logout steps: revoke the session on the server and
 * sign out of Firebase (only if this page loaded it).
 */
export function AuthBootstrap() {
  const token = useAtomValue(tokenAtom)
  const loading = useAtomValue(authLoadingAtom)
  const setUser = useSetAtom(userAtom)
  const setLoading = useSetAtom(authLoadingAtom)
  const logout = useSetAtom(logoutAtom)

  useEffect(() => onLogout(revokeServerSession), [])
  useEffect(() => onLogout(signOutOfFirebase), [])

  useEffect(() => {
    if (!loading || !token) return
    let current = true
    fetchMeWithRetries(fetchMe, () => current)
      .then((user) => {
        if (!current) return
        syncBlocksHint(user.has_blocks === true)
        setUser(user)
        setLoading(false)
      })
      .catch(() => {
        if (current) void logout()
      })
    return () => {
      current = false
    }
  }, [loading, token, setUser, setLoading, logout])

  return null
}

async function revokeServerSession(): Promise<void> {
  await revokeSession()
}
