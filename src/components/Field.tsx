import type { ReactNode } from 'react'
import m from './i18n/current'
import { formatCount } from './post/time'

interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required'?: true
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  /** A character counter under the control ("120 / 2,000文字"), red past the limit. */
  counter?: { count: number; max: number }
  children: (control: ControlProps) => ReactNode
}

/** A labelled form control with its hint, counter and error, all tied to it for screen readers. */
export function Field({ id, label, required, hint, error, counter, children }: FieldProps) {
  const described = [
    hint ? `${id}-hint` : null,
    counter ? `${id}-counter` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean)
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required">{m.form.required}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {counter ? (
        <p
          id={`${id}-counter`}
          className={`field__counter${counter.count > counter.max ? ' is-over' : ''}`}
        >
          {m.form.counter(formatCount(counter.count), formatCount(counter.max))}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
