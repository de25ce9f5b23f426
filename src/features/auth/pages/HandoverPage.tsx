import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { toApiError } from '../../../lib/api'
import { loginHref } from '../../../lib/site'
import { pathTo } from '../../../shared/links'
import { sameSitePath } from '../../../shared/redirect'
import { isAuthenticatedAtom, signInAtom } from '../../../state/session'
import { redeemHandover } from '../api'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import m from '../i18n/current'

type State = { kind: 'working' } | { kind: 'failed'; why: string }

// The code is read and taken out of the address once per page load: React may run an effect
// twice, and the code works only once.
let redeeming: ReturnType<typeof redeemHandover> | null = null

function takeCode(): string | null {
  const url = new URL(window.location.href)
  const code = url.searchParams.get('code')
  if (code !== null) {
    url.searchParams.delete('code')
    // Out of the address bar and the history at once: a spent code is no use, but nobody
    // should find one to try.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`)
  }
  return code
}

/** What the Worker's refusal means for the visitor, in their language. */
function failure(err: unknown): string {
  const code = toApiError(err).error
  if (code === 'handover_used') return m.handover.used
  if (code === 'handover_expired') return m.handover.expired
  return m.handover.invalid
}

/**
 * /app/handover?code=…: where the main site's login sends a visitor back to an international
 * site. Trades the one-time code for a session of this site and goes on to the page they were
 * on; a code that does not work says why and offers the login again.
 */
export function HandoverPage() {
  const signIn = useSetAtom(signInAtom)
  const signedIn = useAtomValue(isAuthenticatedAtom)
  const [, navigate] = useLocation()
  const [state, setState] = useState<State>({ kind: 'working' })

  useEffect(() => {
    if (!redeeming) {
      const code = takeCode()
      if (!code) {
        setState({ kind: 'failed', why: m.handover.invalid })
        return
      }
      redeeming = redeemHandover(code)
    }
    let current = true
    redeeming.then(
      (session) => {
        if (!current) return
        signIn(session)
        navigate(sameSitePath(session.return_path) ?? pathTo('/app'), { replace: true })
      },
      (err: unknown) => {
        if (current) setState({ kind: 'failed', why: failure(err) })
      },
    )
    return () => {
      current = false
    }
  }, [signIn, navigate])

  if (state.kind === 'working') {
    return (
      <AuthCard title={m.handover.title}>
        <p className="auth-card__note" role="status">
          {m.handover.working}
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={m.handover.failedTitle}>
      <FormMessage kind="error" message={state.why} detail={signedIn ? null : m.handover.again} />
      <p className="auth-handover__actions">
        {signedIn ? (
          <Link className="button button--primary" href={pathTo('/app')}>
            {m.handover.home}
          </Link>
        ) : (
          <a className="button button--primary" href={loginHref(pathTo('/app'))}>
            {m.handover.login}
          </a>
        )}
      </p>
    </AuthCard>
  )
}
