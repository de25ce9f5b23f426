import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { toApiError } from '../../../lib/api'
import { halfWidth } from '../../../shared/text-input'
import { forgotPassword } from '../api'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import { SubmitButton } from '../components/SubmitButton'
import { EmailField } from '../components/TextField'
import m from '../i18n/current'

/** Forgotten password: a reset link by email (the answer never says whether the address exists). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setNotice(null)
    try {
      const { message } = await forgotPassword(halfWidth(email))
      setNotice({ kind: 'success', message })
    } catch (err) {
      setNotice({ kind: 'error', message: toApiError(err).message ?? m.forgot.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={m.forgot.title} lead={m.forgot.lead}>
      <form className="auth-form" onSubmit={(event) => void submit(event)}>
        <EmailField value={email} onChange={setEmail} />
        {notice ? <FormMessage kind={notice.kind} message={notice.message} /> : null}
        <SubmitButton busy={busy} label={m.forgot.submit} busyLabel={m.common.submitBusy} />
      </form>
      <nav className="auth-links">
        <Link href="/app/login">{m.common.backToLogin}</Link>
      </nav>
    </AuthCard>
  )
}
