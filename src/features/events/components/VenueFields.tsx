import { Field } from '../../../components/Field'
import { PostalCodeField } from '../../../components/postal/PostalCodeField'
import type { VenueChoice } from '../../../shared/api/organizers'
import m from '../i18n/current'
import type { EventFormState } from '../lib/event-form'
import type { FormUpdate } from './EventForm'

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
  const setNew = (patch: Partial<EventFormState['newVenue']>) =>
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
      {form.venue === 'new' ? (
        <>
          <Field id="venue-name" label={m.eventUpload.venueName} required>
            {(control) => (
              <input
                {...control}
                className="input"
                value={form.newVenue.name}
                onChange={(e) => setNew({ name: e.target.value })}
              />
            )}
          </Field>
          <PostalCodeField id="venue-postal-code" onFill={(address) => setNew({ address })} />
          <Field id="venue-address" label={m.eventUpload.venueAddress} required>
            {(control) => (
              <input
                {...control}
                className="input"
                value={form.newVenue.address}
                onChange={(e) => setNew({ address: e.target.value })}
              />
            )}
          </Field>
          <div className="event-form__row">
            <Field id="venue-lat" label={m.eventUpload.venueLat}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="decimal"
                  value={form.newVenue.lat}
                  onChange={(e) => setNew({ lat: e.target.value })}
                />
              )}
            </Field>
            <Field id="venue-lng" label={m.eventUpload.venueLng}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="decimal"
                  value={form.newVenue.lng}
                  onChange={(e) => setNew({ lng: e.target.value })}
                />
              )}
            </Field>
          </div>
        </>
      ) : null}
    </fieldset>
  )
}
