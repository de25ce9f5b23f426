import { useEffect, useState } from 'react'
import { formatDateTime } from '../../../components/post/time'
import { call } from '../../../lib/api'
import type { Alert } from '../../../shared/api/alerts'
import type { Shelter } from '../../../shared/api/hazard'
import m from './i18n/current'

/** 満員 or 閉鎖: what src/shared/shelters.ts `takesPeople` refuses (not imported: it would split
 * the hazard map route's code into one more chunk). */
const shut = (shelter: Shelter) =>
  shelter.status?.state === 'full' || shelter.status?.state === 'closed'

/**
 * On the warnings page while warnings are in force: the shelters staff gave a state (開設 · 混雑 ·
 * 満員 · 閉鎖, with the time they set it) and those a town order opened. Nothing while none.
 */
export function ShelterStatesNow({ alerts }: { alerts: Alert[] }) {
  const [shelters, setShelters] = useState<Shelter[]>([])
  const opened = [...new Set(alerts.flatMap((alert) => alert.shelterIds))]
  const inForce = alerts.length > 0
  useEffect(() => {
    if (!inForce) return
    const controller = new AbortController()
    call('GET /api/hazard/shelters', { signal: controller.signal }).then(
      (list) => setShelters(list.items),
      () => {},
    )
    return () => controller.abort()
  }, [inForce])
  const shown = shelters.filter((s) => s.status || opened.includes(s.id))
  if (!inForce || shown.length === 0) return null
  return (
    <section className="alerts-shelters" aria-labelledby="alerts-shelters-title">
      <h3 id="alerts-shelters-title">{m.title}</h3>
      <ul className="alerts-shelters__list">
        {shown.map((shelter) => (
          <li key={shelter.id} data-shelter={shelter.id} data-state={shelter.status?.state ?? ''}>
            <span className="alerts-shelters__name">{shelter.name}</span>{' '}
            <span
              className={`alerts-shelters__state${shut(shelter) ? ' alerts-shelters__state--shut' : ''}`}
            >
              {shelter.status
                ? m.stateAt(m.states[shelter.status.state], formatDateTime(shelter.status.setAt))
                : m.opened}
            </span>
          </li>
        ))}
      </ul>
      {shown.some(shut) ? <p className="alerts-page__note">{m.fullClosed}</p> : null}
    </section>
  )
}
