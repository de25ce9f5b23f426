import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../lib/api'
import { apiErrorText } from './apiErrorText'

export interface RunOptions {
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
  run: (action: (signal: AbortSignal) => Promise<unknown>, options?: RunOptions) => Promise<boolean>
}

/**
 * The one way a page sends something: busy while it runs, one send per press, and a failure turned
 * into the person's language. `failed` is either this site's fallback text (the server's own
 * message is shown on the Japanese site, see apiErrorText) or a function reading the API's error
 * (and, for details such as the field it names, what was thrown).
 * After unmount nothing is set, and the signal handed to the action is aborted.
 */
export function useSubmit(failed: string): Submit<string>
export function useSubmit<E>(failed: (error: ApiErrorInfo, thrown: unknown) => E): Submit<E>
export function useSubmit<E>(
  failed: string | ((error: ApiErrorInfo, thrown: unknown) => E),
): Submit<E | string> {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<E | string | null>(null)
  const running = useRef(false)
  const alive = useRef<AbortController | null>(null)
  const toText = useRef(failed)
  toText.current = failed

  useEffect(() => {
    const controller = new AbortController()
    alive.current = controller
    return () => controller.abort()
  }, [])

  const run = useCallback(
    async (action: (signal: AbortSignal) => Promise<unknown>, options: RunOptions = {}) => {
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
        if (!signal.aborted) {
          const describe = toText.current
          const info = toApiError(err)
          setError(
            typeof describe === 'string' ? apiErrorText(info, describe) : describe(info, err),
          )
        }
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
