import { Link } from 'wouter'
import { useNow } from '../../../components/post/RelativeTime'
import { formatDay, formatTimes } from '../../../components/post/time'
import { site } from '../../../lib/site'
import type { ScheduleSlot } from '../../../shared/api/places'
import { isRunningAt, tokyoDateOf } from '../../../shared/opening-hours'
import m from '../i18n/current'

/**
 * Slots grouped by the Tokyo day they start on; the one playing now is marked (a set that crosses
 * midnight stays on the day it started). `show` picks the other column: artist or venue. On an
 * international site, names and titles are translations where the slot has an `original`, which
 * `showOriginal` (the page's "show original") brings back; Japanese text is marked lang="ja".
 */
export function Timetable({
  slots,
  show,
  showOriginal = false,
}: {
  slots: ScheduleSlot[]
  show: 'artist' | 'venue'
  showOriginal?: boolean
}) {
  const now = useNow()
  if (slots.length === 0) return <p className="timetable__empty">{m.timetable.empty}</p>
  const days = new Map<string, ScheduleSlot[]>()
  for (const slot of slots) {
    const day = tokyoDateOf(slot.starts_at)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return (
    <div className="timetable">
      {[...days].map(([day, daySlots]) => (
        <section key={day} className="timetable__day" aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="timetable__date">
            {formatDay(daySlots[0]?.starts_at ?? day)}
          </h3>
          <ol className="timetable__slots">
            {daySlots.map((slot) => {
              const playing = isRunningAt(slot, now)
              const original = showOriginal ? slot.original : undefined
              const lang = site.lang !== 'ja' && (!slot.original || original) ? 'ja' : undefined
              return (
                <li
                  key={slot.id}
                  className={`timetable__slot${playing ? ' timetable__slot--now' : ''}`}
                  aria-current={playing ? 'time' : undefined}
                >
                  <span className="timetable__time">
                    {formatTimes(slot.starts_at, slot.ends_at)}
                  </span>
                  {show === 'artist' ? (
                    <Link
                      href={`/app/artists/${slot.artist.id}`}
                      className="timetable__who"
                      lang={lang}
                    >
                      {original?.artist_name ?? slot.artist.name}
                    </Link>
                  ) : slot.venue ? (
                    <Link
                      href={`/app/venues/${slot.venue.id}`}
                      className="timetable__who"
                      lang={lang}
                    >
                      {original?.venue_name ?? slot.venue.name}
                    </Link>
                  ) : null}
                  {playing ? <span className="badge timetable__now">{m.timetable.now}</span> : null}
                  {slot.event_id && slot.event_title ? (
                    <Link
                      href={`/app/posts/${slot.event_id}`}
                      className="timetable__event"
                      lang={lang}
                    >
                      {original?.event_title ?? slot.event_title}
                    </Link>
                  ) : null}
                </li>
              )
            })}
          </ol>
        </section>
      ))}
    </div>
  )
}
