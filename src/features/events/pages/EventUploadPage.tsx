import { CalendarIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function EventUploadPage() {
  return (
    <PendingPage
      title={m.eventUpload.title}
      lead={m.eventUpload.lead}
      icon={<CalendarIcon size={40} />}
    />
  )
}
