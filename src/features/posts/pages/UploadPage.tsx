import { useAtomValue } from 'jotai'
import { usePageMeta } from '../../../lib/meta'
import { userAtom } from '../../../state/session'
import m from '../i18n/current'
import { UploadForm } from '../upload/UploadForm'
import '../upload.css'

/** `/app/upload` (login required): a post, an event or a coupon, with photos. */
export function UploadPage() {
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
