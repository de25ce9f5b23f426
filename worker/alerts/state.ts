import {
  ALERT_KINDS,
  type Alert,
  type AlertState,
  BANNER_MIN_LEVEL,
} from '../../src/shared/api/alerts'
import { alertsInForce, lastChecked, toAlert } from './alert-store'

/** The warnings in force (level ≥ 2, most severe first) and when the feeds were last read. */
export async function alertState(db: D1Database): Promise<AlertState> {
  const [rows, checkedAt] = await Promise.all([alertsInForce(db), lastChecked(db)])
  return { alerts: rows.map(toAlert), checkedAt }
}

/** More warnings than this are one link away anyway (the banner shows one and a count). */
const BANNER_MOST = 20

/**
 * How long an isolate trusts "no warning for the banner" before asking D1 again. Nearly every
 * page is drawn while nothing is in force, and without this each one paid a database round trip
 * for an empty answer. 10 s is well inside the minute between two polls of the feeds and the 60 s
 * anonymous pages may be kept by the edge cache; a warning written through this isolate (the
 * poll, the desk) clears it at once.
 */
const QUIET_FOR_MS = 10_000
let quietUntil = 0

/** Forgets the remembered "nothing in force": called after this isolate writes a warning. */
export function forgetQuiet(): void {
  quietUntil = 0
}

const isKnownKind = (kind: string) => (ALERT_KINDS as readonly string[]).includes(kind)

/**
 * The warnings the banner shows: those in force from level 3, in the API's order (alertState, as
 * the app's banner orders them), at most BANNER_MOST. A kind this build does not know is left out
 * rather than shown without words. With `memo` ("on" outside tests, which write warnings behind
 * the app's back), an empty answer is kept in the isolate for QUIET_FOR_MS.
 */
export async function bannerAlerts(db: D1Database, memo: boolean, now = Date.now()) {
  if (memo && now < quietUntil) return []
  const rows = await alertsInForce(db)
  const alerts: Alert[] = rows
    .filter((row) => row.level >= BANNER_MIN_LEVEL && row.level <= 5 && isKnownKind(row.kind))
    .slice(0, BANNER_MOST)
    .map(toAlert)
  if (memo && alerts.length === 0) quietUntil = now + QUIET_FOR_MS
  return alerts
}
