import { Link } from 'wouter'
import { formatDateTime } from '../../../components/post/time'
import { alertMapHref } from '../../../shared/alert-levels'
import type { Alert } from '../../../shared/api/alerts'
import m from '../i18n/current'

/**
 * The warning in force at the top of every page: its level in JMA's colour, its name, when it was
 * issued, what to do at that level, and the hazard map on its layer with the suitable shelters.
 * Further warnings are one link away (the warnings page). It scrolls with the page and never
 * covers the header or the menu.
 */
export function AlertBanner(props: { alerts: Alert[]; stale: string | null }) {
  const [top, ...rest] = props.alerts
  if (!top) return null
  return (
    <section
      className={`alert-banner alert-banner--level${top.level}`}
      aria-label={m.banner.label}
      data-alert={top.id}
    >
      <p className="alert-banner__level">{m.level(top.level)}</p>
      <div className="alert-banner__body">
        <p className="alert-banner__title">
          <strong>{m.title(top.kind, top.level)}</strong>{' '}
          <span className="alert-banner__time">
            {m.issuedAt(formatDateTime(top.updatedAt || top.issuedAt))}
          </span>
        </p>
        <p className="alert-banner__action">{m.actions[top.level]}</p>
        {props.stale ? (
          <p className="alert-banner__stale">{m.banner.stale(formatDateTime(props.stale))}</p>
        ) : null}
        <p className="alert-banner__links">
          <Link href={alertMapHref(top)}>{m.banner.map}</Link>
          {rest.length ? <Link href="/app/alerts">{m.banner.more(rest.length)}</Link> : null}
        </p>
      </div>
    </section>
  )
}
