import type { AlertState } from '../../src/shared/api/alerts'
import { alertsInForce, lastChecked, toAlert } from './alert-store'

/** The warnings in force (level ≥ 2, most severe first) and when the feeds were last read. */
export async function alertState(db: D1Database): Promise<AlertState> {
  const [rows, checkedAt] = await Promise.all([alertsInForce(db), lastChecked(db)])
  return { alerts: rows.map(toAlert), checkedAt }
}
