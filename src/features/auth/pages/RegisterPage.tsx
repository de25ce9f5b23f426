import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { MAX_BIO_LENGTH, MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/api/accounts'
import { pathTo } from '../../../shared/links'
import { halfWidth } from '../../../shared/text-input'
import { register } from '../api'
import { AuthCard } from '../components/AuthCard'
import { FormMessage } from '../components/FormMessage'
import { SubmitButton } from '../components/SubmitButton'
import { EmailField, TextField } from '../components/TextField'
import m from '../i18n/current'

const fieldProblem = (field: string, message: string | null) =>
  message ? { field, message } : null

const today = () => new Date().toISOString().slice(0, 10)

type RegisterForm = {
  name: string
  email: string
  password: string
  bio: string
  website: string
  birthDate: string
}

/** The register form's values, its checked submit, and the server's answer once registered. */
function useRegisterForm() {
  const [form, setForm] = useState<RegisterForm>({
    name: '',
    email: '',
    password: '',
    bio: '',
    website: '',
    birthDate: '',
  })
  const sending = useSubmit((info, thrown) => ({
    message: info.message ?? m.register.failed,
    field: fieldOf(thrown),
  }))
  const [done, setDone] = useState<string | null>(null)
  const set = (key: keyof RegisterForm) => (value: string) => setForm({ ...form, [key]: value })

  function submit(event: FormEvent) {
    event.preventDefault()
    // The API's text rule, checked before sending (src/shared/text-input.ts).
    const local =
      fieldProblem('name', textError(form.name, m.register.name, 'display')) ??
      fieldProblem('bio', textError(form.bio, m.register.bio))
    if (local) return sending.fail(local)
    void sending.run(async () => {
      const { message } = await register({
        email: halfWidth(form.email),
        name: form.name.trim(),
        password: form.password,
        bio: form.bio.trim(),
        website: form.website.trim(),
        birth_date: form.birthDate || null,
        groups: [],
        service_name: 'jimoto',
        // Where the verification link in the email should open.
        Verify_url: `${window.location.origin}${pathTo('/app/verify-email')}`,
      })
      setDone(message)
    })
  }

  const problem = sending.error
  const errorFor = (field: string) => (problem?.field === field ? problem.message : null)
  /** A field's name in the request, its value in the form and its problem, if the server named it. */
  const bound = (key: keyof RegisterForm, name: string = key) => ({
    name,
    value: form[key],
    onChange: set(key),
    error: errorFor(name),
  })
  return { form, set, busy: sending.busy, problem, done, submit, errorFor, bound }
}

/** Register: name, email, password, optional bio, website and birth date. */
export function RegisterPage() {
  const { form, set, busy, problem, done, submit, errorFor, bound } = useRegisterForm()
  if (done !== null) return <RegisterDone message={done} />
  return (
    <AuthCard title={m.register.title} lead={m.register.lead}>
      <form className="auth-form" onSubmit={submit}>
        <TextField
          label={m.register.name}
          {...bound('name')}
          autoComplete="nickname"
          required
          maxLength={MAX_NAME_LENGTH}
        />
        <EmailField value={form.email} onChange={set('email')} error={errorFor('email')} />
        <TextField
          label={m.common.password}
          {...bound('password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={m.register.passwordHint}
        />
        <TextField label={m.register.bio} {...bound('bio')} multiline maxLength={MAX_BIO_LENGTH} />
        <TextField label={m.register.website} {...bound('website')} type="url" autoComplete="url" />
        <TextField
          label={m.register.birthDate}
          {...bound('birthDate', 'birth_date')}
          type="date"
          autoComplete="bday"
          max={today()}
        />
        {problem ? <FormMessage kind="error" message={problem.message} /> : null}
        <SubmitButton busy={busy} label={m.register.submit} busyLabel={m.common.submitBusy} />
      </form>
      <nav className="auth-links">
        <Link href={pathTo('/app/login')}>{m.register.toLogin}</Link>
      </nav>
    </AuthCard>
  )
}

/** Registered: the server's message, where else the mail may be, and the way to log in. */
function RegisterDone({ message }: { message: string }) {
  return (
    <AuthCard title={m.register.doneTitle}>
      <FormMessage kind="success" message={message} />
      <p className="auth-card__note">{m.register.doneHint}</p>
      <nav className="auth-links">
        <Link href={pathTo('/app/login')}>{m.register.toLogin}</Link>
      </nav>
    </AuthCard>
  )
}

/** The field a 400 names (`field`), so the message can sit under it. */
function fieldOf(err: unknown): string | null {
  const data = (err as { data?: unknown } | null)?.data
  if (typeof data === 'object' && data !== null && 'field' in data) {
    const field = (data as { field: unknown }).field
    return typeof field === 'string' ? field : null
  }
  return null
}
