/** The day and its hours, as a form row holds them. */
export interface DateTimeValue {
  date: string
  start: string
  end: string
}

/**
 * A date and its start and end times: three required inputs of a form row, each named for screen
 * readers by its own label (the row has no visible labels).
 */
export function DateTimeInputs(props: {
  value: DateTimeValue
  labels: DateTimeValue
  onChange: (patch: Partial<DateTimeValue>) => void
}) {
  const { value, labels, onChange } = props
  return (
    <>
      <input
        className="input"
        type="date"
        aria-label={labels.date}
        required
        value={value.date}
        onChange={(e) => onChange({ date: e.target.value })}
      />
      <input
        className="input"
        type="time"
        aria-label={labels.start}
        required
        value={value.start}
        onChange={(e) => onChange({ start: e.target.value })}
      />
      <input
        className="input"
        type="time"
        aria-label={labels.end}
        required
        value={value.end}
        onChange={(e) => onChange({ end: e.target.value })}
      />
    </>
  )
}
