import { Link } from 'wouter'
import m from '../i18n/current'
import type { CheckinState } from './useCheckin'

/** What became of a check-in, announced to screen readers as it changes. */
export function CheckinOutcome(props: {
  state: CheckinState
  rallyId: number
  onRetry?: () => void
}) {
  const { state } = props
  return (
    <div className="rally-outcome" aria-live="polite">
      {state.status === 'locating' ? <p>{m.checkin.locating}</p> : null}
      {state.status === 'sending' ? <p>{m.checkin.working}</p> : null}
      {state.status === 'done' ? (
        <div className="rally-outcome__done" role="status">
          <p className="rally-outcome__title">
            {state.result.outcome === 'stamped'
              ? m.checkin.stamped(state.result.spot.name)
              : m.checkin.already(state.result.spot.name)}
          </p>
          <p className="rally-progress__count">
            {m.stampRally.progress(state.result.progress.stamped, state.result.progress.required)}
          </p>
          {state.result.progress.completed ? (
            <p className="rally-outcome__reward">
              {state.result.progress.rewarded ? m.checkin.completed : m.checkin.completedNoCoupon}
            </p>
          ) : null}
        </div>
      ) : null}
      {state.status === 'refused' ? (
        <div className="rally-outcome__refused" role="alert">
          <p>{state.text}</p>
          {props.onRetry ? (
            <button type="button" className="button" onClick={props.onRetry}>
              {m.checkin.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {state.status === 'done' || state.status === 'refused' ? (
        <p>
          <Link href={`/app/stamprally/${props.rallyId}`}>{m.checkin.toRally}</Link>
        </p>
      ) : null}
    </div>
  )
}
