// Shelters: the hazards they are designated for and the nearest-shelter arithmetic, for the Worker
// (worker/hazard) and the SPA (src/features/hazardmap). The CSV is read by ./shelter-csv.ts.

import type { Shelter } from './api/hazard'
import { SHELTER_HAZARDS, type ShelterHazard } from './shelter-csv'

// The hazards live with the CSV reader, which Node loads without a bundler.
export { SHELTER_HAZARD_COLUMNS, SHELTER_HAZARDS, type ShelterHazard } from './shelter-csv'

export const isShelterHazard = (value: unknown): value is ShelterHazard =>
  typeof value === 'string' && (SHELTER_HAZARDS as readonly string[]).includes(value)

// ---- Nearest shelters ------------------------------------------------------------------------

/** Walking speed assumed for the 目安 time: 1 m/s (60 m a minute), slower than the 80 m a minute
 * of property ads, because people evacuate with children, elders and luggage. */
export const WALKING_METRES_PER_MINUTE = 60

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)))
}

export const walkingMinutes = (metres: number) =>
  Math.max(1, Math.ceil(metres / WALKING_METRES_PER_MINUTE))

/** The `count` nearest of the given places, nearest first, with their straight-line distance. */
export function nearestShelters<T extends { lat: number; lng: number }>(
  shelters: readonly T[],
  lat: number,
  lng: number,
  count = 3,
): (T & { metres: number })[] {
  return shelters
    .map((shelter) => ({ ...shelter, metres: distanceMetres(lat, lng, shelter.lat, shelter.lng) }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, count)
}

// ---- Disaster mode ---------------------------------------------------------------------------

type Position = { lat: number; lng: number }

/** The nearest of `candidates` to `from`, with the walking time (disaster mode's suggestion). */
export function nearestWithWalkingTime<T extends Position>(
  candidates: readonly T[],
  from: Position,
) {
  const [first] = nearestShelters(candidates, from.lat, from.lng, 1)
  return (
    first && { shelter: first as T, metres: first.metres, minutes: walkingMinutes(first.metres) }
  )
}

/**
 * What the hazard map's page gives disaster mode's panel (the alerts feature's; the two meet in
 * src/app/HazardMapRoute.tsx).
 */
export interface DisasterView {
  shelters: Shelter[]
  /** Where the resident is, once 「現在地」 has found them. */
  here: Position | null
  /** The nearest of these to `from`, with the walking time. */
  nearest: (
    candidates: Shelter[],
    from: Position,
  ) => { shelter: Shelter; metres: number; minutes: number } | undefined
  locate: () => void
}
