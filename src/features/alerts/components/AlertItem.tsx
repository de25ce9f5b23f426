import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { formatClock, formatDateTime, formatDay } from '../../../components/post/time'
import { site } from '../../../lib/site'
import { alertMapHref, alertTone } from '../../../shared/alert-levels'
import { alertWords } from '../../../shared/alert-words'
import type { Alert } from '../../../shared/api/alerts'
import { isTownAreaCode } from '../../../shared/town-name'
import m from '../i18n/current'
import { type AlertBook, useAlertBook } from '../words'

/**
 * The area in the site's language: the town's own name (configured) when JMA names the
 * municipality, else the name as JMA or staff wrote it, machine-translated on the international
 * sites where a translation could be made.
 */
function AreaName({ alert, book }: { alert: Alert; book: AlertBook }) {
  const town = isTownAreaCode(alert.areaCode) && site.townName
  return <span>{book.area(town || alert.translatedAreaName || alert.areaName)}</span>
}

/** The warning's story, oldest first: 大雨注意報 5:38 → 大雨警報 5:39 → 大雨危険警報 5:40 → 解除 5:41. */
function AlertSteps({ alert, book }: { alert: Alert; book: AlertBook }) {
  return (
    <ol className="alert-steps" aria-label={m.steps.label}>
      {alert.steps.map((step, i) => {
        const before = alert.steps[i - 1]
        // The date once: a step on the same day as the one before gives its time alone.
        const sameDay = before && formatDay(before.at) === formatDay(step.at)
        return (
          <li key={`${step.step} ${step.at} ${step.level}`} data-step={step.step}>
            <span>
              {step.step === 'lifted'
                ? m.steps.lifted
                : alertWords(book.book, { ...alert, level: step.level }).name}
            </span>{' '}
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
function AlertItem({ alert, words: book }: { alert: Alert; words: AlertBook }) {
  const lifted = alert.liftedAt !== null
  const words = alertWords(book.book, alert)
  return (
    <li className={`alert-item${lifted ? ' alert-item--lifted' : ''}`} data-alert={alert.id}>
      <p className={`alert-item__level alert-banner--${alertTone(alert)}`}>{words.badge}</p>
      <div className="alert-item__body">
        <h3 className="alert-item__title">
          {words.name}
          {lifted ? <span className="alert-item__lifted">{m.page.lifted}</span> : null}
        </h3>
        {alert.steps?.length ? (
          <AlertSteps alert={alert} book={book} />
        ) : (
          <p className="alert-item__times">
            <time dateTime={alert.updatedAt || alert.issuedAt}>
              {book.issuedAt(formatDateTime(alert.updatedAt || alert.issuedAt))}
            </time>
            {alert.liftedAt ? (
              <time dateTime={alert.liftedAt}>{m.liftedAt(formatDateTime(alert.liftedAt))}</time>
            ) : null}
          </p>
        )}
        {lifted ? null : <p className="alert-item__action">{words.action}</p>}
        <p className="alert-item__meta">
          <AreaName alert={alert} book={book} />
          <span>{m.page.source[alert.source]}</span>
          {alert.shelterIds.length ? <span>{m.page.shelters(alert.shelterIds.length)}</span> : null}
        </p>
        {alert.headline ? <Headline alert={alert} /> : null}
        {lifted ? null : (
          <p>
            <Link href={alertMapHref(alert)} className="button button--secondary button--small">
              {book.map}
            </Link>
          </p>
        )}
      </div>
    </li>
  )
}

/**
 * The telegram's 見出し or the town's note: in the site's language where it was translated (by
 * machine, so marked), with the Japanese beside it for a local to read; otherwise the Japanese.
 */
function Headline({ alert }: { alert: Alert }) {
  const japanese = site.lang === 'ja' ? undefined : 'ja'
  if (!alert.translatedHeadline) {
    return (
      <p className="alert-item__headline" lang={japanese}>
        {alert.headline}
      </p>
    )
  }
  return (
    <div className="alert-item__headline" data-translated>
      <p>
        {alert.translatedHeadline} <span className="alert-item__machine">{m.headline.machine}</span>
      </p>
      <p className="alert-item__original">
        <span>{m.headline.original}</span> <span lang="ja">{alert.headline}</span>
      </p>
    </div>
  )
}

/** Warnings as a list, in the order given; `empty` where there are none. */
export function AlertList({ alerts, empty }: { alerts: Alert[]; empty: ReactNode }) {
  const words = useAlertBook()
  if (alerts.length === 0) return empty
  return (
    <ul className="alert-list">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} words={words} />
      ))}
    </ul>
  )
}
