import { DateTimeInputs } from '../../../components/form/DateTimeInputs'
import m from '../i18n/current'
import type { DayRow } from '../lib/event-form'
import type { FormUpdate } from './EventForm'
import { formRows } from './useEventForm'

/** One or more days: a date and the hours of each. */
export function DaysFields({ days, update }: { days: DayRow[]; update: FormUpdate }) {
  const rows = formRows('days', update)
  return (
    <fieldset className="event-form__group">
      <legend>{m.eventUpload.days}</legend>
      <p className="field__hint">{m.eventUpload.dayEndHint}</p>
      {days.map((day, index) => {
        const n = index + 1
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div key={index} className="event-form__row">
            <DateTimeInputs
              value={day}
              labels={{
                date: m.eventUpload.dayDate(n),
                start: m.eventUpload.dayStart(n),
                end: m.eventUpload.dayEnd(n),
              }}
              onChange={(patch) => rows.change(index, patch)}
            />
            {days.length > 1 ? (
              <button type="button" className="button" onClick={() => rows.remove(index)}>
                {m.eventUpload.removeDay(n)}
              </button>
            ) : null}
          </div>
        )
      })}
      <button
        type="button"
        className="button"
        onClick={() => rows.add(() => ({ date: '', start: '10:00', end: '18:00' }))}
      >
        {m.eventUpload.addDay}
      </button>
    </fieldset>
  )
}
