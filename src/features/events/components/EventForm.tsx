import { Field } from '../../../components/Field'
import { TextControl } from '../../../components/form/TextControl'
import { textError } from '../../../components/textError'
import { FormError, SubmitButton } from '../../../components/useSubmit'
import m from '../i18n/current'
import { withTimetable } from '../lib/event-form'
import { DaysFields } from './DaysFields'
import { OrganizationField, PublishFields, TicketFields } from './EventFormFields'
import { PhotoFields } from './PhotoFields'
import { SlotsFields } from './SlotsFields'
import { TimetableImport } from './TimetableImport'
import { type EventFormProps, useEventForm } from './useEventForm'
import { VenueFields } from './VenueFields'

export type { FormUpdate } from './useEventForm'

/** Create or edit one event; the server decides every rule and answers its message. */
export function EventForm({ organizations, venues, event, onSaved, onDeleted }: EventFormProps) {
  const { form, set, update, kept, setKept, photos, setPhotos, busy, error, submit, remove } =
    useEventForm({ organizations, venues, event, onSaved, onDeleted })

  if (event?.hidden) {
    return (
      <p className="event-auth__notice" role="status">
        {m.eventUpload.hidden}
      </p>
    )
  }

  const titleError = textError(form.title, m.eventUpload.eventTitle, 'display') ?? undefined

  return (
    <form className="card organizer-form event-form" onSubmit={submit}>
      {organizations.length > 1 ? (
        <OrganizationField
          organizations={organizations}
          value={form.organizationId}
          onChange={(id) => set('organizationId', id)}
        />
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
      <TextControl
        id="event-body"
        label={m.eventUpload.body}
        required
        multiline
        rows={5}
        value={form.body}
        onChange={(value) => set('body', value)}
      />
      <DaysFields days={form.days} update={update} />
      <VenueFields form={form} venues={venues} update={update} />
      <TimetableImport onApply={(rows) => update((current) => withTimetable(current, rows))} />
      <SlotsFields slots={form.slots} update={update} />
      <TicketFields form={form} set={set} />
      <PhotoFields
        existing={event?.photos ?? []}
        kept={kept}
        onKeptChange={setKept}
        photos={photos}
        onPhotosChange={setPhotos}
      />
      <TextControl
        id="event-tags"
        label={m.eventUpload.tags}
        hint={m.eventUpload.tagsHint}
        value={form.tags}
        onChange={(value) => set('tags', value)}
      />
      <PublishFields form={form} set={set} />
      <FormError error={error} className="form-error" />
      <div className="button-row">
        <SubmitButton
          busy={busy}
          disabled={!!titleError}
          label={m.eventUpload.save}
          busyLabel={m.eventUpload.saving}
        />
        {event ? (
          <button type="button" className="button" disabled={busy} onClick={remove}>
            {m.eventUpload.deleteEvent}
          </button>
        ) : null}
      </div>
    </form>
  )
}
