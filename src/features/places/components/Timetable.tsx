import { Link } from 'wouter'
import { Nums } from '../../../components/Nums'
import { useNow } from '../../../components/post/RelativeTime'
import { formatDay, formatTimes } from '../../../components/post/time'
import { site } from '../../../lib/site'
import type { ScheduleSlot } from '../../../shared/api/places'
import { pathTo } from '../../../shared/links'
import { isRunningAt, tokyoDateOf } from '../../../shared/opening-hours'
import m from '../i18n/current'

interface TimetableProps {
  slots: ScheduleSlot[]
  show: 'artist' | 'venue'
  showOriginal?: boolean
  /**
   * An event's own lineup: within each day, the slots of each stage under the stage's name, and
   * no link to the event on every row (the page is the event).
   */
  byStage?: boolean
}

/** Slots in the order given, grouped by `key`, groups in order of their first slot. */
function groupBy(slots: ScheduleSlot[], key: (slot: ScheduleSlot) => string) {
  const groups = new Map<string, ScheduleSlot[]>()
  for (const slot of slots) groups.set(key(slot), [...(groups.get(key(slot)) ?? []), slot])
  return [...groups]
}

/**
 * Slots grouped by the Tokyo day they start on; the one playing now is marked (a set that crosses
 * midnight stays on the day it started). `show` picks the other column: artist or venue. On an
 * international site, names and titles are translations where the slot has an `original`, which
 * `showOriginal` (the page's "show original") brings back; Japanese text is marked lang="ja".
 */
export function Timetable({ slots, show, showOriginal = false, byStage = false }: TimetableProps) {
  const now = useNow()
  if (slots.length === 0) return <p className="timetable__empty">{m.timetable.empty}</p>
  const slotList = (list: ScheduleSlot[]) => (
    <ol className="timetable__slots">
      {list.map((slot) => (
        <SlotRow
          key={slot.id}
          slot={slot}
          show={show}
          showOriginal={showOriginal}
          showEvent={!byStage}
          now={now}
        />
      ))}
    </ol>
  )
  return (
    <div className="timetable">
      {groupBy(slots, (slot) => tokyoDateOf(slot.starts_at)).map(([day, daySlots]) => (
        <section key={day} className="timetable__day" aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="timetable__date">
            <Nums>{formatDay(daySlots[0]?.starts_at ?? day)}</Nums>
          </h3>
          {byStage
            ? groupBy(daySlots, (slot) => String(slot.venue?.id ?? '')).map(([stage, list]) => (
                <section
                  key={stage}
                  className="timetable__stage"
                  aria-labelledby={`day-${day}-stage-${stage}`}
                >
                  <h4 id={`day-${day}-stage-${stage}`} className="timetable__stage-name">
                    {stageName(list[0], showOriginal) ?? m.timetable.noStage}
                  </h4>
                  {slotList(list)}
                </section>
              ))
            : slotList(daySlots)}
        </section>
      ))}
    </div>
  )
}

function stageName(slot: ScheduleSlot | undefined, showOriginal: boolean): string | undefined {
  if (!slot?.venue) return undefined
  return (showOriginal ? slot.original?.venue_name : undefined) ?? slot.venue.name
}

function SlotRow(props: {
  slot: ScheduleSlot
  show: 'artist' | 'venue'
  showOriginal: boolean
  showEvent: boolean
  now: number
}) {
  const { slot, show, now } = props
  const playing = isRunningAt(slot, now)
  const original = props.showOriginal ? slot.original : undefined
  const lang = site.lang !== 'ja' && (!slot.original || original) ? 'ja' : undefined
  return (
    <li
      className={`timetable__slot${playing ? ' timetable__slot--now' : ''}`}
      aria-current={playing ? 'time' : undefined}
    >
      <span className="timetable__time">
        <Nums>{formatTimes(slot.starts_at, slot.ends_at)}</Nums>
      </span>
      {show === 'artist' ? (
        <Link
          href={pathTo('/app/artists/:id', { id: slot.artist.id })}
          className="timetable__who"
          lang={lang}
        >
          {original?.artist_name ?? slot.artist.name}
        </Link>
      ) : slot.venue ? (
        <Link
          href={pathTo('/app/venues/:id', { id: slot.venue.id })}
          className="timetable__who"
          lang={lang}
        >
          {original?.venue_name ?? slot.venue.name}
        </Link>
      ) : null}
      {playing ? <span className="badge timetable__now">{m.timetable.now}</span> : null}
      {props.showEvent && slot.event_id && slot.event_title ? (
        <Link
          href={pathTo('/app/posts/:id', { id: slot.event_id })}
          className="timetable__event"
          lang={lang}
        >
          {original?.event_title ?? slot.event_title}
        </Link>
      ) : null}
    </li>
  )
}
