import { type FormEvent, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Field } from '../../../components/Field'
import { textError } from '../../../components/textError'
import { toApiError } from '../../../lib/api'
import type {
  Organization,
  OrganizerEvent,
  PublishState,
  VenueChoice,
} from '../../../shared/api/organizers'
import { PUBLISH_STATES } from '../../../shared/api/organizers'
import { deleteOrganizerEvent, saveOrganizerEvent } from '../api'
import m from '../i18n/current'
import {
  type EventFormState,
  emptyForm,
  fromEvent,
  toEventInput,
  withTimetable,
} from '../lib/event-form'
import { DaysFields } from './DaysFields'
import { type NewPhoto, PhotoFields } from './PhotoFields'
import { SlotsFields } from './SlotsFields'
import { TimetableImport } from './TimetableImport'
import { VenueFields } from './VenueFields'

export type FormUpdate = (change: (form: EventFormState) => EventFormState) => void

interface Props {
  organizations: Organization[]
  venues: VenueChoice[]
  event: OrganizerEvent | null
  onSaved: (event: OrganizerEvent) => void
  onDeleted: () => void
}

/** Create or edit one event; the server decides every rule and answers its message. */
export function EventForm({ organizations, venues, event, onSaved, onDeleted }: Props) {
  const stageNames = new Map(venues.map((venue) => [venue.id, venue.name]))
  const [form, setForm] = useState<EventFormState>(() =>
    event ? fromEvent(event, stageNames) : emptyForm(organizations[0]?.id ?? 0),
  )
  const [kept, setKept] = useState<number[]>(() => event?.photos.map((_, i) => i) ?? [])
  const [photos, setPhotos] = useState<NewPhoto[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const update: FormUpdate = (change) => setForm((current) => change(current))
  const set = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) =>
    update((current) => ({ ...current, [key]: value }))

  if (event?.hidden) {
    return (
      <p className="event-auth__notice" role="status">
        {m.eventUpload.hidden}
      </p>
    )
  }

  const titleError = textError(form.title, m.eventUpload.eventTitle, 'display') ?? undefined

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const saved = await saveOrganizerEvent(event?.id ?? null, toEventInput(form), photos, kept)
      setPhotos([])
      setKept(saved.photos.map((_, i) => i))
      onSaved(saved)
    } catch (err) {
      setError(apiErrorText(toApiError(err), m.eventUpload.saveFailed))
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    if (!event || !window.confirm(m.eventUpload.deleteConfirm)) return
    setBusy(true)
    setError(null)
    try {
      await deleteOrganizerEvent(event.id)
      onDeleted()
    } catch (err) {
      setError(apiErrorText(toApiError(err), m.eventUpload.deleteFailed))
      setBusy(false)
    }
  }

  return (
    <form className="card organizer-form event-form" onSubmit={(e) => void submit(e)}>
      {organizations.length > 1 ? (
        <Field id="event-organization" label={m.eventUpload.organization} required>
          {(control) => (
            <select
              {...control}
              className="input"
              value={form.organizationId}
              onChange={(e) => set('organizationId', Number(e.target.value))}
            >
              {organizations.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field id="event-title" label={m.eventUpload.eventTitle} required error={titleError}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field id="event-body" label={m.eventUpload.body} required>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={5}
            value={form.body}
            onChange={(e) => set('body', e.target.value)}
          />
        )}
      </Field>
      <DaysFields days={form.days} update={update} />
      <VenueFields form={form} venues={venues} update={update} />
      <TimetableImport onApply={(rows) => update((current) => withTimetable(current, rows))} />
      <SlotsFields slots={form.slots} update={update} />
      <Field
        id="event-price"
        label={m.eventUpload.ticketPrice}
        hint={m.eventUpload.ticketPriceHint}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={form.ticketPrice}
            onChange={(e) => set('ticketPrice', e.target.value)}
          />
        )}
      </Field>
      <Field id="event-ticket-url" label={m.eventUpload.ticketUrl}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            value={form.ticketUrl}
            onChange={(e) => set('ticketUrl', e.target.value)}
          />
        )}
      </Field>
      <Field id="event-capacity" label={m.eventUpload.capacity}>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={form.capacity}
            onChange={(e) => set('capacity', e.target.value)}
          />
        )}
      </Field>
      <PhotoFields
        existing={event?.photos ?? []}
        kept={kept}
        onKeptChange={setKept}
        photos={photos}
        onPhotosChange={setPhotos}
      />
      <Field id="event-tags" label={m.eventUpload.tags} hint={m.eventUpload.tagsHint}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={form.tags}
            onChange={(e) => set('tags', e.target.value)}
          />
        )}
      </Field>
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
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy || !!titleError}>
          {busy ? m.eventUpload.saving : m.eventUpload.save}
        </button>
        {event ? (
          <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
            {m.eventUpload.deleteEvent}
          </button>
        ) : null}
      </div>
    </form>
  )
}
