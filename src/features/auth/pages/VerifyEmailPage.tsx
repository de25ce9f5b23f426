import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { toApiError } from '../../../lib/api'
import { pathTo } from '../../../shared/links'
import { verifyEmail } from '../api'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import m from '../i18n/current'

type Outcome =
  | { state: 'checking' }
  | { state: 'verified'; message: string }
  | { state: 'failed'; detail: string | null }

// A link works once: remember each token's request, so a re-render (or React's development
// double effect) never spends it twice and then reports the second attempt as a failure.
const attempts = new Map<string, Promise<string>>()

function verifyOnce(token: string): Promise<string> {
  let attempt = attempts.get(token)
  if (!attempt) {
    attempt = verifyEmail(token).then((res) => res.message)
    attempts.set(token, attempt)
  }
  return attempt
}

/** `/app/verify-email`: consumes ?token= through GET /auth/verify-email. */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token')
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'checking' } : { state: 'failed', detail: m.verify.noToken },
  )

  useEffect(() => {
    if (!token) return
    let current = true
    verifyOnce(token)
      .then((message) => {
        if (current) setOutcome({ state: 'verified', message })
      })
      .catch((err: unknown) => {
        if (current) setOutcome({ state: 'failed', detail: toApiError(err).message })
      })
    return () => {
      current = false
    }
  }, [token])

  return (
    <AuthCard title={m.verify.title}>
      {outcome.state === 'checking' ? (
        <p className="auth-card__note" role="status">
          {m.verify.checking}
        </p>
      ) : null}
      {outcome.state === 'verified' ? (
        <FormMessage kind="success" message={outcome.message} />
      ) : null}
      {outcome.state === 'failed' ? (
        <>
          {/* "Email verification failed"; the server's reason below it. */}
          <FormMessage kind="error" message={m.verify.failed} detail={outcome.detail} />
          <p className="auth-card__note">{m.verify.resendHint}</p>
        </>
      ) : null}
      <nav className="auth-links">
        <Link href={pathTo('/app/login')}>{m.verify.toLogin}</Link>
      </nav>
    </AuthCard>
  )
}
