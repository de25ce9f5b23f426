import { useCallback, useEffect, useState } from 'react'
import { formatDateTime } from '../../../components/post/time'
import { LineFriendButton } from '../../../components/town/LineFriendButton'
import { toApiError } from '../../../lib/api'
import type { Alert } from '../../../shared/api/alerts'
import { fetchAlertHistory } from '../api'
import { AlertList } from '../components/AlertItem'
import { EasyJapaneseToggle } from '../components/EasyJapaneseToggle'
import { ReadAloud } from '../components/ReadAloud'
import m from '../i18n/current'
import { ShelterStatesNow } from '../shelter-states/ShelterStatesNow'
import { alertsInForce, useKnownAlerts } from '../state'
import { useEasyLead } from '../words'
import '../alerts.css'

type History =
  | { status: 'loading' }
  | { status: 'ready'; items: Alert[]; next: string | null; more: boolean }
  | { status: 'error'; items: Alert[]; next: string | null }

/** Lifted warnings, newest first, a page at a time; a Worker without the history reads as none. */
function useHistory() {
  const [history, setHistory] = useState<History>({ status: 'loading' })
  const load = useCallback((before: string | null, kept: Alert[]) => {
    setHistory({ status: 'ready', items: kept, next: before, more: true })
    fetchAlertHistory(before).then(
      (page) =>
        setHistory({
          status: 'ready',
          items: [...kept, ...page.alerts],
          next: page.next,
          more: false,
        }),
      (err: unknown) =>
        setHistory(
          toApiError(err).status === 404
            ? { status: 'ready', items: kept, next: null, more: false }
            : { status: 'error', items: kept, next: before },
        ),
    )
  }, [])
  useEffect(() => load(null, []), [load])
  return { history, load }
}

/**
 * `/app/alerts`: the warnings in force (as the banner knows them, so also offline) and the past
 * ones with their times.
 */
export function AlertsPage() {
  const known = useKnownAlerts()
  const current = alertsInForce(known)
  // The last read of JMA's feeds as the latest answer says it: not an old copy of this device's
  // (unless offline, where the banner says it may be old).
  const checkedAt = known?.source === 'api' || known?.stale ? known.state.checkedAt : null
  const { history, load } = useHistory()
  const easyLead = useEasyLead()
  const past =
    history.status === 'loading'
      ? []
      : history.items.filter((alert) => !current.some((now) => now.id === alert.id))
  return (
    <main className="page alerts-page">
      <h1 className="page-title">{m.page.title}</h1>
      <p className="page-lead">{easyLead ?? m.page.lead}</p>
      <div className="alerts-page__tools">
        <EasyJapaneseToggle className="button button--secondary button--small" />
        <ReadAloud alerts={current} />
      </div>
      <section aria-labelledby="alerts-now">
        <h2 id="alerts-now">{m.page.now}</h2>
        <AlertList alerts={current} empty={<p className="alerts-page__none">{m.page.none}</p>} />
        <ShelterStatesNow alerts={current.filter((alert) => alert.level >= 3)} />
        {checkedAt ? (
          <p className="alerts-page__note">{m.page.checkedAt(formatDateTime(checkedAt))}</p>
        ) : null}
      </section>
      <section aria-labelledby="alerts-history" aria-busy={history.status === 'loading'}>
        <h2 id="alerts-history">{m.page.history}</h2>
        <AlertList
          alerts={past}
          empty={history.status === 'ready' && !history.more ? <p>{m.page.noHistory}</p> : null}
        />
        {history.status === 'error' ? (
          <div role="alert" className="alerts-page__error">
            <p>{m.page.loadFailed}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => load(history.next, history.items)}
            >
              {m.page.retry}
            </button>
          </div>
        ) : history.status === 'ready' && history.next && !history.more ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => load(history.next, history.items)}
          >
            {m.page.more}
          </button>
        ) : null}
      </section>
      <LineFriendButton />
      <p className="alerts-page__note">{m.page.notOfficial}</p>
    </main>
  )
}
