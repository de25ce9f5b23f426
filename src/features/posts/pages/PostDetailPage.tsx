import type { ReactNode } from 'react'
import { useParams } from 'wouter'
import { TimelineIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { useResource } from '../../../lib/useResource'
import type { Post } from '../../../shared/api/posts'
import { parseRowId } from '../../../shared/ids'
import { bootPost, fetchPost } from '../api'
import { PostDetail } from '../components/PostDetail'
import m from '../i18n/current'
import '../detail.css'

/** `/app/posts/:id`. The edge wrote this post's title and description on a first load. */
export function PostDetailPage({
  couponPanel,
  eventPanel,
}: {
  couponPanel?: (post: Post) => ReactNode
  eventPanel?: (post: Post) => ReactNode
} = {}) {
  const params = useParams<{ id: string }>()
  const { state, retry } = useResource(parseRowId(params.id), fetchPost, {
    fromPage: bootPost,
  })
  const post = state.status === 'ready' ? state.data : null
  useEdgePageMeta(post ? { title: post.title, description: post.body } : null)

  if (post) {
    return (
      <PostDetail key={post.id} post={post} couponPanel={couponPanel} eventPanel={eventPanel} />
    )
  }
  return (
    <UnreadyPage
      loading={state.status === 'loading'}
      hiddenTitle={m.detail.title}
      notFound={state.status === 'notFound'}
      notFoundIcon={<TimelineIcon size={40} />}
      text={m.detail}
      onRetry={retry}
    />
  )
}
