import { UtensilsIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function RestaurantsPage() {
  return (
    <PendingPage
      title={m.restaurants.title}
      lead={m.restaurants.lead}
      icon={<UtensilsIcon size={40} />}
    />
  )
}
