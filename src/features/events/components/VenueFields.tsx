import { Field } from '../../../components/Field'
import { PostalCodeField } from '../../../components/postal/PostalCodeField'
import type { VenueChoice } from '../../../shared/api/organizers'
import m from '../i18n/current'
import type { EventFormState } from '../lib/event-form'
import type { FormUpdate } from './EventForm'

type NewVenue = EventFormState['newVenue']

/** Pick a venue, or register a new one (the map shows it when it has coordinates). */
export function VenueFields({
  form,
  venues,
  update,
}: {
  form: EventFormState
  venues: VenueChoice[]
  update: FormUpdate
}) {
  const setNew = (patch: Partial<NewVenue>) =>
    update((current) => ({ ...current, newVenue: { ...current.newVenue, ...patch } }))
  return (
    <fieldset className="event-form__group">
      <legend>{m.eventUpload.venue}</legend>
      <Field id="event-venue" label={m.eventUpload.venue} required>
        {(control) => (
          <select
            {...control}
            className="input"
            value={form.venue}
            onChange={(e) => update((current) => ({ ...current, venue: e.target.value }))}
          >
            <option value="">{m.eventUpload.venueChoose}</option>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
            <option value="new">{m.eventUpload.venueNew}</option>
          </select>
        )}
      </Field>
      {form.venue === 'new' ? <NewVenueFields venue={form.newVenue} onChange={setNew} /> : null}
    </fieldset>
  )
}

/** Each field's label; its control's id is `venue-<field>`. */
const NEW_VENUE_LABELS: Record<keyof NewVenue, string> = {
  name: m.eventUpload.venueName,
  address: m.eventUpload.venueAddress,
  lat: m.eventUpload.venueLat,
  lng: m.eventUpload.venueLng,
}

/** A venue registered with the event: name, postal code lookup, address, optional coordinates. */
function NewVenueFields(props: { venue: NewVenue; onChange: (patch: Partial<NewVenue>) => void }) {
  const input = { venue: props.venue, onChange: props.onChange }
  return (
    <>
      <NewVenueInput {...input} field="name" required />
      <PostalCodeField id="venue-postal-code" onFill={(address) => props.onChange({ address })} />
      <NewVenueInput {...input} field="address" required />
      <div className="event-form__row">
        <NewVenueInput {...input} field="lat" decimal />
        <NewVenueInput {...input} field="lng" decimal />
      </div>
    </>
  )
}

function NewVenueInput(props: {
  venue: NewVenue
  onChange: (patch: Partial<NewVenue>) => void
  field: keyof NewVenue
  required?: boolean
  /** A coordinate: phones offer the keypad with a decimal point. */
  decimal?: boolean
}) {
  const { field } = props
  return (
    <Field id={`venue-${field}`} label={NEW_VENUE_LABELS[field]} required={props.required}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode={props.decimal ? 'decimal' : undefined}
          value={props.venue[field]}
          onChange={(e) => props.onChange({ [field]: e.target.value })}
        />
      )}
    </Field>
  )
}
