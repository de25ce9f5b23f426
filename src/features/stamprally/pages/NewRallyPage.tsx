import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { Field } from '../../../components/Field'
import { textError } from '../../../components/textError'
import { toApiError } from '../../../lib/api'
import { createRally } from '../api'
import m from '../i18n/current'
import '../stamprally.css'

/** Tokyo wall time from a datetime-local control, as an instant the API accepts. */
const tokyo = (local: string) => (local ? `${local}+09:00` : '')

/** /app/stamprally/new: an organizer creates a rally, then adds its spots on the manage page. */
export function NewRallyPage() {
  const [, navigate] = useLocation()
  const [fields, setFields] = useState({
    title: '',
    description: '',
    reward: '',
    starts: '',
    ends: '',
    required: '',
    coupon: '',
  })
  const [error, setError] = useState<string | null>(null)
  const set = (key: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const refused =
      textError(fields.title, m.create.rallyTitle, 'display') ??
      textError(fields.description, m.create.description) ??
      textError(fields.reward, m.create.reward, 'display')
    if (refused) {
      setError(refused)
      return
    }
    try {
      const rally = await createRally({
        title: fields.title,
        description: fields.description,
        reward: fields.reward,
        starts_at: tokyo(fields.starts),
        ends_at: tokyo(fields.ends),
        required_stamps: fields.required ? Number(fields.required) : null,
        reward_coupon_id: fields.coupon ? Number(fields.coupon) : null,
      })
      navigate(`/app/stamprally/${rally.id}/manage`)
    } catch (err) {
      setError(apiErrorText(toApiError(err), m.manage.saveFailed))
    }
  }

  const input = (
    id: string,
    key: keyof typeof fields,
    label: string,
    type = 'text',
    required = false,
  ) => (
    <Field id={id} label={label} required={required}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          value={fields[key]}
          required={required}
          onChange={(event) => set(key)(event.target.value)}
        />
      )}
    </Field>
  )

  return (
    <main className="page page--narrow rally-page">
      <h1 className="page-title">{m.create.title}</h1>
      <form className="rally-form" onSubmit={(event) => void submit(event)}>
        {input('rally-title', 'title', m.create.rallyTitle, 'text', true)}
        {input('rally-description', 'description', m.create.description)}
        {input('rally-reward', 'reward', m.create.reward)}
        {input('rally-starts', 'starts', m.create.startsAt, 'datetime-local', true)}
        {input('rally-ends', 'ends', m.create.endsAt, 'datetime-local', true)}
        {input('rally-required', 'required', m.create.required, 'number')}
        {input('rally-coupon', 'coupon', m.create.couponId, 'number')}
        <button type="submit" className="button button--primary">
          {m.create.submit}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </main>
  )
}
