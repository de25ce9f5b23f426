import { useCallback, useEffect, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import type { Page } from '../../../shared/api/posts'

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[]; nextCursor: string | null; loadingMore: boolean }
  | { status: 'error'; error: ApiErrorInfo }

/** A short list of the API (a town's venues, restaurants, artists): first page, then "more". */
export function useList<T>(
  key: string,
  load: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    load(null, controller.signal).then(
      (page) => setState({ status: 'ready', ...page, loadingMore: false }),
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(err) })
      },
    )
    return () => controller.abort()
  }, [key, attempt])

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return
    const current = state
    setState({ ...current, loadingMore: true })
    load(current.nextCursor, new AbortController().signal).then(
      (page) =>
        setState({
          status: 'ready',
          items: [...current.items, ...page.items],
          nextCursor: page.nextCursor,
          loadingMore: false,
        }),
      () => setState({ ...current, loadingMore: false }),
    )
  }, [state, load])

  return { state, loadMore, retry: () => setAttempt((count) => count + 1) }
}
