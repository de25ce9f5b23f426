import {
  ALERT_KINDS,
  type Alert,
  type AlertState,
  BANNER_MIN_LEVEL,
} from '../../src/shared/api/alerts'
import { type AlertStamp, alertStamp, forgetAlertStamp } from '../lib/alert-version'
import { alertsInForce, withSteps } from './alert-store'

/**
 * The warnings in force as an isolate last read them, under the version they were read at
 * (worker/lib/alert-version.ts). Nearly every page is drawn while nothing changes, and without this
 * each one paid a database round trip for the same answer; keyed by the version, it is never
 * older than the version the isolate last saw (at most STAMP_FRESH_MS old).
 */
let held: { version: string; alerts: Alert[] } | null = null

/** Forgets what this isolate remembers of the warnings: called after it changes them. */
export function forgetAlertMemo(): void {
  held = null
  forgetAlertStamp()
}

/**
 * The warnings in force (level ≥ 2, most severe first, with their steps) and the stamp they
 * belong to. With `memo` (ALERT_STATE_MEMO = "on" outside tests, which write warnings behind the
 * app's back), the stamp is read at most every STAMP_FRESH_MS and the warnings only when it moved.
 */
export async function readAlerts(
  db: D1Database,
  memo: boolean,
  now = Date.now(),
): Promise<{ stamp: AlertStamp; alerts: Alert[] }> {
  const stamp = await alertStamp(db, memo, now)
  if (memo && held?.version === stamp.version) return { stamp, alerts: held.alerts }
  // Read after the stamp: what is kept under a version is never older than it.
  const alerts = await withSteps(db, await alertsInForce(db))
  if (memo) held = { version: stamp.version, alerts }
  return { stamp, alerts }
}

/** The warnings in force (level ≥ 2, most severe first) and when the feeds were last read. */
export async function alertState(db: D1Database, memo = false): Promise<AlertState> {
  const { stamp, alerts } = await readAlerts(db, memo)
  return { alerts, checkedAt: stamp.checkedAt }
}

/** More warnings than this are one link away anyway (the banner shows one and a count). */
const BANNER_MOST = 20

const isKnownKind = (kind: string) => (ALERT_KINDS as readonly string[]).includes(kind)

/**
 * The warnings the banner shows: those in force from level 3, in the API's order (alertState, as
 * the app's banner orders them), at most BANNER_MOST. A kind this build does not know is left out
 * rather than shown without words.
 */
export async function bannerAlerts(db: D1Database, memo: boolean, now = Date.now()) {
  const { alerts } = await readAlerts(db, memo, now)
  return alerts
    .filter(
      (alert) => alert.level >= BANNER_MIN_LEVEL && alert.level <= 5 && isKnownKind(alert.kind),
    )
    .slice(0, BANNER_MOST)
}
