import { type FormEvent, useState } from 'react'
import { Link, useParams } from 'wouter'
import { useSubmit } from '../../../components/useSubmit'
import { pathTo } from '../../../shared/links'
import { resetPassword } from '../api'
import { AuthCard } from '../components/AuthCard'
import { OutcomeMessage } from '../components/FormMessage'
import { SubmitButton } from '../components/SubmitButton'
import { TextField } from '../components/TextField'
import m from '../i18n/current'

/** /app/reset-password/{token}: the link from the reset email sets a new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [success, setSuccess] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const sending = useSubmit((error) => error.message ?? m.reset.failed)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSuccess(null)
    if (password !== confirm) return sending.fail(m.reset.mismatch)
    void sending.run(async () => {
      const { message } = await resetPassword(token, password)
      setSuccess(message)
      setDone(true)
    })
  }
  const outcome = <OutcomeMessage error={sending.error} success={success} />

  return (
    <AuthCard title={m.reset.title}>
      {done ? null : (
        <form className="auth-form" onSubmit={submit}>
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
          {outcome}
          <SubmitButton
            busy={sending.busy}
            label={m.reset.submit}
            busyLabel={m.common.submitBusy}
          />
        </form>
      )}
      {done ? outcome : null}
      <nav className="auth-links">
        <Link href={pathTo('/app/login')}>{m.common.backToLogin}</Link>
        {done ? null : <Link href={pathTo('/app/forgot-password')}>{m.reset.toForgot}</Link>}
      </nav>
    </AuthCard>
  )
}
