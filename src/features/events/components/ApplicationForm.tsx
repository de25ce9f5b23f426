import { type FormEvent, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Field } from '../../../components/Field'
import { useSubmit } from '../../../components/useSubmit'
import {
  type ApplicationInput,
  MAX_ACTIVITIES_LENGTH,
  type OrganizerApplication,
} from '../../../shared/api/organizers'
import { applyAsOrganizer } from '../api'
import m from '../i18n/current'

const EMPTY: ApplicationInput = {
  organization_name: '',
  representative: '',
  contact_email: '',
  contact_phone: '',
  website: '',
  activities: '',
}

const INPUTS: { key: Exclude<keyof ApplicationInput, 'activities'>; type: string; auto: string }[] =
  [
    { key: 'organization_name', type: 'text', auto: 'organization' },
    { key: 'representative', type: 'text', auto: 'name' },
    { key: 'contact_email', type: 'email', auto: 'email' },
    { key: 'contact_phone', type: 'tel', auto: 'tel' },
    { key: 'website', type: 'url', auto: 'url' },
  ]

/** The organizer application; the server checks every field and names the one at fault. */
export function ApplicationForm({ onApplied }: { onApplied: (a: OrganizerApplication) => void }) {
  const [input, setInput] = useState<ApplicationInput>(EMPTY)
  const { busy, error, run } = useSubmit((info, thrown) => {
    const field = (thrown as { data?: { field?: unknown } }).data?.field
    return {
      field: typeof field === 'string' ? field : null,
      text: apiErrorText(info, m.eventAuth.applyFailed),
    }
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => onApplied(await applyAsOrganizer(input)))
  }

  const errorFor = (key: keyof ApplicationInput) =>
    error && error.field === key ? error.text : undefined

  return (
    <form className="card organizer-form" onSubmit={submit} aria-labelledby="apply-title">
      <h2 id="apply-title">{m.eventAuth.applyTitle}</h2>
      {INPUTS.map(({ key, type, auto }) => (
        <Field
          key={key}
          id={`apply-${key}`}
          label={m.eventAuth.fields[key]}
          required
          hint={key === 'website' ? m.eventAuth.websiteHint : undefined}
          error={errorFor(key)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name={key}
              type={type}
              autoComplete={auto}
              value={input[key]}
              onChange={(e) => setInput((current) => ({ ...current, [key]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      <Field
        id="apply-activities"
        label={m.eventAuth.fields.activities}
        required
        hint={m.eventAuth.activitiesHint}
        error={errorFor('activities')}
        counter={{ count: [...input.activities].length, max: MAX_ACTIVITIES_LENGTH }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input"
            name="activities"
            rows={4}
            value={input.activities}
            onChange={(e) => setInput((current) => ({ ...current, activities: e.target.value }))}
          />
        )}
      </Field>
      {error && !error.field?.length ? (
        <p role="alert" className="form-error">
          {error.text}
        </p>
      ) : null}
      {error?.field ? (
        <p role="alert" className="visually-hidden">
          {error.text}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m.eventAuth.busy : m.eventAuth.applySubmit}
        </button>
      </div>
    </form>
  )
}
