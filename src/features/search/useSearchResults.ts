import { useCallback, useEffect, useRef, useState } from 'react'
import { toApiError } from '../../lib/api'
import type { SearchHit, SearchKind } from '../../shared/api/search'
import { fetchSearchPage } from './api'

export interface SearchResults {
  status: 'idle' | 'loading' | 'done' | 'error'
  items: SearchHit[]
  nextCursor: string | null
  loadingMore: boolean
  /** The server's message when the last request failed. */
  error: string | null
  loadMore: () => void
}

/** Results of one search (first page on change of q/kind, further pages by cursor). */
export function useSearchResults(q: string, kind: SearchKind | null): SearchResults {
  const [state, setState] = useState<Omit<SearchResults, 'loadMore'>>({
    status: 'idle',
    items: [],
    nextCursor: null,
    loadingMore: false,
    error: null,
  })
  // Answers to an older search (or an older page) are dropped.
  const generation = useRef(0)

  useEffect(() => {
    const current = ++generation.current
    if (!q.trim()) {
      setState({ status: 'idle', items: [], nextCursor: null, loadingMore: false, error: null })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading', items: [], nextCursor: null, loadingMore: false, error: null })
    fetchSearchPage(q, kind, null, controller.signal).then(
      (page) => {
        if (generation.current !== current) return
        setState({
          status: 'done',
          items: page.items,
          nextCursor: page.nextCursor,
          loadingMore: false,
          error: null,
        })
      },
      (err: unknown) => {
        if (generation.current !== current || controller.signal.aborted) return
        setState({
          status: 'error',
          items: [],
          nextCursor: null,
          loadingMore: false,
          error: toApiError(err).message,
        })
      },
    )
    return () => controller.abort()
  }, [q, kind])

  // The latest state for loadMore (a state updater must not start requests: StrictMode runs it
  // twice).
  const latest = useRef(state)
  latest.current = state

  const loadMore = useCallback(() => {
    const current = generation.current
    const { nextCursor, loadingMore } = latest.current
    if (!nextCursor || loadingMore) return
    latest.current = { ...latest.current, loadingMore: true }
    setState((before) => ({ ...before, loadingMore: true }))
    fetchSearchPage(q, kind, nextCursor).then(
      (page) => {
        if (generation.current !== current) return
        setState((before) => ({
          ...before,
          items: [...before.items, ...page.items],
          nextCursor: page.nextCursor,
          loadingMore: false,
        }))
      },
      (err: unknown) => {
        if (generation.current !== current) return
        setState((before) => ({ ...before, loadingMore: false, error: toApiError(err).message }))
      },
    )
  }, [q, kind])

  return { ...state, loadMore }
}
