import { useEffect, useState } from 'react'
import { toApiError } from '../../../lib/api'
import type { HazardPoint } from '../../../shared/api/hazard'
import { fetchHazardPoint } from '../api'
import m from '../i18n/current'

type PointState =
  | { status: 'loading' }
  | { status: 'ready'; data: HazardPoint }
  | { status: 'error'; tooMany: boolean }

/** The words for a point, per layer: the accessible alternative to the coloured map. */
export function PointCard({ lat, lng }: { lat: number; lng: number }) {
  const [state, setState] = useState<PointState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it (retry)
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    fetchHazardPoint(lat, lng, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (err: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', tooMany: toApiError(err).status === 429 })
        }
      },
    )
    return () => controller.abort()
  }, [lat, lng, attempt])

  return (
    <div className="hazard-point" aria-live="polite" aria-busy={state.status === 'loading'}>
      <p className="hazard-point__where">{m.point.chosen(lat.toFixed(5), lng.toFixed(5))}</p>
      {state.status === 'loading' ? <p>{m.point.loading}</p> : null}
      {state.status === 'error' ? (
        <p className="hazard-point__error" role="alert">
          {state.tooMany ? m.point.tooMany : m.point.error}{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {m.point.retry}
          </button>
        </p>
      ) : null}
      {state.status === 'ready' && !state.data.covered ? <p>{m.point.outsideJapan}</p> : null}
      {state.status === 'ready' && state.data.covered ? (
        <ul className="hazard-point__list">
          {state.data.layers.map((line) => (
            <li
              key={line.layer}
              className={`hazard-point__line hazard-point__line--${line.status}`}
            >
              {m.point.line(
                m.layers[line.layer] ?? line.layer,
                line.status === 'inside'
                  ? (m.classes[line.class ?? ''] ?? line.words)
                  : line.status === 'outside'
                    ? m.point.outside
                    : m.point.unavailable,
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
