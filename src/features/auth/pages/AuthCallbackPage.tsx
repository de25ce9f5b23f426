import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { pathTo } from '../../../shared/links'
import { signInAtom } from '../../../state/session'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import m from '../i18n/current'
import { AuthFlowError, socialMessages } from '../messages'
import { goAfterLogin } from '../redirect'
import { completeRedirectSignIn, isLeavingForProvider, readPendingRedirect } from '../social'

type State = { kind: 'working' } | { kind: 'error'; message: string; detail?: string | null }

// One completion per page load, whatever React does with effects.
let completion: ReturnType<typeof completeRedirectSignIn> | null = null

/**
 * /app/auth/callback: where the Google or Apple page sends the browser back after a redirect
 * sign-in (mobile browsers block popups). Completes it with getRedirectResult.
 */
export function AuthCallbackPage() {
  const signIn = useSetAtom(signInAtom)
  const [, navigate] = useLocation()
  const [state, setState] = useState<State>({ kind: 'working' })

  useEffect(() => {
    // Rendered for a moment on the way out to the provider: nothing to complete yet.
    if (isLeavingForProvider()) return
    const pending = readPendingRedirect()
    if (!pending && !completion) {
      setState({ kind: 'error', message: m.callback.nothingPending })
      return
    }
    const provider = pending?.provider ?? 'google'
    const next = pending?.next ?? pathTo('/app')
    completion ??= completeRedirectSignIn(pending ?? { provider, next })
    let current = true
    completion
      .then((session) => {
        if (!current) return
        signIn(session)
        goAfterLogin(next, navigate)
      })
      .catch((err: unknown) => {
        if (!current) return
        setState(
          err instanceof AuthFlowError
            ? { kind: 'error', message: err.message, detail: err.detail }
            : { kind: 'error', message: socialMessages(provider).failed },
        )
      })
    return () => {
      current = false
    }
  }, [signIn, navigate])

  return (
    <AuthCard title={m.callback.title}>
      {state.kind === 'working' ? (
        <p className="auth-card__note" role="status">
          {m.callback.working}
        </p>
      ) : (
        <FormMessage kind="error" message={state.message} detail={state.detail} />
      )}
      <nav className="auth-links">
        <Link href={pathTo('/app/login')}>{m.common.backToLogin}</Link>
      </nav>
    </AuthCard>
  )
}
