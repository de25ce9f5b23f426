import { MapPinIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function MapPage() {
  return <PendingPage title={m.map.title} lead={m.map.lead} icon={<MapPinIcon size={40} />} />
}
