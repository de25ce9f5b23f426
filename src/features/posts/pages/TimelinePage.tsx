import { TimelineIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import { TimelineViews } from '../components/TimelineViews'
import m from '../i18n/current'

export function TimelinePage() {
  return (
    <PendingPage
      title={m.timeline.title}
      lead={m.timeline.lead}
      icon={<TimelineIcon size={40} />}
      toolbar={<TimelineViews current="list" />}
    />
  )
}
