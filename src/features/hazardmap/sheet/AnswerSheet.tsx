import { useEffect, useRef } from 'react'
import type { Shelter } from '../../../shared/api/hazard'
import {
  nearestShelters,
  type ShelterHazard,
  sheltersForHazards,
  takesPeople,
} from '../../../shared/shelters'
import { filterName, type ShelterFilter, ShelterItem, suits } from '../components/ShelterPanel'
import { hazardsToAnswer, type PointRisk } from '../components/usePointRisk'
import m from '../i18n/current'
import t from './i18n/current'
import { PointCard } from './PointCard'
import './sheet.css'

type Point = { lat: number; lng: number }

interface AnswerSheetProps {
  point: Point
  risk: PointRisk
  onRetry: () => void
  shelters: Shelter[]
  /** The list's filter: what is listed where the point is in no zone the map knows. */
  filter: ShelterFilter
  /** The warning's hazard in disaster mode: in force wherever the point is, answered first. */
  first: ShelterHazard | null
  myIds: number[]
  onToggleSaved: (id: number) => void
  onClose: () => void
}

/**
 * The answer to a tap, over the map (a bottom sheet on a phone, a side panel on a wide screen):
 * what the point risks, and for each hazard it has the nearest shelters designated for it. The
 * layers turned on play no part, so the first shelter is always one for a hazard of the point;
 * full and closed shelters are never listed.
 */
export function AnswerSheet(props: AnswerSheetProps) {
  const { point, risk, shelters } = props
  const heading = useRef<HTMLHeadingElement>(null)
  // A new point moves the reading position to its answer (keyboards and screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per point
  useEffect(() => heading.current?.focus({ preventScroll: true }), [point.lat, point.lng])
  const item = (shelter: Shelter, metres?: number) => (
    <ShelterItem
      key={shelter.id}
      shelter={shelter}
      metres={metres}
      from={point}
      saved={props.myIds.includes(shelter.id)}
      onToggleSaved={props.onToggleSaved}
    />
  )
  const hazards = hazardsToAnswer(risk, props.first)
  const groups = hazards?.length
    ? sheltersForHazards(shelters, hazards, point, { first: props.first })
    : []
  const fallback =
    risk.status !== 'loading' && !hazards?.length
      ? nearestShelters(
          shelters.filter((s) => suits(s, props.filter) && takesPeople(s)),
          point.lat,
          point.lng,
          3,
        )
      : []
  return (
    <section id="hazard-point" className="hazard-sheet" aria-labelledby="hazard-point-title">
      <div className="hazard-sheet__head">
        <h2 id="hazard-point-title" ref={heading} tabIndex={-1}>
          {m.point.title}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={props.onClose}
        >
          {t.close}
        </button>
      </div>
      <PointCard lat={point.lat} lng={point.lng} risk={risk} onRetry={props.onRetry} />
      <section className="hazard-nearest" aria-labelledby="hazard-nearest-title">
        <h3 id="hazard-nearest-title">
          {groups.length || risk.status === 'loading'
            ? t.nearestTitle
            : t.nearestAny(filterName(props.filter))}
        </h3>
        {groups.map((group) => (
          <section key={group.hazard} className="hazard-nearest__group" data-hazard={group.hazard}>
            <h4>{t.forHazard(m.hazards[group.hazard])}</h4>
            {group.nearest.length ? (
              <ol className="hazard-shelter-list">
                {group.nearest.map((shelter) => item(shelter, shelter.metres))}
              </ol>
            ) : (
              <p>{t.noneFor(m.hazards[group.hazard])}</p>
            )}
          </section>
        ))}
        {fallback.length ? (
          <ol className="hazard-shelter-list">
            {fallback.map((shelter) => item(shelter, shelter.metres))}
          </ol>
        ) : null}
        {risk.status !== 'loading' && !groups.length && !fallback.length ? (
          <p>{m.shelters.none}</p>
        ) : null}
        {shelters.some((s) => !takesPeople(s)) ? (
          <p className="hazard-note">{t.fullClosed}</p>
        ) : null}
        <p className="hazard-note">{m.shelters.walkingNote}</p>
      </section>
    </section>
  )
}
