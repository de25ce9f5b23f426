import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../lib/api'
import { apiErrorText } from './apiErrorText'

/**
 * What a failure tells the person: this site's fallback text (the server's own message is shown on
 * the Japanese site, see apiErrorText), or a reading of the API's error (and of what was thrown,
 * for details such as the field it names).
 */
export type Failure<E> =
  | ((error: ApiErrorInfo, thrown: unknown) => E)
  | (string extends E ? string : never)

export interface RunOptions<E> {
  /** This action's own failure, when it differs from the form's (a delete beside a save). */
  failed?: Failure<E>
  /**
   * Stay busy after success: the page is leaving (a redirect, a form that closes), so the button
   * must not come back for a second press meanwhile.
   */
  stayBusy?: boolean
}

export interface Submit<E> {
  /** True while an action runs: the button is disabled and says so. */
  busy: boolean
  /** What the last failed action (or a refused check, through `fail`) tells the person. */
  error: E | null
  /** Shows a problem found before sending (a refused field), or clears the message with null. */
  fail: (error: E | null) => void
  /**
   * Runs `action` unless one is already running (a double press sends once). Never rejects:
   * resolves true when the action succeeded, false when it failed or was not started.
   */
  run: (
    action: (signal: AbortSignal) => Promise<unknown>,
    options?: RunOptions<E>,
  ) => Promise<boolean>
}

/**
 * The one way a page sends something: busy while it runs, one send per press, and a failure
 * turned into the person's language (`failed`). After unmount nothing is set, and the signal
 * handed to the action is aborted.
 */
export function useSubmit(failed: string): Submit<string>
export function useSubmit<E>(failed: Failure<E>): Submit<E>
export function useSubmit<E>(failed: Failure<E>): Submit<E> {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<E | null>(null)
  const running = useRef(false)
  const alive = useRef<AbortController | null>(null)
  const fallback = useRef(failed)
  fallback.current = failed

  useEffect(() => {
    const controller = new AbortController()
    alive.current = controller
    return () => controller.abort()
  }, [])

  const run = useCallback(
    async (action: (signal: AbortSignal) => Promise<unknown>, options: RunOptions<E> = {}) => {
      if (running.current) return false
      running.current = true
      const signal = alive.current?.signal ?? new AbortController().signal
      setBusy(true)
      setError(null)
      let ok = false
      try {
        await action(signal)
        ok = true
      } catch (err) {
        if (!signal.aborted) setError(describe(options.failed ?? fallback.current, err))
      }
      if (!(ok && options.stayBusy)) {
        running.current = false
        if (!signal.aborted) setBusy(false)
      }
      return ok
    },
    [],
  )

  return { busy, error, fail: setError, run }
}

function describe<E>(failed: Failure<E>, thrown: unknown): E {
  const info = toApiError(thrown)
  // A string Failure exists only when E admits strings (see Failure).
  return typeof failed === 'string' ? (apiErrorText(info, failed) as E) : failed(info, thrown)
}

// The send button and the failure of a form live with the hook: one chunk for every page that
// sends (each chunk more is one more entry in the first route's preload map).

/** A form's send button: disabled while the request runs, and saying so. */
export function SubmitButton(props: {
  busy: boolean
  label: string
  busyLabel: string
  /** Not ready to send (a required field is empty), apart from being busy. */
  disabled?: boolean
  className?: string
}) {
  return (
    <button
      type="submit"
      className={props.className ?? 'button button--primary'}
      disabled={props.busy || props.disabled}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  )
}

/** A form's failure, read out by screen readers when it appears; nothing when there is none. */
export function FormError({ error, className }: { error?: string | null; className?: string }) {
  return error ? (
    <p role="alert" className={className}>
      {error}
    </p>
  ) : null
}
