import { UserIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function FeedPage() {
  return <PendingPage title={m.feed.title} lead={m.feed.lead} icon={<UserIcon size={40} />} />
}
