import { BuildingIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function VenuesPage() {
  return (
    <PendingPage title={m.venues.title} lead={m.venues.lead} icon={<BuildingIcon size={40} />} />
  )
}
