import { StampIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function StampRallyPage() {
  return (
    <PendingPage
      title={m.stampRally.title}
      lead={m.stampRally.lead}
      icon={<StampIcon size={40} />}
    />
  )
}
