import { useAtomValue } from 'jotai'
import { type MouseEvent, useId, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { loginHref } from '../lib/site'
import { authLoadingAtom, isAuthenticatedAtom } from '../state/session'
import { Dialog } from './Dialog'
import m from './i18n/current'

/**
 * The one way to ask a logged-out visitor to log in: the app's own alert dialog says why, with
 * 閉じる and ログイン; the login brings them back afterwards. On the international sites the
 * login is the main site's, which signs them in on their own site on the way back. Render
 * `dialog` where the hook is used.
 */
export function useLoginPrompt() {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const [path] = useLocation()
  const search = useSearch()
  const [asked, setAsked] = useState<{ why: string; href: string } | null>(null)
  const whyId = useId()
  const loginButton = useRef<HTMLAnchorElement>(null)

  const prompt = (why: string, back: string) => setAsked({ why, href: loginHref(back) })
  const here = () => `${path}${search ? `?${search}` : ''}`

  /**
   * For a control that needs an account (like, follow…): true when the person may go ahead;
   * otherwise explains `why` and answers false. The login brings them back here afterwards.
   */
  const ensureLoggedIn = (why: string): boolean => {
    if (authenticated) return true
    // The session is still being checked: the click waits for that instead of prompting.
    if (loading) return false
    prompt(why, here())
    return false
  }

  /** The international menu's login: says first where it goes and why. `href` works alone too. */
  const mainSiteLogin = {
    href: loginHref(here()),
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      prompt(m.login.whyMainSite, here())
    },
  }

  /**
   * For a link to a page that needs an account (the menu's post, favorites and stamp rally): a
   * logged-out visitor is told `why`, and the login brings them on to the link's page. While the
   * session is still loading the link goes through: the page's own guard shows a spinner.
   */
  const guardLink = (why: string) => (event: MouseEvent) => {
    if (authenticated || loading) return
    event.preventDefault()
    prompt(why, event.currentTarget.getAttribute('href') ?? '/app')
  }

  const close = () => setAsked(null)
  const loginLabel = __INTERNATIONAL__ ? m.login.link : m.login.submit
  const dialog = (
    <Dialog
      open={asked !== null}
      onClose={close}
      title={m.login.title}
      role="alertdialog"
      describedBy={whyId}
      initialFocus={loginButton}
    >
      <div id={whyId}>
        <p className="dialog__lead">{asked?.why}</p>
        {__INTERNATIONAL__ && asked?.why !== m.login.whyMainSite ? (
          <p className="dialog__lead">{m.login.mainSiteNote}</p>
        ) : null}
      </div>
      <div className="button-row dialog__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          {m.dialog.close}
        </button>
        {__INTERNATIONAL__ ? (
          <a ref={loginButton} className="button button--primary" href={asked?.href}>
            {loginLabel}
          </a>
        ) : (
          <Link
            ref={loginButton}
            className="button button--primary"
            href={asked?.href ?? '/app/login'}
            onClick={close}
          >
            {loginLabel}
          </Link>
        )}
      </div>
    </Dialog>
  )

  return { ensureLoggedIn, guardLink, mainSiteLogin, dialog }
}
