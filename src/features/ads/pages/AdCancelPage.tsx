import { TicketIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function AdCancelPage() {
  return <PendingPage title={m.cancel.title} lead={m.cancel.lead} icon={<TicketIcon size={40} />} />
}
