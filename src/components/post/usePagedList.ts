import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../lib/api'
import type { Page } from '../../shared/api/posts'

// A cursor-paginated list (`{ items, nextCursor }`, newest first) as a hook: the first page, more
// pages on demand, refresh, and retry after an error. Lists are remembered per key for the
// session, so coming back from a post shows the list at once while its first page revalidates.

export type FetchPage<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>

interface Identified {
  id: number
}

interface PagedListState<T> {
  items: T[]
  nextCursor: string | null
  /** The first page: loading (nothing to show yet), ready, or failed. */
  status: 'loading' | 'ready' | 'error'
  error: ApiErrorInfo | null
  loadingMore: boolean
  moreError: ApiErrorInfo | null
  /** A refresh of the first page while the list stays on screen. */
  refreshing: boolean
  /** How many items the last "load more" added (for a polite announcement). */
  lastAdded: number
}

type Action<T> =
  | { type: 'reset'; state: PagedListState<T> }
  | { type: 'first'; items: T[]; nextCursor: string | null }
  | { type: 'firstError'; error: ApiErrorInfo }
  | { type: 'more' }
  | { type: 'moreDone'; items: T[]; nextCursor: string | null }
  | { type: 'moreError'; error: ApiErrorInfo }
  | { type: 'refresh' }
  | { type: 'refreshError' }
  | { type: 'retry' }

const empty = <T>(): PagedListState<T> => ({
  items: [],
  nextCursor: null,
  status: 'loading',
  error: null,
  loadingMore: false,
  moreError: null,
  refreshing: false,
  lastAdded: 0,
})

/** What makes two items the same one: their id, unless a list mixes kinds whose ids overlap. */
type ItemKey<T> = (item: T) => string | number

const byId = (item: Identified) => item.id

function appendUnique<T>(items: T[], more: T[], itemKey: ItemKey<T>): T[] {
  const seen = new Set(items.map(itemKey))
  return [...items, ...more.filter((item) => !seen.has(itemKey(item)))]
}

/**
 * A fresh first page laid over a list already on screen: when the page's last item is in the old
 * list, the older items after it (and their cursor) stay; otherwise the page replaces the list.
 */
function mergeFirstPage<T>(
  page: Page<T>,
  shown: T[],
  shownCursor: string | null,
  itemKey: ItemKey<T>,
): { items: T[]; nextCursor: string | null } {
  const last = page.items.at(-1)
  if (!last || page.nextCursor === null) return { items: page.items, nextCursor: page.nextCursor }
  const lastKey = itemKey(last)
  const at = shown.findIndex((item) => itemKey(item) === lastKey)
  if (at < 0) return { items: page.items, nextCursor: page.nextCursor }
  return { items: appendUnique(page.items, shown.slice(at + 1), itemKey), nextCursor: shownCursor }
}

const pagedListReducer = <T>(itemKey: ItemKey<T>) =>
  function reducer(state: PagedListState<T>, action: Action<T>): PagedListState<T> {
    switch (action.type) {
      case 'reset':
        return action.state
      case 'first': {
        const merged =
          state.status === 'ready'
            ? mergeFirstPage(
                { items: action.items, nextCursor: action.nextCursor },
                state.items,
                state.nextCursor,
                itemKey,
              )
            : { items: action.items, nextCursor: action.nextCursor }
        return { ...empty<T>(), ...merged, status: 'ready' as const }
      }
      case 'firstError':
        return { ...state, status: 'error' as const, error: action.error, refreshing: false }
      case 'retry':
        return { ...state, status: 'loading' as const, error: null }
      case 'refresh':
        return { ...state, refreshing: true }
      case 'refreshError':
        return { ...state, refreshing: false }
      case 'more':
        return { ...state, loadingMore: true, moreError: null }
      case 'moreDone': {
        const items = appendUnique(state.items, action.items, itemKey)
        return {
          ...state,
          items,
          nextCursor: action.nextCursor,
          loadingMore: false,
          lastAdded: items.length - state.items.length,
        }
      }
      case 'moreError':
        return { ...state, loadingMore: false, moreError: action.error }
    }
  }

interface Remembered<T> {
  items: T[]
  nextCursor: string | null
}

const remembered = new Map<string, Remembered<unknown>>()

/** Forgets remembered lists (all, or those whose key starts with `prefix`), e.g. after posting. */
export function forgetPagedLists(prefix = ''): void {
  for (const key of [...remembered.keys()]) if (key.startsWith(prefix)) remembered.delete(key)
}

function initialState<T>(key: string, pageFromPage?: Page<T>): PagedListState<T> {
  const known = (remembered.get(key) as Remembered<T> | undefined) ?? pageFromPage
  return known
    ? { ...empty<T>(), items: known.items, nextCursor: known.nextCursor, status: 'ready' }
    : empty<T>()
}

export interface PagedList<T> extends PagedListState<T> {
  loadMore: () => void
  /** Reloads the first page; the list stays visible meanwhile when it has one. */
  refresh: () => Promise<void>
  retry: () => void
  hasMore: boolean
}

interface PagedListOptions<T> {
  /**
   * Reads the first page from the page itself (boot data, src/lib/boot-data.ts): it is called
   * once, and when it has one the list shows it at once and asks the network for nothing until a
   * refresh or the next page.
   */
  bootPage?: () => Page<T> | undefined
  /** Tells items apart (default: their id). */
  itemKey?: ItemKey<T>
}

/**
 * Calls the latest `fetchPage` (it may change on every render) with a signal of its own, and
 * aborts every request still open on `abortAll`.
 */
function usePageRequests<T>(fetchPage: FetchPage<T>) {
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const controllers = useRef(new Set<AbortController>())
  const request = useCallback(async (cursor: string | null) => {
    const controller = new AbortController()
    controllers.current.add(controller)
    try {
      return await fetchRef.current(cursor, controller.signal)
    } finally {
      controllers.current.delete(controller)
    }
  }, [])
  const abortAll = useCallback(() => {
    for (const controller of controllers.current) controller.abort()
    controllers.current.clear()
  }, [])
  return { request, abortAll }
}

/** The next page, once at a time; an answer for an older key is dropped. */
function requestMore<T>(list: {
  stateRef: { current: PagedListState<T> }
  epoch: { current: number }
  dispatch: (action: Action<T>) => void
  request: (cursor: string | null) => Promise<Page<T>>
}) {
  const { stateRef, epoch, dispatch } = list
  const current = stateRef.current
  if (current.status !== 'ready' || current.loadingMore || !current.nextCursor) return
  const mine = epoch.current
  stateRef.current = { ...current, loadingMore: true }
  dispatch({ type: 'more' })
  void list.request(current.nextCursor).then(
    (page) => mine === epoch.current && dispatch({ type: 'moreDone', ...page }),
    (err: unknown) =>
      mine === epoch.current && dispatch({ type: 'moreError', error: toApiError(err) }),
  )
}

/**
 * `key` names the list (its kind, tag, user…): a new key starts over. `fetchPage` may change on
 * every render; the latest one is used.
 */
export function usePagedList<T extends Identified>(
  key: string,
  fetchPage: FetchPage<T>,
  options: PagedListOptions<T> = {},
): PagedList<T> {
  const { bootPage, itemKey = byId } = options
  const [fromPage] = useState(() => {
    const page = remembered.has(key) ? undefined : bootPage?.()
    return page ? { key, page } : null
  })
  // Made once: the reducer must stay the same function for the list's life.
  const [reducer] = useState(() => pagedListReducer<T>(itemKey))
  const [state, dispatch] = useReducer(reducer, key, (first) =>
    initialState<T>(first, fromPage?.page),
  )
  // Until the key changes, the list is the page's own: no first request.
  const showingFromPage = useRef(fromPage !== null)
  const stateRef = useRef(state)
  stateRef.current = state
  // Answers of an older key (or an unmounted list) are dropped: each request carries its epoch.
  const epoch = useRef(0)
  const { request, abortAll } = usePageRequests(fetchPage)

  const loadFirst = useCallback(async () => {
    const mine = epoch.current
    try {
      const page = await request(null)
      if (mine === epoch.current) dispatch({ type: 'first', ...page })
    } catch (err) {
      if (mine !== epoch.current) return
      // A list already on screen stays; only an empty one turns into the error state.
      if (stateRef.current.status === 'ready') dispatch({ type: 'refreshError' })
      else dispatch({ type: 'firstError', error: toApiError(err) })
    }
  }, [request])

  useEffect(() => {
    epoch.current += 1
    if (showingFromPage.current && fromPage?.key === key) {
      return () => {
        epoch.current += 1
      }
    }
    showingFromPage.current = false
    const fresh = initialState<T>(key)
    dispatch({ type: 'reset', state: fresh })
    stateRef.current = fresh
    void loadFirst()
    return () => {
      epoch.current += 1
      abortAll()
    }
  }, [key, loadFirst, fromPage, abortAll])

  useEffect(() => {
    if (state.status === 'ready') {
      remembered.set(key, { items: state.items, nextCursor: state.nextCursor })
    }
  }, [key, state.status, state.items, state.nextCursor])

  const loadMore = useCallback(() => requestMore({ stateRef, epoch, dispatch, request }), [request])

  const refresh = useCallback(async () => {
    if (stateRef.current.status === 'ready') dispatch({ type: 'refresh' })
    else dispatch({ type: 'retry' })
    await loadFirst()
  }, [loadFirst])

  const retry = useCallback(() => {
    dispatch({ type: 'retry' })
    void loadFirst()
  }, [loadFirst])

  return { ...state, hasMore: state.nextCursor !== null, loadMore, refresh, retry }
}
