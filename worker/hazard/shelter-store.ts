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
