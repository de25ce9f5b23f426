import { PlusIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function UploadPage() {
  return <PendingPage title={m.upload.title} lead={m.upload.lead} icon={<PlusIcon size={40} />} />
}
