// The JMA feeds' health as the desk's 避難情報 tab shows it (GET /api/admin/alerts/feed-health)
// and GET /api/health reports it: per feed the last successful read and the back-off.

export type JmaFeedName = 'extra' | 'eqvol'

/**
 * healthy: read within the last 10 minutes, no failure since; backing_off: the last reads failed,
 * the poller waits before the next try, but a read succeeded within 10 minutes; down: no read has
 * succeeded for 10 minutes (staff are told); unknown: never read yet (a fresh install).
 */
export type FeedState = 'healthy' | 'backing_off' | 'down' | 'unknown'

export interface FeedStatus {
  feed: JmaFeedName
  state: FeedState
  /** The last successful read (200 or 304), ISO time; null if none. */
  lastReadAt: string | null
  /** Failed reads in a row since the last success. */
  failures: number
  /** When the poller tries again after failures; null when it is not backing off. */
  retryAt: string | null
}

export interface FeedHealth {
  /** The worst of the feeds' states. */
  state: FeedState
  feeds: FeedStatus[]
  /** Since when reads have failed (the outage's start), while they do. */
  failingSince: string | null
  /** The last JMA telegram that changed a warning. */
  lastTelegram: { kind: string; status: string; reportAt: string; receivedAt: string } | null
}

/** No successful read for this long is an outage staff are told about. */
export const FEED_DOWN_AFTER_MS = 10 * 60_000
