import type { RallyDashboard } from '../../src/shared/api/stamprally'

// The organizer's writes (a rally, a spot) and the dashboard's reads.

/**
 * Writes a rally; its id, or null when its reward coupon was already used by someone the coupon
 * was not granted to (then nothing is written). A reward is issued only by completing the rally,
 * so the same batch makes the coupon grant-only: no moment exists when the rally names a coupon
 * anyone may use.
 */
export async function insertRally(
  db: D1Database,
  rally: {
    title: string
    description: string
    reward: string
    starts_at: string
    ends_at: string
    required_stamps: number | null
    reward_coupon_id: number | null
  },
  createdBy: number,
  organizationId: number | null,
): Promise<number | null> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO stamp_rallies (title, description, reward, starts_at, ends_at, required_stamps,
           reward_coupon_id, created_by, organization_id)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
         WHERE ?7 IS NULL OR NOT EXISTS (SELECT 1 FROM coupon_uses cu
           WHERE cu.coupon_id = ?7 AND cu.voided_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM coupon_grants g
               WHERE g.coupon_id = cu.coupon_id AND g.user_id = cu.user_id))
         RETURNING id`,
      )
      .bind(
        rally.title,
        rally.description,
        rally.reward,
        rally.starts_at,
        rally.ends_at,
        rally.required_stamps,
        rally.reward_coupon_id,
        createdBy,
        organizationId,
      ),
    db
      .prepare(
        `UPDATE posts SET coupon_requires_grant = 1
         WHERE id = ?1 AND kind = 'coupon' AND coupon_requires_grant = 0
           AND EXISTS (SELECT 1 FROM stamp_rallies WHERE reward_coupon_id = ?1)`,
      )
      .bind(rally.reward_coupon_id),
  ])
  return inserted?.results[0]?.id ?? null
}

/** The author of coupon post `id` (not deleted), or null when it is no such coupon. */
export async function couponAuthor(db: D1Database, id: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT user_id FROM posts WHERE id = ?1 AND kind = 'coupon' AND visibility != 'deleted'`,
    )
    .bind(id)
    .first<{ user_id: number }>()
  return row?.user_id ?? null
}

/** Adds a spot at the end of the rally's list (the position is computed in the same statement). */
export async function insertSpot(
  db: D1Database,
  rallyId: number,
  spot: {
    name: string
    description: string
    lat: number
    lng: number
    radius_m: number
    method: 'staffed' | 'printed'
    secret: string
    printed_code: string | null
    code_hash: string
  },
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO rally_spots (rally_id, position, name, description, lat, lng, radius_m, method,
         secret, printed_code, code_hash)
       SELECT ?1, coalesce(MAX(position), 0) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       FROM rally_spots WHERE rally_id = ?1
       RETURNING id`,
    )
    .bind(
      rallyId,
      spot.name,
      spot.description,
      spot.lat,
      spot.lng,
      spot.radius_m,
      spot.method,
      spot.secret,
      spot.printed_code,
      spot.code_hash,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('spot insert returned nothing')
  return row.id
}

/** Rows a dashboard lists at most: the latest first. */
const FLAGGED_LIMIT = 100
const RECENT_LIMIT = 50
const HOURS_LIMIT = 5000

export async function dashboardFigures(
  db: D1Database,
  rallyId: number,
): Promise<Omit<RallyDashboard, 'rally' | 'spots'>> {
  const [participants, completions, hours, flagged, recent] = await db.batch<
    Record<string, unknown>
  >([
    db
      .prepare(
        `SELECT COUNT(DISTINCT s.user_id) AS n FROM stamps s
         JOIN rally_spots p ON p.id = s.spot_id WHERE p.rally_id = ?1`,
      )
      .bind(rallyId),
    db.prepare('SELECT COUNT(*) AS n FROM rally_completions WHERE rally_id = ?1').bind(rallyId),
    db
      .prepare(
        `SELECT s.spot_id, substr(s.created_at, 1, 13) || ':00:00.000Z' AS hour, COUNT(*) AS stamps
         FROM stamps s JOIN rally_spots p ON p.id = s.spot_id WHERE p.rally_id = ?1
         GROUP BY s.spot_id, hour ORDER BY hour, s.spot_id LIMIT ?2`,
      )
      .bind(rallyId, HOURS_LIMIT),
    db
      .prepare(
        `SELECT c.id, c.user_id, u.name AS user_name, c.spot_id, p.name AS spot_name, c.server_time,
           c.device_time, c.speed_kmh, c.outcome
         FROM rally_checkins c JOIN users u ON u.id = c.user_id
         LEFT JOIN rally_spots p ON p.id = c.spot_id
         WHERE c.rally_id = ?1 AND c.flagged = 1 ORDER BY c.id DESC LIMIT ?2`,
      )
      .bind(rallyId, FLAGGED_LIMIT),
    db
      .prepare(
        `SELECT c.id, u.name AS user_name, p.name AS spot_name, c.outcome, c.reason, c.server_time,
           c.device_time, c.distance_m, c.accuracy_m
         FROM rally_checkins c JOIN users u ON u.id = c.user_id
         LEFT JOIN rally_spots p ON p.id = c.spot_id
         WHERE c.rally_id = ?1 ORDER BY c.id DESC LIMIT ?2`,
      )
      .bind(rallyId, RECENT_LIMIT),
  ])
  const count = (result: D1Result<Record<string, unknown>> | undefined) =>
    Number(result?.results[0]?.n ?? 0)
  return {
    participants: count(participants),
    completions: count(completions),
    stamps_by_hour: (hours?.results ?? []) as RallyDashboard['stamps_by_hour'],
    flagged: (flagged?.results ?? []) as RallyDashboard['flagged'],
    recent: (recent?.results ?? []) as RallyDashboard['recent'],
  }
}
