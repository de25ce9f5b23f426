import type {
  CheckinMethod,
  RallyProgress,
  RallySpot,
  RallySummary,
} from '../../src/shared/api/stamprally'
import { rallyStatusAt } from '../../src/shared/stamprally'

// Reads of rallies, their spots and one user's progress.

export interface RallyRow {
  id: number
  title: string
  description: string
  reward: string
  starts_at: string
  ends_at: string
  image_key: string | null
  required_stamps: number | null
  reward_coupon_id: number | null
  created_by: number | null
  organization_id: number | null
  spot_count: number
  coupon_title: string | null
}

export interface SpotRow {
  id: number
  rally_id: number
  position: number
  name: string
  description: string
  lat: number
  lng: number
  radius_m: number
  method: CheckinMethod
  secret: string | null
  code_hash: string
  printed_code: string | null
}

const RALLY_COLUMNS = `r.id, r.title, r.description, r.reward, r.starts_at, r.ends_at, r.image_key,
  r.required_stamps, r.reward_coupon_id, r.created_by, r.organization_id,
  (SELECT COUNT(*) FROM rally_spots s WHERE s.rally_id = r.id) AS spot_count,
  (SELECT coalesce(p.title, p.coupon_offer) FROM posts p
    WHERE p.id = r.reward_coupon_id AND p.kind = 'coupon' AND p.visibility = 'public') AS coupon_title`

/** Rallies newest period first; a town runs a handful a year. */
const LIST_LIMIT = 100

export async function listRallies(db: D1Database): Promise<RallyRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${RALLY_COLUMNS} FROM stamp_rallies r ORDER BY r.starts_at DESC, r.id DESC LIMIT ?1`,
    )
    .bind(LIST_LIMIT)
    .all<RallyRow>()
  return results
}

export function findRally(db: D1Database, id: number): Promise<RallyRow | null> {
  return db
    .prepare(`SELECT ${RALLY_COLUMNS} FROM stamp_rallies r WHERE r.id = ?1`)
    .bind(id)
    .first<RallyRow>()
}

export async function rallySpots(db: D1Database, rallyId: number): Promise<SpotRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, rally_id, position, name, description, lat, lng, radius_m, method, secret,
         code_hash, printed_code
       FROM rally_spots WHERE rally_id = ?1 ORDER BY position, id`,
    )
    .bind(rallyId)
    .all<SpotRow>()
  return results
}

/** Stamps needed to complete: the rally's N, or every spot when it sets none. */
export const requiredStamps = (rally: Pick<RallyRow, 'required_stamps' | 'spot_count'>) =>
  rally.required_stamps ?? rally.spot_count

/** One user's stamps (spot → when) in the given rallies, plus completions and rewards. */
export async function progressOf(
  db: D1Database,
  userId: number,
  rallyIds: number[],
): Promise<{
  stamps: Map<number, { rally_id: number; created_at: string }>
  completed: Set<number>
  rewarded: Set<number>
}> {
  const stamps = new Map<number, { rally_id: number; created_at: string }>()
  const completed = new Set<number>()
  const rewarded = new Set<number>()
  if (rallyIds.length === 0) return { stamps, completed, rewarded }
  const ids = JSON.stringify(rallyIds)
  const [stampRows, completionRows, grantRows] = await db.batch<{
    rally_id: number
    spot_id?: number
    created_at?: string
  }>([
    db
      .prepare(
        `SELECT s.spot_id, p.rally_id, s.created_at FROM stamps s
         JOIN rally_spots p ON p.id = s.spot_id
         WHERE s.user_id = ?1 AND p.rally_id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(userId, ids),
    db
      .prepare(
        `SELECT rally_id FROM rally_completions
         WHERE user_id = ?1 AND rally_id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(userId, ids),
    db
      .prepare(
        `SELECT r.id AS rally_id FROM stamp_rallies r
         JOIN coupon_grants g ON g.coupon_id = r.reward_coupon_id AND g.user_id = ?1
           AND g.source = 'rally' AND g.source_ref = 'rally:' || r.id
         WHERE r.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(userId, ids),
  ])
  for (const row of stampRows?.results ?? []) {
    if (row.spot_id !== undefined && row.created_at !== undefined) {
      stamps.set(row.spot_id, { rally_id: row.rally_id, created_at: row.created_at })
    }
  }
  for (const row of completionRows?.results ?? []) completed.add(row.rally_id)
  for (const row of grantRows?.results ?? []) rewarded.add(row.rally_id)
  return { stamps, completed, rewarded }
}

export function toRallySummary(
  row: RallyRow,
  now: number,
  progress: RallyProgress | null,
): RallySummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: rallyStatusAt(row, now),
    spot_count: row.spot_count,
    required_stamps: requiredStamps(row),
    reward: {
      text: row.reward,
      coupon:
        row.reward_coupon_id !== null && row.coupon_title !== null
          ? { id: row.reward_coupon_id, title: row.coupon_title }
          : null,
    },
    image_url: row.image_key ? `/media/${row.image_key}` : null,
    progress,
  }
}

export function progressFor(
  row: RallyRow,
  progress: Awaited<ReturnType<typeof progressOf>>,
): RallyProgress {
  let stamped = 0
  for (const stamp of progress.stamps.values()) if (stamp.rally_id === row.id) stamped += 1
  return {
    stamped,
    required: requiredStamps(row),
    completed: progress.completed.has(row.id),
    rewarded: progress.rewarded.has(row.id),
  }
}

export function toRallySpot(row: SpotRow, stampedAt: string | null): RallySpot {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    radius_m: row.radius_m,
    method: row.method,
    stamped_at: stampedAt,
  }
}
