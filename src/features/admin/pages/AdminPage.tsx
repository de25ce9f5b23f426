import { SettingsIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function AdminPage() {
  return <PendingPage title={m.admin.title} lead={m.admin.lead} icon={<SettingsIcon size={40} />} />
}
