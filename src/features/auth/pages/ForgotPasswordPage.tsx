import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { useSubmit } from '../../../components/useSubmit'
import { pathTo } from '../../../shared/links'
import { halfWidth } from '../../../shared/text-input'
import { forgotPassword } from '../api'
import { AuthCard } from '../components/AuthCard'
import { OutcomeMessage } from '../components/FormMessage'
import { SubmitButton } from '../components/SubmitButton'
import { EmailField } from '../components/TextField'
import m from '../i18n/current'

/** Forgotten password: a reset link by email (the answer never says whether the address exists). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [success, setSuccess] = useState<string | null>(null)
  const sending = useSubmit((error) => error.message ?? m.forgot.failed)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSuccess(null)
    void sending.run(async () => {
      const { message } = await forgotPassword(halfWidth(email))
      setSuccess(message)
    })
  }
  const outcome = <OutcomeMessage error={sending.error} success={success} />

  return (
    <AuthCard title={m.forgot.title} lead={m.forgot.lead}>
      <form className="auth-form" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        {outcome}
        <SubmitButton busy={sending.busy} label={m.forgot.submit} busyLabel={m.common.submitBusy} />
      </form>
      <nav className="auth-links">
        <Link href={pathTo('/app/login')}>{m.common.backToLogin}</Link>
      </nav>
    </AuthCard>
  )
}
