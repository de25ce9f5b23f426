import type { Shelter, ShelterList, ShelterState } from '../../src/shared/api/hazard'
import { SHELTER_HAZARDS } from '../../src/shared/shelters'
import { STATUS_IN_FORCE } from './shelter-status'

// Reading the shelters the hazard map shows: those inside its view (bbox), nearest to the view's
// centre first, at most SHELTER_VIEW_LIMIT; `truncated` says the view held more (zoom in).

interface ShelterDbRow {
  id: number
  shelter_code: string
  name: string
  address: string
  lat: number
  lng: number
  emergency: number
  evacuation: number
  updated_at: string
  flood: number
  sediment: number
  storm_surge: number
  earthquake: number
  tsunami: number
  fire: number
  inland_flood: number
  volcano: number
  /** The status staff set during the warnings in force (./shelter-status.ts), else null. */
  status: ShelterState | null
  status_at: string | null
}

/** A view of the whole town shows every shelter of a town of tens to a few hundred. */
export const SHELTER_VIEW_LIMIT = 500

/** west, south, east, north */
export type Bbox = [number, number, number, number]

export async function listShelters(db: D1Database, bbox: Bbox): Promise<ShelterList> {
  const [west, south, east, north] = bbox
  const centreLat = (south + north) / 2
  const centreLng = (west + east) / 2
  // Degrees of longitude shrink with latitude; this weighs them for "nearest the centre".
  const lngWeight = Math.cos((centreLat * Math.PI) / 180) ** 2
  const [found, latest] = await db.batch<ShelterDbRow | { updated_at: string | null }>([
    db
      .prepare(
        `SELECT v.id, v.shelter_code, v.name, v.address, v.lat, v.lng, d.*,
           s.status, s.set_at AS status_at
         FROM shelter_designations d JOIN venues v ON v.id = d.venue_id
         LEFT JOIN shelter_status s ON s.venue_id = v.id AND ${STATUS_IN_FORCE}
         WHERE v.kind = 'shelter' AND v.lat BETWEEN ?1 AND ?2 AND v.lng BETWEEN ?3 AND ?4
         ORDER BY (v.lat - ?5) * (v.lat - ?5) + (v.lng - ?6) * (v.lng - ?6) * ?7, v.id
         LIMIT ?8`,
      )
      .bind(south, north, west, east, centreLat, centreLng, lngWeight, SHELTER_VIEW_LIMIT + 1),
    db.prepare('SELECT MAX(updated_at) AS updated_at FROM shelter_designations'),
  ])
  const rows = (found?.results ?? []) as ShelterDbRow[]
  const items: Shelter[] = rows.slice(0, SHELTER_VIEW_LIMIT).map((row) => ({
    id: row.id,
    code: row.shelter_code,
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    emergency: row.emergency === 1,
    evacuation: row.evacuation === 1,
    hazards: SHELTER_HAZARDS.filter((hazard) => row[hazard] === 1),
    status: row.status && row.status_at ? { state: row.status, setAt: row.status_at } : null,
  }))
  const updated = (latest?.results?.[0] as { updated_at: string | null } | undefined)?.updated_at
  return { items, truncated: rows.length > SHELTER_VIEW_LIMIT, updated_at: updated ?? null }
}

// 「マイ避難所」 of a signed-in resident: rows of place_favorites (target 'place') that point at
// shelters. The places lists read only venues and restaurants, so these never show up there.

/** A person saves a handful; the cap keeps the list (and the offline copy) small. */
export const MY_SHELTER_LIMIT = 50

export async function mySheltersOf(db: D1Database, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT v.id FROM place_favorites f JOIN venues v ON v.id = f.target_id
       WHERE f.user_id = ?1 AND f.target = 'place' AND v.kind = 'shelter'
       ORDER BY f.rowid LIMIT ?2`,
    )
    .bind(userId, MY_SHELTER_LIMIT)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}

/**
 * Saves (idempotent, and only while fewer than MY_SHELTER_LIMIT are saved: one conditional
 * statement, so two taps at once cannot pass the cap) or unsaves. False when the id is no shelter.
 */
export async function setMyShelter(
  db: D1Database,
  userId: number,
  shelterId: number,
  on: boolean,
): Promise<'saved' | 'removed' | 'full' | 'not_found'> {
  const shelter = await db
    .prepare("SELECT 1 AS found FROM venues WHERE id = ?1 AND kind = 'shelter'")
    .bind(shelterId)
    .first()
  if (!shelter) return 'not_found'
  if (!on) {
    await db
      .prepare(
        "DELETE FROM place_favorites WHERE user_id = ?1 AND target = 'place' AND target_id = ?2",
      )
      .bind(userId, shelterId)
      .run()
    return 'removed'
  }
  await db
    .prepare(
      `INSERT OR IGNORE INTO place_favorites (user_id, target, target_id)
       SELECT ?1, 'place', ?2 WHERE (
         SELECT COUNT(*) FROM place_favorites f JOIN venues v ON v.id = f.target_id
         WHERE f.user_id = ?1 AND f.target = 'place' AND v.kind = 'shelter'
       ) < ?3`,
    )
    .bind(userId, shelterId, MY_SHELTER_LIMIT)
    .run()
  const saved = await db
    .prepare(
      "SELECT 1 AS saved FROM place_favorites WHERE user_id = ?1 AND target = 'place' AND target_id = ?2",
    )
    .bind(userId, shelterId)
    .first()
  return saved ? 'saved' : 'full'
}
