import type { ReactNode } from 'react'
import { apiErrorText } from '../apiErrorText'
import { EmptyState } from '../EmptyState'
import m from '../i18n/current'
import { AlertIcon } from '../icons'
import shell from '../shell/i18n/current'
import { InfiniteSentinel } from './InfiniteSentinel'
import { PostSkeletons } from './PostSkeleton'
import type { PagedList } from './usePagedList'
import './post.css'

interface PagedListViewProps<T> {
  list: PagedList<T>
  /** What an empty list says (and what to do about it). */
  empty: ReactNode
  /** The items, once there are some. */
  children: (items: T[]) => ReactNode
  skeleton?: 'card' | 'tile'
}

/**
 * The states every list shares: skeletons while the first page loads, an error with a retry,
 * the empty state, then the items with infinite scrolling, a "show more" button for keyboards
 * and old browsers, and a quiet end-of-list line.
 */
export function PagedListView<T>({
  list,
  empty,
  children,
  skeleton = 'card',
}: PagedListViewProps<T>) {
  if (list.status === 'loading')
    return <PostSkeletons variant={skeleton} count={skeleton === 'tile' ? 9 : 3} />
  if (list.status === 'error') {
    return (
      <EmptyState
        icon={<AlertIcon size={40} />}
        title={m.list.errorTitle}
        action={
          <button type="button" className="button button--primary" onClick={list.retry}>
            {m.list.retry}
          </button>
        }
      >
        <p role="alert">{apiErrorText(list.error, m.list.errorBody)}</p>
      </EmptyState>
    )
  }
  if (list.items.length === 0) return <>{empty}</>
  return (
    <>
      {children(list.items)}
      <div className="list-footer">
        <p className="visually-hidden" role="status">
          {list.lastAdded > 0 ? m.list.loaded(list.items.length) : ''}
        </p>
        {list.moreError ? (
          <div className="list-footer__error">
            <p role="alert">{apiErrorText(list.moreError, m.list.moreError)}</p>
            <button type="button" className="button button--secondary" onClick={list.loadMore}>
              {m.list.retry}
            </button>
          </div>
        ) : list.hasMore ? (
          <>
            <InfiniteSentinel onVisible={list.loadMore} paused={list.loadingMore} />
            {/* The button stays while a page loads, so keyboard focus is never lost. */}
            <button
              type="button"
              className="button button--secondary"
              onClick={list.loadMore}
              aria-disabled={list.loadingMore}
            >
              {list.loadingMore ? <span className="button__spinner" aria-hidden="true" /> : null}
              {list.loadingMore ? shell.loading : m.list.loadMore}
            </button>
          </>
        ) : (
          <p className="list-footer__end">{m.list.end}</p>
        )}
      </div>
    </>
  )
}
