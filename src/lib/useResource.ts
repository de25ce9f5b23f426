import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiErrorInfo, toApiError } from './api'

// One resource of the API addressed by its id (a post, a profile) as a hook: loading, ready,
// not found (a malformed id or a 404) or failed, with a retry.

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiErrorInfo }

interface Identified {
  id: number
}

export interface ResourceOptions<T> {
  /**
   * The resource as the page itself carries it (boot data, src/lib/boot-data.ts): the first
   * render shows it at once and asks the network for nothing until a retry.
   */
  fromPage?: (id: number) => T | undefined
  /**
   * Anything else the answer depends on (e.g. the session, for fields that are per viewer): a
   * change fetches it again while the resource already shown stays on screen.
   */
  refetchWhen?: unknown
}

function initialState<T>(id: number | null, fromPage?: (id: number) => T | undefined) {
  if (id === null) return { status: 'notFound' } as const
  const data = fromPage?.(id)
  return data === undefined ? ({ status: 'loading' } as const) : { status: 'ready' as const, data }
}

/**
 * `load` may change on every render; the latest one is used. A new `id` starts over (loading);
 * answers for an older id or an unmounted page are dropped.
 */
export function useResource<T extends Identified>(
  id: number | null,
  load: (id: number, signal: AbortSignal) => Promise<T>,
  options: ResourceOptions<T> = {},
) {
  const [state, setState] = useState<ResourceState<T>>(() => initialState(id, options.fromPage))
  const [attempt, setAttempt] = useState(0)
  // The resource the first render already had from the page: no request for it.
  const fromPage = useRef(state.status === 'ready' ? state.data.id : null)
  const loadRef = useRef(load)
  loadRef.current = load
  const { refetchWhen } = options

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refetchWhen` and `attempt` re-run it
  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' })
      return
    }
    if (attempt === 0 && id === fromPage.current) return
    fromPage.current = null
    const controller = new AbortController()
    setState((current) =>
      current.status === 'ready' && current.data.id === id ? current : { status: 'loading' },
    )
    loadRef.current(id, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (err: unknown) => {
        if (controller.signal.aborted) return
        const error = toApiError(err)
        setState(error.status === 404 ? { status: 'notFound' } : { status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [id, refetchWhen, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  /** Applies a change the page made (a follow, an edit) without fetching again. */
  const update = useCallback((change: Partial<T>) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, data: { ...current.data, ...change } } : current,
    )
  }, [])
  return { state, retry, update }
}
