import { DateTimeInputs } from '../../../components/form/DateTimeInputs'
import m from '../i18n/current'
import type { DayRow } from '../lib/event-form'
import type { FormUpdate } from './EventForm'

/** One or more days: a date and the hours of each. */
export function DaysFields({ days, update }: { days: DayRow[]; update: FormUpdate }) {
  const change = (index: number, patch: Partial<DayRow>) =>
    update((form) => ({
      ...form,
      days: form.days.map((day, i) => (i === index ? { ...day, ...patch } : day)),
    }))
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
              onChange={(patch) => change(index, patch)}
            />
            {days.length > 1 ? (
              <button
                type="button"
                className="button"
                onClick={() =>
                  update((form) => ({ ...form, days: form.days.filter((_, i) => i !== index) }))
                }
              >
                {m.eventUpload.removeDay(n)}
              </button>
            ) : null}
          </div>
        )
      })}
      <button
        type="button"
        className="button"
        onClick={() =>
          update((form) => ({
            ...form,
            days: [...form.days, { date: '', start: '10:00', end: '18:00' }],
          }))
        }
      >
        {m.eventUpload.addDay}
      </button>
    </fieldset>
  )
}
