import { useAtomValue } from 'jotai'
import type { MouseEvent } from 'react'
import { useLocation } from 'wouter'
import { authLoadingAtom, isAuthenticatedAtom } from '../../state/session'
import m from '../i18n/current'
import { MENU_PATHS } from './menu'

/**
 * Spec §2: a logged-out visitor who clicks post, favorites or stamp rally sees the alert and goes
 * to /app/login. While the session is still loading the click goes through: the page's own
 * guard shows a spinner and decides once it knows.
 */
export function useLoginGate(): (event: MouseEvent) => void {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [, navigate] = useLocation()
  return (event) => {
    if (authenticated || loading) return
    event.preventDefault()
    window.alert(m.loginRequired)
    navigate(MENU_PATHS.login)
  }
}
