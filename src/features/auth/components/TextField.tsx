import { useId } from 'react'
import { halfWidth } from '../../../shared/text-input'
import m from '../i18n/current'

interface TextFieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'password' | 'url' | 'date'
  autoComplete?: string
  required?: boolean
  minLength?: number
  maxLength?: number
  max?: string
  hint?: string
  /** The server named this field in its 400: the message appears under it. */
  error?: string | null
  multiline?: boolean
  inputMode?: 'text' | 'email'
  onBlur?: () => void
}

/** A labelled input with an optional hint and error, wired up for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  multiline,
  onChange,
  type = 'text',
  ...input
}: TextFieldProps) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  const common = {
    ...input,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: 'auth-field__input',
  }
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
        <span className="auth-field__badge">
          {input.required ? m.common.required : m.common.optional}
        </span>
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The required email field every auth form starts with. A Japanese keyboard may type the address
 * full-width (ｈａｎａ＠…): it is the same address, turned half-width when the field is left and
 * when the form is sent (the API reads it the same way). A type="email" input would refuse it
 * before either could happen, so the field is text with the email keyboard.
 */
export function EmailField(props: Pick<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  return (
    <TextField
      label={m.common.email}
      name="email"
      inputMode="email"
      autoComplete="email"
      required
      onBlur={() => {
        const typed = halfWidth(props.value)
        if (typed !== props.value) props.onChange(typed)
      }}
      {...props}
    />
  )
}
