import type { FeedState, JmaFeedName } from './feed-health'

// GET /api/health (worker/health/routes.ts): what a monitor reads. Always 200 while the Worker
// answers; `status` says whether it is degraded.

export interface HealthReport {
  /** "degraded": D1 is unavailable or no JMA read has succeeded for 10 minutes. */
  status: 'ok' | 'degraded'
  build: string
  database: 'ok' | 'unavailable'
  /** The last D1 migration applied (null when none or D1 is unavailable). */
  schema: { version: number; name: string } | null
  /** The JMA feeds (null when D1 or the feed state could not be read). */
  jma: {
    state: FeedState
    feeds: { feed: JmaFeedName; state: FeedState; lastReadAt: string | null }[]
  } | null
  /** Which optional services are set up. */
  services: { push: boolean; translation: boolean; payments: boolean; authEmulator: boolean }
}
