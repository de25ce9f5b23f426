import { Field } from '../../../components/Field'
import { TextControl } from '../../../components/form/TextControl'
import type { Organization, PublishState } from '../../../shared/api/organizers'
import { PUBLISH_STATES } from '../../../shared/api/organizers'
import m from '../i18n/current'
import type { EventFormState } from '../lib/event-form'

// Groups of the event form (EventForm) that only show and set fields of its state.

export type SetField = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) => void

/** Which of the person's organizations holds the event (shown when there are several). */
export function OrganizationField(props: {
  organizations: Organization[]
  value: number
  onChange: (id: number) => void
}) {
  const { organizations, value, onChange } = props
  return (
    <Field id="event-organization" label={m.eventUpload.organization} required>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** Ticket price, ticket page and capacity. */
export function TicketFields({ form, set }: { form: EventFormState; set: SetField }) {
  return (
    <>
      <TextControl
        id="event-price"
        label={m.eventUpload.ticketPrice}
        hint={m.eventUpload.ticketPriceHint}
        inputMode="numeric"
        value={form.ticketPrice}
        onChange={(value) => set('ticketPrice', value)}
      />
      <TextControl
        id="event-ticket-url"
        label={m.eventUpload.ticketUrl}
        type="url"
        value={form.ticketUrl}
        onChange={(value) => set('ticketUrl', value)}
      />
      <TextControl
        id="event-capacity"
        label={m.eventUpload.capacity}
        inputMode="numeric"
        value={form.capacity}
        onChange={(value) => set('capacity', value)}
      />
    </>
  )
}

/** Draft, public or scheduled, and when. */
export function PublishFields({ form, set }: { form: EventFormState; set: SetField }) {
  return (
    <fieldset className="event-form__group">
      <legend>{m.eventUpload.publish}</legend>
      {PUBLISH_STATES.map((state: PublishState) => (
        <label key={state} className="event-form__choice">
          <input
            type="radio"
            name="publish_state"
            value={state}
            checked={form.publishState === state}
            onChange={() => set('publishState', state)}
          />{' '}
          {m.eventUpload.states[state]}
        </label>
      ))}
      {form.publishState === 'scheduled' ? (
        <Field id="event-publish-at" label={m.eventUpload.publishAt} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={form.publishAt}
              onChange={(e) => set('publishAt', e.target.value)}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  )
}
