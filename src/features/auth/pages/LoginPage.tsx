import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { useSubmit } from '../../../components/useSubmit'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import { pathTo } from '../../../shared/links'
import { halfWidth } from '../../../shared/text-input'
import { isAuthenticatedAtom, signInAtom } from '../../../state/session'
import { login, resendVerification, type SessionResponse } from '../api'
import { AfterLogin } from '../components/AfterLogin'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import { InAppBrowserNotice } from '../components/InAppBrowserNotice'
import { LoginReason } from '../components/LoginReason'
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

/** Sending the verification mail again, and how that went (shown under the resend button). */
function useResendVerification(email: string) {
  // Always this message; the server's reason (e.g. too many requests) below it.
  const resending = useSubmit<Notice>((problem) => ({
    kind: 'error',
    message: m.login.resendFailed,
    detail: problem.message,
  }))
  const [resent, setResent] = useState<string | null>(null)
  const notice: Notice | null =
    resending.error ?? (resent === null ? null : { kind: 'success', message: resent })

  function resend() {
    setResent(null)
    void resending.run(async () => {
      const { message } = await resendVerification(halfWidth(email))
      setResent(message || m.login.resent)
    })
  }
  /** A new login attempt hides what the last resend said. */
  function forget() {
    resending.fail(null)
    setResent(null)
  }

  return { busy: resending.busy, notice, resend, forget }
}

/** Login: email and password, Google and Apple, links to register and forgot-password. */
export function LoginPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const signIn = useSetAtom(signInAtom)
  const [, navigate] = useLocation()
  const search = useSearch()
  const next = afterLoginTarget(search)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const sending = useSubmit(
    (problem) =>
      problem.message ?? (unverified(problem) ? m.login.emailNotVerified : m.login.failed),
  )
  // A 403 "Email not verified" flags that verification is required (resend offered).
  const [verificationRequired, setVerificationRequired] = useState(false)
  const resending = useResendVerification(email)
  const notice: Notice | null = sending.error ? { kind: 'error', message: sending.error } : null

  if (authenticated) return <AfterLogin next={next} />

  function signedIn(session: SessionResponse) {
    signIn(session)
    goAfterLogin(next, navigate)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    resending.forget()
    void sending.run(async () => {
      try {
        signedIn(await login({ email: halfWidth(email), password }))
      } catch (err) {
        setVerificationRequired(unverified(toApiError(err)))
        throw err
      }
    })
  }

  return (
    <AuthCard title={m.login.title} lead={m.login.lead}>
      <LoginReason next={next} />
      <form className="auth-form" onSubmit={submit}>
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
        {verificationRequired ? <VerificationRequired {...resending} /> : null}
        <SubmitButton busy={sending.busy} label={m.login.submit} busyLabel={m.login.submitBusy} />
      </form>
      <p className="auth-divider">
        <span>{m.login.orSocial}</span>
      </p>
      <InAppBrowserNotice />
      <SocialButtons next={next} onSignedIn={signedIn} />
      <nav className="auth-links">
        <Link href={pathTo('/app/register')}>{m.login.toRegister}</Link>
        <Link href={pathTo('/app/forgot-password')}>{m.login.toForgot}</Link>
      </nav>
    </AuthCard>
  )
}

/** The address is not verified yet: a button to send the mail again, and how that went. */
function VerificationRequired(props: { busy: boolean; notice: Notice | null; resend: () => void }) {
  const { notice } = props
  return (
    <div className="auth-verify-required" data-verification-required="true">
      <p>{m.login.verificationRequired}</p>
      <button
        type="button"
        className="auth-button auth-button--secondary"
        disabled={props.busy}
        onClick={props.resend}
      >
        {props.busy ? m.login.resendBusy : m.login.resend}
      </button>
      {notice ? (
        <FormMessage kind={notice.kind} message={notice.message} detail={notice.detail} />
      ) : null}
    </div>
  )
}

function unverified(problem: ApiErrorInfo): boolean {
  return problem.status === 403 && problem.error === 'Email not verified'
}
