import { Link } from 'wouter'
import { formatEventRange } from '../../../components/post/time'
import type { RallyProgress, RallySummary } from '../../../shared/api/stamprally'
import m from '../i18n/current'

/** n / m with a bar; the bar is decoration, the text says it. */
export function ProgressCard(props: { progress: RallyProgress }) {
  const { stamped, required, completed } = props.progress
  const percent = Math.min(100, Math.round((stamped / Math.max(required, 1)) * 100))
  return (
    <div className="rally-progress">
      <p className="rally-progress__count">
        <span aria-hidden="true">{m.stampRally.progress(stamped, required)}</span>
        <span className="visually-hidden">{m.stampRally.progressLabel(stamped, required)}</span>
      </p>
      <div className="rally-progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      {completed ? <p className="badge badge--success">{m.stampRally.completed}</p> : null}
    </div>
  )
}

export function RallyCard(props: { rally: RallySummary }) {
  const { rally } = props
  return (
    <li className="rally-card">
      <h3 className="rally-card__title">
        <Link href={`/app/stamprally/${rally.id}`}>{rally.title}</Link>
      </h3>
      <dl className="rally-facts">
        <dt>{m.stampRally.period}</dt>
        <dd>{formatEventRange(rally.starts_at, rally.ends_at)}</dd>
        <dt>{m.stampRally.reward}</dt>
        <dd>{rally.reward.coupon?.title ?? rally.reward.text}</dd>
      </dl>
      {rally.progress ? <ProgressCard progress={rally.progress} /> : null}
    </li>
  )
}
