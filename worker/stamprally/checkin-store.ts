import type { CheckinMethod } from '../../src/shared/api/stamprally'
import { haversineMeters, IMPLAUSIBLE_SPEED_KMH, travelSpeedKmh } from '../../src/shared/geo'

// The writes of a check-in. A refusal is one logged row. An accepted check-in is one D1 batch
// (a transaction): the attempt, the stamp (its primary key makes it one per user and spot), the
// completion (a conditional insert counting the stamps, its primary key makes it once) and the
// reward coupon (INSERT OR IGNORE against coupon_grants' unique key), so concurrent check-ins can
// neither stamp twice nor reward twice, and a failure leaves nothing half-written.

export interface CheckinAttempt {
  rallyId: number
  spotId: number | null
  userId: number
  method: CheckinMethod
  deviceTime: string | null
  serverTime: string
  position: { lat: number; lng: number; accuracy: number } | null
  distanceM: number | null
}

const attemptValues = (attempt: CheckinAttempt) => [
  attempt.rallyId,
  attempt.spotId,
  attempt.userId,
  attempt.method,
  attempt.deviceTime,
  attempt.serverTime,
  attempt.position?.lat ?? null,
  attempt.position?.lng ?? null,
  attempt.position?.accuracy ?? null,
  attempt.distanceM,
]

const INSERT_ATTEMPT = `INSERT INTO rally_checkins (rally_id, spot_id, user_id, method, device_time,
  server_time, lat, lng, accuracy_m, distance_m, attempt_key, outcome, reason, speed_kmh, flagged)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)`

/** Logs a refused attempt (the organizer sees refusals and their reasons). */
export async function recordRefusal(
  db: D1Database,
  attempt: CheckinAttempt,
  reason: string,
): Promise<void> {
  await db
    .prepare(INSERT_ATTEMPT)
    .bind(...attemptValues(attempt), crypto.randomUUID(), 'refused', reason, null, 0)
    .run()
}

interface Travel {
  speedKmh: number | null
  flagged: boolean
}

/** The fastest of the travels from `stamps` to `spot` at `atMs`, flagged when implausible. */
function fastestTravel(
  stamps: { created_at: string; lat: number; lng: number }[],
  spot: { lat: number; lng: number },
  atMs: number,
): Travel {
  let speedKmh: number | null = null
  for (const stamp of stamps) {
    const speed = travelSpeedKmh(
      haversineMeters(stamp, spot),
      Math.abs(atMs - Date.parse(stamp.created_at)),
    )
    if (speedKmh === null || speed > speedKmh) speedKmh = speed
  }
  if (speedKmh === null) return { speedKmh: null, flagged: false }
  return { speedKmh: Math.round(speedKmh * 10) / 10, flagged: speedKmh > IMPLAUSIBLE_SPEED_KMH }
}

/** Speed from the user's latest stamp to this spot, and whether it is implausible. */
export async function travelCheck(
  db: D1Database,
  userId: number,
  spot: { id: number; lat: number; lng: number },
  nowMs: number,
): Promise<Travel> {
  const last = await db
    .prepare(
      `SELECT s.created_at, p.lat, p.lng FROM stamps s JOIN rally_spots p ON p.id = s.spot_id
       WHERE s.user_id = ?1 AND s.spot_id != ?2 ORDER BY s.created_at DESC LIMIT 1`,
    )
    .bind(userId, spot.id)
    .first<{ created_at: string; lat: number; lng: number }>()
  return fastestTravel(last ? [last] : [], spot, nowMs)
}

/**
 * The travel check again once the stamp is written. Two check-ins sent at once from two distant
 * spots (a faked position) both read "no stamp yet" before either is written; whichever batch
 * commits second finds the other stamp here, next to its own in time, and is flagged.
 */
export async function recheckTravel(
  db: D1Database,
  userId: number,
  spot: { id: number; lat: number; lng: number },
  stampedAt: string,
): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT * FROM (SELECT s.created_at, p.lat, p.lng FROM stamps s
         JOIN rally_spots p ON p.id = s.spot_id
         WHERE s.user_id = ?1 AND s.spot_id != ?2 AND s.created_at <= ?3
         ORDER BY s.created_at DESC LIMIT 1)
       UNION ALL
       SELECT * FROM (SELECT s.created_at, p.lat, p.lng FROM stamps s
         JOIN rally_spots p ON p.id = s.spot_id
         WHERE s.user_id = ?1 AND s.spot_id != ?2 AND s.created_at > ?3
         ORDER BY s.created_at ASC LIMIT 1)`,
    )
    .bind(userId, spot.id, stampedAt)
    .all<{ created_at: string; lat: number; lng: number }>()
  const travel = fastestTravel(results, spot, Date.parse(stampedAt))
  if (!travel.flagged) return
  await db.batch([
    db
      .prepare('UPDATE stamps SET flagged = 1 WHERE user_id = ?1 AND spot_id = ?2')
      .bind(userId, spot.id),
    db
      .prepare(
        `UPDATE rally_checkins SET flagged = 1, speed_kmh = ?3
         WHERE attempt_key = (SELECT checkin_key FROM stamps WHERE user_id = ?1 AND spot_id = ?2)`,
      )
      .bind(userId, spot.id, travel.speedKmh),
  ])
}

export interface StampOutcome {
  outcome: 'stamped' | 'already'
  stamped: number
  completed: boolean
  justCompleted: boolean
  rewarded: boolean
}

export async function stampSpot(
  db: D1Database,
  attempt: CheckinAttempt & { spotId: number },
  travel: { speedKmh: number | null; flagged: boolean },
): Promise<StampOutcome> {
  const key = crypto.randomUUID()
  const { rallyId, spotId, userId, serverTime } = attempt
  const flagged = travel.flagged ? 1 : 0
  const results = await db.batch<{
    outcome: 'stamped' | 'already'
    stamped: number
    completed: number
    rewarded: number
  }>([
    db
      .prepare(INSERT_ATTEMPT)
      .bind(...attemptValues(attempt), key, 'already', null, travel.speedKmh, flagged),
    db
      .prepare(
        `INSERT INTO stamps (user_id, spot_id, created_at, checkin_key, flagged)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (user_id, spot_id) DO NOTHING`,
      )
      .bind(userId, spotId, serverTime, key, flagged),
    // The attempt made the stamp only if the stamp carries its key; a repeat is 'already' and
    // not flagged (nothing moved).
    db
      .prepare(
        `UPDATE rally_checkins SET
           outcome = CASE WHEN made THEN 'stamped' ELSE 'already' END,
           flagged = CASE WHEN made THEN flagged ELSE 0 END,
           speed_kmh = CASE WHEN made THEN speed_kmh ELSE NULL END
         FROM (SELECT EXISTS (SELECT 1 FROM stamps WHERE user_id = ?2 AND spot_id = ?3
                 AND checkin_key = ?1) AS made)
         WHERE attempt_key = ?1`,
      )
      .bind(key, userId, spotId),
    db
      .prepare(
        `INSERT INTO rally_completions (rally_id, user_id, completed_at)
         SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM stamps s JOIN rally_spots p ON p.id = s.spot_id
                WHERE s.user_id = ?2 AND p.rally_id = ?1)
            >= (SELECT coalesce(r.required_stamps,
                  (SELECT COUNT(*) FROM rally_spots WHERE rally_id = ?1))
                FROM stamp_rallies r WHERE r.id = ?1)
         ON CONFLICT (rally_id, user_id) DO NOTHING`,
      )
      .bind(rallyId, userId, serverTime),
    db
      .prepare(
        `INSERT OR IGNORE INTO coupon_grants (coupon_id, user_id, source, source_ref)
         SELECT r.reward_coupon_id, ?2, 'rally', 'rally:' || r.id FROM stamp_rallies r
         WHERE r.id = ?1 AND r.reward_coupon_id IS NOT NULL
           AND EXISTS (SELECT 1 FROM rally_completions c WHERE c.rally_id = ?1 AND c.user_id = ?2)`,
      )
      .bind(rallyId, userId),
    db
      .prepare(
        `SELECT
           (SELECT outcome FROM rally_checkins WHERE attempt_key = ?3) AS outcome,
           (SELECT COUNT(*) FROM stamps s JOIN rally_spots p ON p.id = s.spot_id
             WHERE s.user_id = ?2 AND p.rally_id = ?1) AS stamped,
           EXISTS (SELECT 1 FROM rally_completions WHERE rally_id = ?1 AND user_id = ?2) AS completed,
           EXISTS (SELECT 1 FROM stamp_rallies r JOIN coupon_grants g
             ON g.coupon_id = r.reward_coupon_id AND g.user_id = ?2 AND g.source = 'rally'
               AND g.source_ref = 'rally:' || r.id
             WHERE r.id = ?1) AS rewarded`,
      )
      .bind(rallyId, userId, key),
  ])
  const state = results[5]?.results[0]
  if (!state) throw new Error('check-in batch returned no state')
  return {
    outcome: state.outcome,
    stamped: state.stamped,
    completed: state.completed === 1,
    justCompleted: (results[3]?.meta.changes ?? 0) > 0,
    rewarded: state.rewarded === 1,
  }
}
