import { TicketIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function AdSuccessPage() {
  return (
    <PendingPage title={m.success.title} lead={m.success.lead} icon={<TicketIcon size={40} />} />
  )
}
