import { Link } from 'wouter'
import { StampIcon } from '../../../components/icons'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { ProgressCard } from './RallyCard'
import type { CheckinState } from './useCheckin'

/**
 * A check-in that went through: the stamp pressed on the card (an animation, still for those who
 * ask for less motion), the progress as it now is, and what is left to the goal.
 */
function Stamped({ result }: { result: Extract<CheckinState, { status: 'done' }>['result'] }) {
  const { progress } = result
  const left = Math.max(0, progress.required - progress.stamped)
  const fresh = result.outcome === 'stamped'
  return (
    <div className="rally-outcome__done" role="status">
      <div className={`rally-stamp${fresh ? ' rally-stamp--fresh' : ''}`} aria-hidden="true">
        <StampIcon size={28} />
        <span className="rally-stamp__name">{result.spot.name}</span>
        <span className="rally-stamp__word">{m.checkin.seal}</span>
      </div>
      <div className="rally-outcome__body">
        <p className="rally-outcome__title">
          {fresh ? m.checkin.stamped(result.spot.name) : m.checkin.already(result.spot.name)}
        </p>
        <ProgressCard progress={progress} />
        {progress.completed ? (
          <p className="rally-outcome__reward">
            {progress.rewarded ? m.checkin.completed : m.checkin.completedNoCoupon}
          </p>
        ) : (
          <p className="rally-outcome__left">{m.checkin.left(left)}</p>
        )}
      </div>
    </div>
  )
}

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
      {state.status === 'done' ? <Stamped result={state.result} /> : null}
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
          <Link href={pathTo('/app/stamprally/:id', { id: props.rallyId })}>
            {m.checkin.toRally}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
