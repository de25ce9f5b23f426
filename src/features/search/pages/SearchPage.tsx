import { SearchIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'

export function SearchPage() {
  return <PendingPage title={m.search.title} lead={m.search.lead} icon={<SearchIcon size={40} />} />
}
