import { TimelineIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function PostDetailPage() {
  // The edge writes this post's title and description on a first load; keep them.
  return (
    <PendingPage
      title={m.detail.title}
      lead={m.detail.lead}
      icon={<TimelineIcon size={40} />}
      keepEdgeMeta
    />
  )
}
