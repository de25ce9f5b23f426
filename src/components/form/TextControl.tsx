import { Field } from '../Field'

/** A labelled text input (or textarea) bound to a string, with its hint and error. */
export function TextControl(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  multiline?: boolean
  inputMode?: 'decimal' | 'numeric' | 'url'
  hint?: string
  error?: string
  rows?: number
  type?: 'url'
}) {
  return (
    <Field
      id={props.id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={props.error}
    >
      {(control) =>
        props.multiline ? (
          <textarea
            {...control}
            className="input"
            rows={props.rows}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="input"
            type={props.type}
            inputMode={props.inputMode}
            required={props.required}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </Field>
  )
}
