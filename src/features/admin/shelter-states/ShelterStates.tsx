import { useCallback, useEffect, useState } from 'react'
import { formatDateTime } from '../../../components/post/time'
import { useSubmit } from '../../../components/useSubmit'
import { BANNER_MIN_LEVEL } from '../../../shared/api/alerts'
import { SHELTER_STATES, type Shelter, type ShelterState } from '../../../shared/api/hazard'
import { fetchInForce, fetchTownShelters } from '../alerts/api'
import { setShelterState } from './api'
import m from './i18n/current'
import './shelter-states.css'

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; shelters: Shelter[]; opened: number[]; inForce: boolean }
  | { status: 'error' }

/** The town's shelters, those a town order opened first, and whether a warning is in force. */
function useDeskShelters() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const load = useCallback(() => {
    Promise.all([fetchTownShelters(), fetchInForce()]).then(
      ([list, alerts]) => {
        const warnings = alerts.filter((alert) => alert.level >= BANNER_MIN_LEVEL)
        const opened = [...new Set(warnings.flatMap((alert) => alert.shelterIds))]
        const rank = (s: Shelter) => (opened.includes(s.id) ? 0 : s.status ? 1 : 2)
        const shelters = [...list.items].sort(
          (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'ja'),
        )
        setLoaded({ status: 'ready', shelters, opened, inForce: warnings.length > 0 })
      },
      () => setLoaded({ status: 'error' }),
    )
  }, [])
  useEffect(() => load(), [load])
  return { loaded, load }
}

/**
 * The desk's shelter states: while a warning or order is in force, staff set each shelter to
 * 開設 · 混雑 · 満員 · 閉鎖 (a phone at the shelter's door is enough). The server checks the role,
 * the warning and the input again; the last setting wins.
 */
export function ShelterStates() {
  const { loaded, load } = useDeskShelters()
  const { busy, error, run } = useSubmit(m.failed)
  const [done, setDone] = useState<string | null>(null)
  const choose = (shelter: Shelter, state: ShelterState) => {
    setDone(null)
    void run(async () => {
      await setShelterState(shelter.id, state)
      setDone(m.done(shelter.name, m.states[state]))
      load()
    })
  }
  return (
    <section className="shelter-states" aria-labelledby="shelter-states-title">
      <h3 id="shelter-states-title">{m.title}</h3>
      <p>{m.lead}</p>
      {loaded.status === 'loading' ? <p>{m.loading}</p> : null}
      {loaded.status === 'error' ? <p className="field__error">{m.loadFailed}</p> : null}
      {loaded.status === 'ready' && !loaded.inForce ? <p>{m.notInForce}</p> : null}
      {loaded.status === 'ready' && loaded.inForce ? (
        <ul className="shelter-states__list">
          {loaded.shelters.map((shelter) => (
            <li key={shelter.id} data-shelter={shelter.id}>
              <p className="shelter-states__name">{shelter.name}</p>
              <p className="shelter-states__now">
                {shelter.status
                  ? m.current(m.states[shelter.status.state], formatDateTime(shelter.status.setAt))
                  : loaded.opened.includes(shelter.id)
                    ? m.opened
                    : m.notSet}
              </p>
              <div className="shelter-states__buttons">
                {SHELTER_STATES.map((state) => (
                  <button
                    key={state}
                    type="button"
                    className={`button button--small shelter-states__button--${state}`}
                    aria-pressed={shelter.status?.state === state}
                    aria-label={m.setNamed(m.states[state], shelter.name)}
                    disabled={busy}
                    onClick={() => choose(shelter, state)}
                  >
                    {m.states[state]}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className={error ? 'field__error' : 'shelter-states__done'}>
        {error ?? done ?? ''}
      </p>
    </section>
  )
}
