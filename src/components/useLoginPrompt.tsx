import { useAtomValue } from 'jotai'
import { type MouseEvent, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { siteOriginFor } from '../lib/site'
import { authLoadingAtom, isAuthenticatedAtom } from '../state/session'
import { Dialog } from './Dialog'
import m from './i18n/current'

const LOGIN_PATH = '/app/login'

/**
 * The one way to ask a logged-out visitor to log in. On the main site: an alert saying why, then
 * the login page; on the international sites, which have no login, a dialog linking to the main
 * site's login. Render `dialog` where the hook is used.
 */
export function useLoginPrompt() {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [path, navigate] = useLocation()
  const search = useSearch()
  const [dialogLogin, setDialogLogin] = useState<{ why: string; path: string } | null>(null)

  const prompt = (why: string, loginPath: string) => {
    if (__INTERNATIONAL__) {
      setDialogLogin({ why, path: loginPath })
      return
    }
    window.alert(why)
    navigate(loginPath)
  }

  /**
   * For a control that needs an account (like, follow…): true when the person may go ahead;
   * otherwise explains `why` and answers false. The login brings them back here afterwards.
   */
  const ensureLoggedIn = (why: string): boolean => {
    if (authenticated) return true
    // The session is still being checked: the click waits for that instead of prompting.
    if (loading) return false
    prompt(why, loginBackHere())
    return false
  }

  /**
   * The login that brings the visitor back to this page: on an international site its full
   * address, since the login is on the Japanese main site (another origin).
   */
  function loginBackHere(): string {
    const here = `${path}${search ? `?${search}` : ''}`
    const back = __INTERNATIONAL__ ? `${window.location.origin}${here}` : here
    return `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`
  }

  /**
   * The international menu's login: says first that accounts live on the Japanese site, then
   * offers its login, which comes back here. `href` works without the dialog too.
   */
  const mainSiteLogin = {
    href: `${siteOriginFor('ja')}${loginBackHere()}`,
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      prompt(m.login.whyMainSite, loginBackHere())
    },
  }

  /**
   * For a link to a page that needs an account (the menu's post, favorites and stamp
   * rally): a logged-out visitor is told `why` and goes to the login page, which brings them on to
   * the link's page afterwards. While the session is
   * still loading the link goes through: the page's own guard shows a spinner and decides.
   */
  const guardLink = (why: string) => (event: MouseEvent) => {
    if (authenticated || loading) return
    event.preventDefault()
    const target = event.currentTarget.getAttribute('href')
    prompt(why, target ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH)
  }

  const dialog = __INTERNATIONAL__ ? (
    <Dialog open={dialogLogin !== null} onClose={() => setDialogLogin(null)} title={m.login.title}>
      <p className="dialog__lead">{dialogLogin?.why}</p>
      <div className="button-row dialog__actions">
        <a
          className="button button--primary"
          href={`${siteOriginFor('ja')}${dialogLogin?.path ?? LOGIN_PATH}`}
        >
          {m.login.link}
        </a>
      </div>
    </Dialog>
  ) : null

  return { ensureLoggedIn, guardLink, mainSiteLogin, dialog }
}
