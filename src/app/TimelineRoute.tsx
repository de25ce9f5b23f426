import { TimelineAdSlots } from '../features/ads/components/TimelineAdSlots'
import { TimelinePage } from '../features/posts/pages/TimelinePage'

/** /app/timeline: the posts feature's timeline with the ads feature's PR cards between posts. */
export function TimelineRoute() {
  return <TimelinePage Slots={TimelineAdSlots} />
}
