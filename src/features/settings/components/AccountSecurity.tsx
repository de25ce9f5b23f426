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

/** One of a security form's two inputs; `clear` empties it once the change is done. */
type SecurityField = Omit<Parameters<typeof Input>[0], 'value' | 'onChange'> & { clear?: boolean }

/**
 * The shape the password and email forms share: two inputs, the server's refusal, and once done,
 * what `send` answers (a password never stays in a field after it was used).
 */
function SecurityForm(props: {
  fields: [SecurityField, SecurityField]
  failed: string
  submit: string
  send: (first: string, second: string) => Promise<string>
}) {
  const { fields } = props
  const [values, setValues] = useState<[string, string]>(['', ''])
  const [done, setDone] = useState<string | null>(null)
  const sending = useSubmit(props.failed)
  function submit(event: FormEvent) {
    event.preventDefault()
    setDone(null)
    void sending.run(async () => {
      const message = await props.send(...values)
      setValues(([first, second]) => [fields[0].clear ? '' : first, fields[1].clear ? '' : second])
      setDone(message)
    })
  }
  return (
    <form className="account-security__form" onSubmit={submit}>
      <Input
        {...fields[0]}
        value={values[0]}
        onChange={(value) => setValues(([, b]) => [value, b])}
      />
      <Input
        {...fields[1]}
        value={values[1]}
        onChange={(value) => setValues(([a]) => [a, value])}
      />
      <FormError error={sending.error} className="form-error" />
      {done ? (
        <p role="status" className="account-security__done">
          {done}
        </p>
      ) : null}
      <SubmitButton
        busy={sending.busy}
        label={props.submit}
        busyLabel={t.working}
        className="button button--primary button--small"
      />
    </form>
  )
}

/** The password in use, which both changes ask for. */
const currentPassword = (id: string): SecurityField => ({
  id,
  label: t.currentPassword,
  type: 'password',
  autoComplete: 'current-password',
  clear: true,
})

function PasswordForm() {
  return (
    <SecurityForm
      fields={[
        currentPassword('security-current-password'),
        {
          id: 'security-new-password',
          label: t.password.next,
          hint: t.password.hint,
          type: 'password',
          autoComplete: 'new-password',
          clear: true,
        },
      ]}
      failed={t.password.failed}
      submit={t.password.submit}
      send={async (current, next) => {
        await changePassword({ current_password: current, new_password: next })
        return t.password.done
      }}
    />
  )
}

/** The new address stays in its field, beside the message that a mail went to it. */
function EmailForm() {
  return (
    <SecurityForm
      fields={[
        { id: 'security-new-email', label: t.email.next, type: 'email', autoComplete: 'email' },
        currentPassword('security-email-password'),
      ]}
      failed={t.email.failed}
      submit={t.email.submit}
      send={async (email, current) => {
        await changeEmail({ new_email: email, current_password: current })
        return t.email.sent(email)
      }}
    />
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
