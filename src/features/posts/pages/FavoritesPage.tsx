import { HeartIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function FavoritesPage() {
  return (
    <PendingPage title={m.favorites.title} lead={m.favorites.lead} icon={<HeartIcon size={40} />} />
  )
}
