import { useNow } from '../../../components/post/RelativeTime'
import { isOpenAt, type OpeningHours } from '../../../shared/opening-hours'
import m from '../i18n/current'

/** 「営業中」 or 「営業時間外」, recomputed as the clock moves; nothing when hours are unknown. */
export function OpenNowBadge({ hours }: { hours: OpeningHours | null }) {
  const now = useNow()
  if (!hours) return null
  const open = isOpenAt(hours, now)
  return (
    <span className={`badge open-badge${open ? ' open-badge--open' : ''}`}>
      {open ? m.hours.openNow : m.hours.closedNow}
    </span>
  )
}
