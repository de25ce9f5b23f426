import { useAtomValue } from 'jotai'
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { loginHref } from '../lib/site'
import { pathTo } from '../shared/links'
import { authLoadingAtom, isAuthenticatedAtom } from '../state/session'
import m from './shell/i18n/current'

const LoginPromptDialog = lazy(() => import('./LoginPromptDialog'))

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

  // The control tapped while the session was still being checked (a page just opened): tapped
  // again once the session is known, so the tap is neither lost nor answered with a login prompt
  // meant for someone else. Tapping it again runs its handler as the page now renders it.
  const waiting = useRef<Element | null>(null)
  useEffect(() => {
    const control = waiting.current
    if (loading || control === null) return
    waiting.current = null
    if (!control.isConnected) return
    if (control instanceof HTMLFormElement) control.requestSubmit()
    else if (control instanceof HTMLElement) control.click()
  }, [loading])

  const prompt = (why: string, back: string) => setAsked({ why, href: loginHref(back) })
  const here = () => `${path}${search ? `?${search}` : ''}`

  /**
   * For a control that needs an account (like, follow…): true when the person may go ahead;
   * otherwise explains `why` and answers false. The login brings them back here afterwards.
   * `control` is the button (or form) that asked: while the session is still being checked it
   * answers false and presses `control` again once it is known.
   */
  const ensureLoggedIn = (why: string, control: Element): boolean => {
    if (authenticated) return true
    if (loading) {
      waiting.current = control
      return false
    }
    prompt(why, here())
    return false
  }

  /** The international menu's login: says first where it goes and why. `href` works alone too. */
  const mainSiteLogin = {
    href: loginHref(here()),
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      prompt(m.whyMainSite, here())
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
    prompt(why, event.currentTarget.getAttribute('href') ?? pathTo('/app'))
  }

  const dialog =
    asked === null ? null : (
      <Suspense fallback={null}>
        <LoginPromptDialog why={asked.why} href={asked.href} onClose={() => setAsked(null)} />
      </Suspense>
    )

  return { ensureLoggedIn, guardLink, mainSiteLogin, dialog }
}
