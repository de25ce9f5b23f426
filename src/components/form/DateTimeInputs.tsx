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
  return (['date', 'start', 'end'] as const).map((key) => (
    <input
      key={key}
      className="input"
      type={key === 'date' ? 'date' : 'time'}
      aria-label={labels[key]}
      required
      value={value[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
    />
  ))
}
