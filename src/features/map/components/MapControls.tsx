import type { PositionState } from '../../../components/map/useCurrentPosition'
import { MAP_KINDS, type MapKind } from '../../../shared/api/places'
import { EVENT_PERIODS, type EventPeriod, type MapUrlState } from '../../../shared/map-url'
import m from '../i18n/current'
import type { MapFeaturesState } from './useMapFeatures'

/** The kinds with `kind` turned on or off, in the chips' order. */
function toggledKinds(kinds: MapKind[], kind: MapKind): MapKind[] {
  return kinds.includes(kind)
    ? kinds.filter((k) => k !== kind)
    : MAP_KINDS.filter((k) => k === kind || kinds.includes(k))
}

/**
 * The kind chips and, while events are shown, which events (today, this weekend…). A change of
 * filter closes the open card: its pin may no longer be shown.
 */
export function MapFilters({
  kinds,
  period,
  onChange,
}: {
  kinds: MapKind[]
  period: EventPeriod
  onChange: (next: Partial<MapUrlState>) => void
}) {
  return (
    <div className="map-screen__chips">
      <fieldset className="map-filters">
        <legend className="visually-hidden">{m.map.kindFilter}</legend>
        {MAP_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`chip map-chip map-chip--${kind}`}
            aria-pressed={kinds.includes(kind)}
            onClick={() => onChange({ kinds: toggledKinds(kinds, kind), selected: null })}
          >
            <span className={`map-chip__dot map-kind--${kind}`} aria-hidden="true" />
            {m.kinds[kind]}
          </button>
        ))}
      </fieldset>
      {kinds.includes('event') ? (
        <fieldset className="segmented map-periods">
          <legend className="visually-hidden">{m.map.periodFilter}</legend>
          {EVENT_PERIODS.map((choice) => (
            <button
              key={choice}
              type="button"
              className="segmented__item"
              aria-pressed={period === choice}
              onClick={() => onChange({ period: choice, selected: null })}
            >
              {m.periods[choice]}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}

/** What the position line says: nothing once the "found" confirmation has gone. */
function positionText(status: PositionState['status'], foundNote: boolean): string {
  if (status === 'found' && !foundNote) return ''
  return status in m.position ? m.position[status as keyof typeof m.position] : ''
}

/** The status line (position, a too-wide view, a cut list) and a failed load's retry. */
export function MapStatus({
  state,
  position,
  foundNote,
  retry,
}: {
  state: MapFeaturesState
  position: PositionState
  foundNote: boolean
  retry: () => void
}) {
  return (
    <div className="map-page__tools">
      <p className="map-page__status" role="status">
        {positionText(position.status, foundNote)}
        {state.status === 'tooWide' ? m.map.tooWide : ''}
        {state.status === 'ready' && state.data.truncated ? m.map.truncated : ''}
      </p>
      {state.status === 'error' ? (
        <p className="map-page__error" role="alert">
          {state.error.message || m.map.loadError}{' '}
          <button type="button" className="button button--small" onClick={retry}>
            {m.map.retry}
          </button>
        </p>
      ) : null}
    </div>
  )
}
