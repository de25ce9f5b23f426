import { type FormEvent, useState } from 'react'
import { Link, useParams } from 'wouter'
import { toApiError } from '../../../lib/api'
import { resetPassword } from '../api'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import { SubmitButton } from '../components/SubmitButton'
import { TextField } from '../components/TextField'
import m from '../i18n/current'

/** /app/reset-password/{token}: the link from the reset email sets a new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password !== confirm) {
      setNotice({ kind: 'error', message: m.reset.mismatch })
      return
    }
    setBusy(true)
    setNotice(null)
    try {
      const { message } = await resetPassword(token, password)
      setNotice({ kind: 'success', message })
      setDone(true)
    } catch (err) {
      setNotice({ kind: 'error', message: toApiError(err).message ?? m.reset.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={m.reset.title}>
      {done ? null : (
        <form className="auth-form" onSubmit={(event) => void submit(event)}>
          <TextField
            label={m.reset.password}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            hint={m.register.passwordHint}
            value={password}
            onChange={setPassword}
          />
          <TextField
            label={m.reset.confirm}
            name="password_confirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={confirm}
            onChange={setConfirm}
          />
          {notice ? <FormMessage kind={notice.kind} message={notice.message} /> : null}
          <SubmitButton busy={busy} label={m.reset.submit} busyLabel={m.common.submitBusy} />
        </form>
      )}
      {done && notice ? <FormMessage kind={notice.kind} message={notice.message} /> : null}
      <nav className="auth-links">
        <Link href="/app/login">{m.common.backToLogin}</Link>
        {done ? null : <Link href="/app/forgot-password">{m.reset.toForgot}</Link>}
      </nav>
    </AuthCard>
  )
}
