import { Link, useParams } from 'wouter'
import { AlertIcon, TimelineIcon } from '../../../components/icons'
import { PageSpinner } from '../../../components/Spinner'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { PostDetail } from '../components/PostDetail'
import { parsePostId, usePost } from '../hooks/usePost'
import m from '../i18n/current'
import '../detail.css'

/** `/app/posts/:id`. The edge wrote this post's title and description on a first load. */
export function PostDetailPage() {
  const params = useParams<{ id: string }>()
  const { state, retry } = usePost(parsePostId(params.id))
  const post = state.status === 'ready' ? state.post : null
  useEdgePageMeta(post ? { title: post.title, description: post.body } : null)

  if (state.status === 'ready') return <PostDetail key={state.post.id} post={state.post} />
  if (state.status === 'loading') {
    return (
      <main className="page page--narrow" aria-busy="true">
        <h1 className="visually-hidden">{m.detail.title}</h1>
        <PageSpinner />
      </main>
    )
  }
  const notFound = state.status === 'notFound'
  return (
    <main className="page page--narrow">
      <section className="empty-state">
        <div className="empty-state__icon">
          {notFound ? <TimelineIcon size={40} /> : <AlertIcon size={40} />}
        </div>
        <h1 className="empty-state__title">
          {notFound ? m.detail.notFoundTitle : m.detail.loadErrorTitle}
        </h1>
        <div className="empty-state__body">
          <p>{notFound ? m.detail.notFoundBody : m.detail.loadErrorBody}</p>
        </div>
        <div className="empty-state__action">
          {notFound ? (
            <Link href="/app/timeline" className="button button--primary">
              {m.detail.toTimeline}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={retry}>
              {m.detail.retry}
            </button>
          )}
        </div>
      </section>
    </main>
  )
}
