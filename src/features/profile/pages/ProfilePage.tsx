import { UserIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function ProfilePage() {
  // The edge writes this profile's name and bio on a first load; keep them.
  return (
    <PendingPage
      title={m.profile.title}
      lead={m.profile.lead}
      icon={<UserIcon size={40} />}
      keepEdgeMeta
    />
  )
}
