import { Field } from '../../../components/Field'
import { type NewRallyFields, useNewRallyForm } from '../components/useNewRallyForm'
import m from '../i18n/current'
import '../stamprally.css'

/** The form's boxes in order: id, the field it edits, its label, its input type. */
const RALLY_INPUTS: {
  id: string
  key: keyof NewRallyFields
  label: string
  type?: string
  required?: boolean
}[] = [
  { id: 'rally-title', key: 'title', label: m.create.rallyTitle, required: true },
  { id: 'rally-description', key: 'description', label: m.create.description },
  { id: 'rally-reward', key: 'reward', label: m.create.reward },
  {
    id: 'rally-starts',
    key: 'starts',
    label: m.create.startsAt,
    type: 'datetime-local',
    required: true,
  },
  { id: 'rally-ends', key: 'ends', label: m.create.endsAt, type: 'datetime-local', required: true },
  { id: 'rally-required', key: 'required', label: m.create.required, type: 'number' },
  { id: 'rally-coupon', key: 'coupon', label: m.create.couponId, type: 'number' },
]

/** /app/stamprally/new: an organizer creates a rally, then adds its spots on the manage page. */
export function NewRallyPage() {
  const { fields, set, error, submit } = useNewRallyForm()
  return (
    <main className="page page--narrow rally-page">
      <h1 className="page-title">{m.create.title}</h1>
      <form className="rally-form" onSubmit={(event) => void submit(event)}>
        {RALLY_INPUTS.map(({ id, key, label, type = 'text', required = false }) => (
          <Field key={id} id={id} label={label} required={required}>
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
        ))}
        <button type="submit" className="button button--primary">
          {m.create.submit}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </main>
  )
}
