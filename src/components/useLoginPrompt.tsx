import { useAtomValue } from 'jotai'
import { lazy, type MouseEvent, Suspense, useState } from 'react'
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
