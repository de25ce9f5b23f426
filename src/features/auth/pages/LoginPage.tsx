import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { toApiError } from '../../../lib/api'
import { halfWidth } from '../../../shared/text-input'
import { isAuthenticatedAtom, signInAtom } from '../../../state/session'
import { login, resendVerification, type SessionResponse } from '../api'
import { AfterLogin } from '../components/AfterLogin'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import { SocialButtons } from '../components/SocialButtons'
import { SubmitButton } from '../components/SubmitButton'
import { EmailField, TextField } from '../components/TextField'
import m from '../i18n/current'
import { afterLoginTarget, goAfterLogin } from '../redirect'

interface Notice {
  kind: 'error' | 'success'
  message: string
  detail?: string | null
}

/** Login: email and password, Google and Apple, links to register and forgot-password. */
export function LoginPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const signIn = useSetAtom(signInAtom)
  const [, navigate] = useLocation()
  const next = afterLoginTarget(useSearch())
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  // A 403 "Email not verified" flags that verification is required (resend offered).
  const [verificationRequired, setVerificationRequired] = useState(false)
  const [resendBusy, setResendBusy] = useState(false)
  const [resendNotice, setResendNotice] = useState<Notice | null>(null)

  if (authenticated) return <AfterLogin next={next} />

  function signedIn(session: SessionResponse) {
    signIn(session)
    goAfterLogin(next, navigate)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setNotice(null)
    setResendNotice(null)
    try {
      signedIn(await login({ email: halfWidth(email), password }))
    } catch (err) {
      const problem = toApiError(err)
      if (problem.status === 403 && problem.error === 'Email not verified') {
        setVerificationRequired(true)
        setNotice({ kind: 'error', message: problem.message ?? m.login.emailNotVerified })
      } else {
        setVerificationRequired(false)
        setNotice({ kind: 'error', message: problem.message ?? m.login.failed })
      }
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    setResendBusy(true)
    setResendNotice(null)
    try {
      const { message } = await resendVerification(halfWidth(email))
      setResendNotice({ kind: 'success', message: message || m.login.resent })
    } catch (err) {
      // Always this message; the server's reason (e.g. too many requests) below it.
      setResendNotice({
        kind: 'error',
        message: m.login.resendFailed,
        detail: toApiError(err).message,
      })
    } finally {
      setResendBusy(false)
    }
  }

  return (
    <AuthCard title={m.login.title} lead={m.login.lead}>
      <form className="auth-form" onSubmit={(event) => void submit(event)}>
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label={m.common.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        {notice ? (
          <FormMessage kind={notice.kind} message={notice.message} detail={notice.detail} />
        ) : null}
        {verificationRequired ? (
          <div className="auth-verify-required" data-verification-required="true">
            <p>{m.login.verificationRequired}</p>
            <button
              type="button"
              className="auth-button auth-button--secondary"
              disabled={resendBusy}
              onClick={() => void resend()}
            >
              {resendBusy ? m.login.resendBusy : m.login.resend}
            </button>
            {resendNotice ? (
              <FormMessage
                kind={resendNotice.kind}
                message={resendNotice.message}
                detail={resendNotice.detail}
              />
            ) : null}
          </div>
        ) : null}
        <SubmitButton busy={busy} label={m.login.submit} busyLabel={m.login.submitBusy} />
      </form>
      <p className="auth-divider">
        <span>{m.login.orSocial}</span>
      </p>
      <SocialButtons next={next} onSignedIn={signedIn} />
      <nav className="auth-links">
        <Link href="/app/register">{m.login.toRegister}</Link>
        <Link href="/app/forgot-password">{m.login.toForgot}</Link>
      </nav>
    </AuthCard>
  )
}
