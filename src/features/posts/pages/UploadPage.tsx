import { useAtomValue } from 'jotai'
import { Redirect, useSearch } from 'wouter'
import { TimelineIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { usePageMeta } from '../../../lib/meta'
import { useResource } from '../../../lib/useResource'
import type { Post } from '../../../shared/api/posts'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { userAtom } from '../../../state/session'
import { fetchPost } from '../api'
import m from '../i18n/current'
import { UploadForm } from '../upload/UploadForm'
import '../upload.css'

/**
 * `/app/upload` (login required): a post, an event or a coupon, with photos. `?edit={id}` edits
 * one's own post; an organization's event is edited on its own page instead.
 */
export function UploadPage() {
  const editId = new URLSearchParams(useSearch()).get('edit')
  return editId === null ? <NewPost /> : <EditPost rawId={editId} />
}

function NewPost() {
  usePageMeta({ title: m.upload.title })
  const user = useAtomValue(userAtom)
  return (
    <main className="page page--narrow">
      <h1 className="page-title">{m.upload.title}</h1>
      <p className="page-lead">{m.upload.lead}</p>
      {user ? <UploadForm key={user.id} userId={user.id} /> : null}
    </main>
  )
}

function EditPost({ rawId }: { rawId: string }) {
  usePageMeta({ title: m.upload.edit.title })
  const user = useAtomValue(userAtom)
  const { state, retry } = useResource<Post>(parseRowId(rawId), fetchPost)
  if (state.status !== 'ready' || !user) {
    return (
      <UnreadyPage
        loading={state.status === 'loading' || !user}
        notFound={state.status === 'notFound'}
        notFoundIcon={<TimelineIcon size={40} />}
        text={m.detail}
        onRetry={retry}
      />
    )
  }
  const post = state.data
  if (post.event?.by_organizer)
    return <Redirect to={pathTo('/app/event-upload', { id: post.id })} replace />
  return (
    <main className="page page--narrow">
      <h1 className="page-title">{m.upload.edit.title}</h1>
      {post.author.id === user.id ? (
        <UploadForm key={`${user.id}:${post.id}`} userId={user.id} editing={post} />
      ) : (
        <p className="callout callout--note" role="alert">
          {m.upload.edit.notYours}
        </p>
      )}
    </main>
  )
}
