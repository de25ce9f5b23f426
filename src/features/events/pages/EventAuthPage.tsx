import { CalendarIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function EventAuthPage() {
  return (
    <PendingPage
      title={m.eventAuth.title}
      lead={m.eventAuth.lead}
      icon={<CalendarIcon size={40} />}
    />
  )
}
