import { call, toApiError } from '../../lib/api'
import type { AlertState } from '../../shared/api/alerts'

// Disaster mode's API (src/shared/api/alerts.ts, served by worker/alerts).

/**
 * The warnings in force; null when the Worker has no alerts API (404: the page's own banner is
 * then all there is). Any other failure is thrown, so the caller keeps what it knew (offline, a
 * failing server).
 */
export async function fetchAlertState(): Promise<AlertState | null> {
  try {
    return await call('GET /api/alerts')
  } catch (err) {
    if (toApiError(err).status === 404) return null
    throw err
  }
}

export const fetchAlertHistory = (before: string | null) =>
  call('GET /api/alerts/history', before ? { query: { before } } : {})
