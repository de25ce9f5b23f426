import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { takeGuardedPage } from '../../lib/guarded-page'
import { loginHref } from '../../lib/site'
import { pathTo } from '../../shared/links'
import { sameSitePath } from '../../shared/redirect'
import m from '../i18n/current'

const LOGIN_PATH = pathTo('/app/login')

/**
 * A logged-out visitor sent away from a page that needs an account (お気に入り, 投稿, 管理…)
 * lands on the timeline: this says why, once, with the login that brings them back to that page.
 * The international sites have no accounts, so their link says it goes to the Japanese site.
 */
export function GuardNotice() {
  const [pathname] = useLocation()
  const [guarded, setGuarded] = useState<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival may bring a new one
  useEffect(() => {
    const path = sameSitePath(takeGuardedPage())
    if (path !== null) setGuarded(path)
  }, [pathname])

  if (guarded === null || pathname === LOGIN_PATH) return null
  const loginPath = loginHref(guarded)
  return (
    <div className="guard-notice" role="status">
      <p className="guard-notice__text">
        {__INTERNATIONAL__ ? m.guardNotice.textInternational : m.guardNotice.text}
      </p>
      <div className="guard-notice__actions">
        {__INTERNATIONAL__ ? (
          <a className="button button--primary button--small" href={loginPath}>
            {m.guardNotice.loginInternational}
          </a>
        ) : (
          <Link className="button button--primary button--small" href={loginPath}>
            {m.guardNotice.login}
          </Link>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setGuarded(null)}
        >
          {m.guardNotice.close}
        </button>
      </div>
    </div>
  )
}
