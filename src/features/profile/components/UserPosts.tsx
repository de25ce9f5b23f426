import type { ReactNode } from 'react'
import { HeldBadge } from '../../../components/block/HeldNote'
import { EmptyState } from '../../../components/EmptyState'
import { TimelineIcon } from '../../../components/icons'
import { PagedListView } from '../../../components/post/PagedListView'
import { PostCard } from '../../../components/post/PostCard'
import { usePagedList } from '../../../components/post/usePagedList'
import { fetchUserPosts } from '../api'

interface UserPostsProps {
  userId: number
  heading: string
  emptyTitle: string
  emptyBody: string
  emptyAction?: ReactNode
}

/** Someone's posts, newest first, as the timeline shows them. */
export function UserPosts({ userId, heading, emptyTitle, emptyBody, emptyAction }: UserPostsProps) {
  const list = usePagedList(`user:${userId}`, (cursor, signal) =>
    fetchUserPosts(userId, cursor, signal),
  )
  return (
    <section className="profile-posts" aria-labelledby="profile-posts-heading">
      <h2 id="profile-posts-heading" className="section-title">
        {heading}
      </h2>
      <PagedListView
        list={list}
        empty={
          <EmptyState icon={<TimelineIcon size={40} />} title={emptyTitle} action={emptyAction}>
            <p>{emptyBody}</p>
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="post-list near-screen-list">
            {items.map((post) => (
              <li key={post.id}>
                {/* Only the author's own list holds what an NG word held (the API marks it). */}
                {post.held ? <HeldBadge /> : null}
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </section>
  )
}
