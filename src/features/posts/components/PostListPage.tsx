import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { PagedListView } from '../../../components/post/PagedListView'
import { PostCard } from '../../../components/post/PostCard'
import { type FetchPage, usePagedList } from '../../../components/post/usePagedList'
import { usePageMeta } from '../../../lib/meta'
import type { PostSummary } from '../../../shared/api/posts'
import { userAtom } from '../../../state/session'

interface PostListPageProps {
  /** Lists of one person: the key includes who is signed in. */
  listKey: string
  fetchPage: FetchPage<PostSummary>
  title: string
  lead: string
  /** Shown above the posts (the favorites page lists saved places there). */
  aside?: ReactNode
  /** The posts' own heading, so that they do not read as part of the aside. */
  listTitle?: string
  empty: {
    icon: ReactNode
    title: string
    body: string
    action: string
    href: string
  }
}

/** A signed-in person's own list (favorites, feed): heading, lead, the cards, an empty state. */
export function PostListPage(props: PostListPageProps) {
  const { listKey, fetchPage, title, lead, empty, aside, listTitle } = props
  usePageMeta({ title })
  const user = useAtomValue(userAtom)
  const list = usePagedList(`${listKey}:${user?.id ?? ''}`, fetchPage)
  return (
    <main className="page page--feed">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      {aside}
      {listTitle ? (
        <h2 id={`${listKey}-posts-title`} className="post-section-title">
          {listTitle}
        </h2>
      ) : null}
      <PagedListView
        list={list}
        empty={
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            action={
              <Link href={empty.href} className="button button--primary">
                {empty.action}
              </Link>
            }
          >
            <p>{empty.body}</p>
          </EmptyState>
        }
      >
        {(items) => (
          <ul
            className="post-list near-screen-list"
            aria-label={listTitle ? undefined : title}
            aria-labelledby={listTitle ? `${listKey}-posts-title` : undefined}
          >
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </main>
  )
}
