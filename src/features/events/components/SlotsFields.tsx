import { DateTimeInputs } from '../../../components/form/DateTimeInputs'
import m from '../i18n/current'
import type { SlotRow } from '../lib/event-form'
import type { FormUpdate } from './EventForm'
import { formRows } from './useEventForm'

/** Schedule slots: performer × stage × date and times. */
export function SlotsFields({ slots, update }: { slots: SlotRow[]; update: FormUpdate }) {
  const rows = formRows('slots', update)
  return (
    <fieldset className="event-form__group">
      <legend>{m.eventUpload.slots}</legend>
      <p className="field__hint">{m.eventUpload.stageHint}</p>
      {slots.length === 0 ? <p>{m.eventUpload.slotsNone}</p> : null}
      <ol className="event-form__slots">
        {slots.map((slot, index) => {
          const n = index + 1
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <li key={index} className="event-form__row">
              <input
                className="input"
                aria-label={m.eventUpload.slotArtist(n)}
                required
                value={slot.artist}
                onChange={(e) => rows.change(index, { artist: e.target.value })}
              />
              <input
                className="input"
                aria-label={m.eventUpload.slotStage(n)}
                value={slot.stage}
                onChange={(e) => rows.change(index, { stage: e.target.value })}
              />
              <DateTimeInputs
                value={slot}
                labels={{
                  date: m.eventUpload.slotDate(n),
                  start: m.eventUpload.slotStart(n),
                  end: m.eventUpload.slotEnd(n),
                }}
                onChange={(patch) => rows.change(index, patch)}
              />
              <button type="button" className="button" onClick={() => rows.remove(index)}>
                {m.eventUpload.removeSlot(n)}
              </button>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() =>
          rows.add((form) => ({
            artist: '',
            stage: '',
            date: form.days[0]?.date ?? '',
            start: '',
            end: '',
          }))
        }
      >
        {m.eventUpload.addSlot}
      </button>
    </fieldset>
  )
}
