import { useId } from 'react'
import { useResource } from '../../../lib/useResource'
import type { EventTimetable } from '../../../shared/api/places'
import { fetchEventTimetable } from '../api'
import m from '../i18n/current'
import '../places.css'
import { Timetable } from './Timetable'

const asResource = (timetable: EventTimetable) => ({ ...timetable, id: timetable.event_id })

/**
 * An event's lineup (an organizer's timetable) by day and stage, the set playing now marked, as
 * on venue pages. Nothing at all while it loads, when it fails, or when the event has no slots: the rest of
 * the event's page stands on its own.
 */
export function EventLineup({ eventId }: { eventId: number }) {
  const headingId = useId()
  const { state } = useResource(eventId, (id, signal) =>
    fetchEventTimetable(id, signal).then(asResource),
  )
  if (state.status !== 'ready' || state.data.slots.length === 0) return null
  return (
    <section className="event-lineup" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-lineup__title">
        {m.timetable.lineup}
      </h2>
      <Timetable slots={state.data.slots} show="artist" byStage />
    </section>
  )
}
