import { useEffect, useState } from 'react'
import { Nums } from '../../../../components/Nums'
import { formatDateTime } from '../../../../components/post/time'
import { call } from '../../../../lib/api'
import type { FeedHealth, FeedStatus } from '../../../../shared/api/feed-health'
import m from './i18n/current'
import './feed-health.css'

/** Read again this often while the tab is open: the poller reads JMA each minute. */
const REFRESH_MS = 60_000

export const fetchFeedHealth = () => call('GET /api/admin/alerts/feed-health')

/**
 * Is the JMA feed alive: each feed's last successful read and back-off, and the last telegram
 * that changed a warning, so staff know in an emergency whether the warnings shown are current.
 */
export function FeedHealthPanel() {
  const [health, setHealth] = useState<FeedHealth | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    const load = () =>
      fetchFeedHealth().then(
        (value) => {
          if (!live) return
          setHealth(value)
          setFailed(false)
        },
        () => live && setFailed(true),
      )
    void load()
    const timer = setInterval(() => void load(), REFRESH_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])

  return (
    <section
      className={`feed-health feed-health--${health?.state ?? 'unknown'}`}
      aria-labelledby="feed-health-title"
    >
      <h3 id="feed-health-title">
        {m.title}
        {health && <span className="feed-health__state">{m.states[health.state]}</span>}
      </h3>
      {failed && <p className="field__error">{m.loadFailed}</p>}
      {health && (
        <>
          <p className="feed-health__lead" role={health.state === 'down' ? 'alert' : undefined}>
            {m.leads[health.state]}
          </p>
          <dl className="feed-health__feeds">
            {health.feeds.map((feed) => (
              <FeedRow key={feed.feed} feed={feed} />
            ))}
            <div className="feed-health__feed">
              <dt>{m.lastTelegram}</dt>
              <dd>
                {health.lastTelegram ? (
                  <Nums>{m.lastTelegramAt(formatDateTime(health.lastTelegram.receivedAt))}</Nums>
                ) : (
                  m.noTelegram
                )}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  )
}

function FeedRow({ feed }: { feed: FeedStatus }) {
  return (
    <div className={`feed-health__feed feed-health__feed--${feed.state}`}>
      <dt>
        {m.feeds[feed.feed]} <span className="feed-health__badge">{m.states[feed.state]}</span>
      </dt>
      <dd>
        {m.lastRead}: <Nums>{feed.lastReadAt ? formatDateTime(feed.lastReadAt) : m.never}</Nums>
        {feed.failures > 0 && (
          <span className="feed-health__retry">
            <span>{m.failures(feed.failures)}</span>
            {/* The retry's date and time stay on one line together. */}
            {feed.retryAt && <span>{m.retryAt(formatDateTime(feed.retryAt))}</span>}
          </span>
        )}
      </dd>
    </div>
  )
}
