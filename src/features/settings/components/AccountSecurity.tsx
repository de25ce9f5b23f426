import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Field } from '../../../components/Field'
import { FormError, SubmitButton, useSubmit } from '../../../components/useSubmit'
import { logoutAtom } from '../../../state/session'
import { changeEmail, changePassword, signOutEverywhere } from '../api'
import m from '../i18n/current'

const t = m.settings.security

/** A password or email input with its label, tied to it for screen readers. */
function Input(props: {
  id: string
  label: string
  type: 'password' | 'email'
  autoComplete: string
  value: string
  onChange: (value: string) => void
  hint?: string
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} required>
      {(control) => (
        <input
          {...control}
          className="input"
          type={props.type}
          autoComplete={props.autoComplete}
          required
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

function PasswordForm() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [done, setDone] = useState(false)
  const sending = useSubmit(t.password.failed)
  function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    void sending.run(async () => {
      await changePassword({ current_password: current, new_password: next })
      setCurrent('')
      setNext('')
      setDone(true)
    })
  }
  return (
    <form className="account-security__form" onSubmit={submit}>
      <Input
        id="security-current-password"
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <Input
        id="security-new-password"
        label={t.password.next}
        hint={t.password.hint}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
      />
      <FormError error={sending.error} className="form-error" />
      {done ? (
        <p role="status" className="account-security__done">
          {t.password.done}
        </p>
      ) : null}
      <SubmitButton
        busy={sending.busy}
        label={t.password.submit}
        busyLabel={t.working}
        className="button button--primary button--small"
      />
    </form>
  )
}

function EmailForm() {
  const [email, setEmail] = useState('')
  const [current, setCurrent] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const sending = useSubmit(t.email.failed)
  function submit(event: FormEvent) {
    event.preventDefault()
    setSentTo(null)
    void sending.run(async () => {
      await changeEmail({ new_email: email, current_password: current })
      setSentTo(email)
      setCurrent('')
    })
  }
  return (
    <form className="account-security__form" onSubmit={submit}>
      <Input
        id="security-new-email"
        label={t.email.next}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <Input
        id="security-email-password"
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <FormError error={sending.error} className="form-error" />
      {sentTo ? (
        <p role="status" className="account-security__done">
          {t.email.sent(sentTo)}
        </p>
      ) : null}
      <SubmitButton
        busy={sending.busy}
        label={t.email.submit}
        busyLabel={t.working}
        className="button button--primary button--small"
      />
    </form>
  )
}

/** 「すべての端末からログアウト」: asks once more, then revokes every session, this one included. */
function SignOutEverywhere() {
  const [asking, setAsking] = useState(false)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const logout = useSetAtom(logoutAtom)
  // The button pressed is gone: keyboard and screen reader users land on the question's answer.
  useEffect(() => {
    if (asking) confirmButton.current?.focus()
  }, [asking])
  const sending = useSubmit(t.everywhere.failed)
  const confirm = () =>
    void sending.run(
      async () => {
        await signOutEverywhere()
        await logout()
      },
      { stayBusy: true },
    )
  return (
    <div className="account-security__everywhere">
      <p className="account-security__lead">{t.everywhere.lead}</p>
      {asking ? (
        <div className="button-row">
          <button
            ref={confirmButton}
            type="button"
            className="button button--danger button--small"
            onClick={confirm}
            disabled={sending.busy}
          >
            {sending.busy ? t.working : t.everywhere.confirm}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setAsking(false)}
            disabled={sending.busy}
          >
            {t.everywhere.cancel}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setAsking(true)}
        >
          {t.everywhere.button}
        </button>
      )}
      <FormError error={sending.error} className="form-error" />
    </div>
  )
}

/** Settings' password, email address and every-device sign-out, for a signed-in account. */
export function AccountSecurity() {
  return (
    <div className="account-security">
      <h3 className="sign-in-methods__title">{t.title}</h3>
      <details className="account-security__item">
        <summary>{t.password.open}</summary>
        <PasswordForm />
      </details>
      <details className="account-security__item">
        <summary>{t.email.open}</summary>
        <EmailForm />
      </details>
      <SignOutEverywhere />
    </div>
  )
}
