import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { formatClock, formatDateTime, formatDay } from '../../../components/post/time'
import { site } from '../../../lib/site'
import { alertMapHref } from '../../../shared/alert-levels'
import type { Alert } from '../../../shared/api/alerts'
import { isTownAreaCode } from '../../../shared/town-name'
import m from '../i18n/current'

/**
 * The area in the site's language: the town's own name (configured) when JMA names the
 * municipality, else the name as JMA or staff wrote it (in Japanese).
 */
function AreaName({ alert }: { alert: Alert }) {
  if (isTownAreaCode(alert.areaCode) && site.townName) return <span>{m.area(site.townName)}</span>
  return <span>{m.area(alert.areaName)}</span>
}

/** The warning's story, oldest first: 大雨注意報 5:38 → 大雨警報 5:39 → 大雨危険警報 5:40 → 解除 5:41. */
function AlertSteps({ alert }: { alert: Alert }) {
  return (
    <ol className="alert-steps" aria-label={m.steps.label}>
      {alert.steps.map((step, i) => {
        const before = alert.steps[i - 1]
        // The date once: a step on the same day as the one before gives its time alone.
        const sameDay = before && formatDay(before.at) === formatDay(step.at)
        return (
          <li key={`${step.step} ${step.at} ${step.level}`} data-step={step.step}>
            <span>{step.step === 'lifted' ? m.steps.lifted : m.title(alert.kind, step.level)}</span>{' '}
            <time dateTime={step.at}>
              {sameDay ? formatClock(step.at) : formatDateTime(step.at)}
            </time>
          </li>
        )
      })}
    </ol>
  )
}

/** One warning on the warnings page: in force (with the way to the shelters) or lifted. */
function AlertItem({ alert }: { alert: Alert }) {
  const lifted = alert.liftedAt !== null
  return (
    <li className={`alert-item${lifted ? ' alert-item--lifted' : ''}`} data-alert={alert.id}>
      <p className={`alert-item__level alert-banner--level${alert.level}`}>
        {m.level(alert.level)}
      </p>
      <div className="alert-item__body">
        <h3 className="alert-item__title">
          {m.title(alert.kind, alert.level)}
          {lifted ? <span className="alert-item__lifted">{m.page.lifted}</span> : null}
        </h3>
        {alert.steps?.length ? (
          <AlertSteps alert={alert} />
        ) : (
          <p className="alert-item__times">
            <time dateTime={alert.updatedAt || alert.issuedAt}>
              {m.issuedAt(formatDateTime(alert.updatedAt || alert.issuedAt))}
            </time>
            {alert.liftedAt ? (
              <time dateTime={alert.liftedAt}>{m.liftedAt(formatDateTime(alert.liftedAt))}</time>
            ) : null}
          </p>
        )}
        {lifted ? null : <p className="alert-item__action">{m.actions[alert.level]}</p>}
        <p className="alert-item__meta">
          <AreaName alert={alert} />
          <span>{m.page.source[alert.source]}</span>
          {alert.shelterIds.length ? <span>{m.page.shelters(alert.shelterIds.length)}</span> : null}
        </p>
        {alert.headline ? (
          // The telegram's own words (or the town's note) are Japanese on every site.
          <p className="alert-item__headline" lang={site.lang === 'ja' ? undefined : 'ja'}>
            {alert.headline}
          </p>
        ) : null}
        {lifted ? null : (
          <p>
            <Link href={alertMapHref(alert)} className="button button--secondary button--small">
              {m.banner.map}
            </Link>
          </p>
        )}
      </div>
    </li>
  )
}

/** Warnings as a list, in the order given; `empty` where there are none. */
export function AlertList({ alerts, empty }: { alerts: Alert[]; empty: ReactNode }) {
  if (alerts.length === 0) return empty
  return (
    <ul className="alert-list">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </ul>
  )
}
