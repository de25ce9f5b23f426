import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { SHELTER_HAZARDS } from '../../src/shared/shelters'

// Reading the town's shelters: every imported one, with its designations. A town has tens to a
// few hundred; the hazard map takes them all at once (and keeps them for offline use).

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
}

/** More than any town has; the list is never unbounded. */
const SHELTER_LIMIT = 2000

export async function listShelters(db: D1Database): Promise<ShelterList> {
  const { results } = await db
    .prepare(
      `SELECT v.id, v.shelter_code, v.name, v.address, v.lat, v.lng, d.*
       FROM shelter_designations d JOIN venues v ON v.id = d.venue_id
       WHERE v.kind = 'shelter' AND v.lat IS NOT NULL AND v.lng IS NOT NULL
       ORDER BY v.id LIMIT ?1`,
    )
    .bind(SHELTER_LIMIT)
    .all<ShelterDbRow>()
  const items: Shelter[] = results.map((row) => ({
    id: row.id,
    code: row.shelter_code,
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    emergency: row.emergency === 1,
    evacuation: row.evacuation === 1,
    hazards: SHELTER_HAZARDS.filter((hazard) => row[hazard] === 1),
  }))
  const updated = results.reduce<string | null>(
    (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
    null,
  )
  return { items, updated_at: updated }
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
