import { MusicIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function ArtistsPage() {
  return (
    <PendingPage title={m.artists.title} lead={m.artists.lead} icon={<MusicIcon size={40} />} />
  )
}
