import { useEffect, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import { fetchDashboard } from '../api'

// An organizer screen's data: loading, ready, or the server's refusal (403, 404) as it is.

export type OrganizerState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiErrorInfo }

export function useOrganizerResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): [OrganizerState<T>, () => void] {
  const [state, setState] = useState<OrganizerState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(err) })
      })
    return () => controller.abort()
  }, [key, attempt])
  return [state, () => setAttempt((n) => n + 1)]
}

/** The rally's dashboard, which every organizer screen (manage, print, QR) reads. */
export function useDashboard(rallyId: number) {
  return useOrganizerResource((signal) => fetchDashboard(rallyId, signal), `dash:${rallyId}`)
}
