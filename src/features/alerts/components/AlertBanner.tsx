import { Link } from 'wouter'
import { formatDateTime } from '../../../components/post/time'
import { alertMapHref, alertTone } from '../../../shared/alert-levels'
import { alertWords } from '../../../shared/alert-words'
import type { Alert } from '../../../shared/api/alerts'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { useAlertBook } from '../words'
import { EasyJapaneseToggle } from './EasyJapaneseToggle'

/**
 * The warning in force at the top of every page: its level in JMA's colour (a tsunami or an
 * earthquake its own name and colour instead), its name, when it was issued, what to do, and the
 * hazard map on its layer with the suitable shelters. Further warnings are one link away (the
 * warnings page). It scrolls with the page and never covers the header or the menu.
 */
export function AlertBanner(props: { alerts: Alert[]; stale: string | null }) {
  const { book, issuedAt, map } = useAlertBook()
  const [top, ...rest] = props.alerts
  if (!top) return null
  const words = alertWords(book, top)
  return (
    <section
      className={`alert-banner alert-banner--${alertTone(top)}`}
      aria-label={m.banner.label}
      data-alert={top.id}
    >
      <p className="alert-banner__level">{words.badge}</p>
      <div className="alert-banner__body">
        <p className="alert-banner__title">
          <strong>{words.name}</strong>{' '}
          <span className="alert-banner__time">
            {issuedAt(formatDateTime(top.updatedAt || top.issuedAt))}
          </span>
        </p>
        <p className="alert-banner__action">{words.action}</p>
        {props.stale ? (
          <p className="alert-banner__stale">{m.banner.stale(formatDateTime(props.stale))}</p>
        ) : null}
        <p className="alert-banner__links">
          <Link href={alertMapHref(top)}>{map}</Link>
          {rest.length ? (
            <Link href={pathTo('/app/alerts')}>{m.banner.more(rest.length)}</Link>
          ) : null}
          <EasyJapaneseToggle className="alert-banner__easy" />
        </p>
      </div>
    </section>
  )
}
