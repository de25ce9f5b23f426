import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { siteOriginFor } from '../lib/site'
import { authLoadingAtom, isAuthenticatedAtom } from '../state/session'
import { Dialog } from './Dialog'
import m from './i18n/current'

/**
 * What a logged-out visitor meets on a control that needs an account (like, follow…): on the
 * main site the shell's behaviour, an alert and then the login page, which brings them back here
 * afterwards; on the international sites, which have no login, a dialog linking to the main
 * site's login.
 */
export function useLoginPrompt() {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [path, navigate] = useLocation()
  const search = useSearch()
  const [reason, setReason] = useState<string | null>(null)
  const loginPath = `/app/login?redirect=${encodeURIComponent(`${path}${search ? `?${search}` : ''}`)}`

  /** True when the person may go ahead; otherwise explains `why` and answers false. */
  const ensureLoggedIn = (why: string): boolean => {
    if (authenticated) return true
    // The session is still being checked: the click waits for that instead of prompting.
    if (loading) return false
    if (__INTERNATIONAL__) {
      setReason(why)
      return false
    }
    window.alert(why)
    navigate(loginPath)
    return false
  }

  const dialog = __INTERNATIONAL__ ? (
    <Dialog open={reason !== null} onClose={() => setReason(null)} title={m.login.title}>
      <p className="dialog__lead">{reason}</p>
      <p className="dialog__lead">{m.login.mainSiteNote}</p>
      <div className="button-row dialog__actions">
        <a className="button button--primary" href={`${siteOriginFor('ja')}${loginPath}`}>
          {m.login.link}
        </a>
      </div>
    </Dialog>
  ) : null

  return { ensureLoggedIn, dialog }
}
