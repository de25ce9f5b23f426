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

// ---- The shelters for a point's hazards -----------------------------------------------------

/**
 * A shelter that may be suggested: not 満員 or 閉鎖 by staff (a crowded one still takes people).
 * Every suggestion (the hazard map's answer, disaster mode's walk) goes through this.
 */
export const takesPeople = (shelter: Shelter): boolean =>
  shelter.status?.state !== 'full' && shelter.status?.state !== 'closed'

/**
 * The order a point's hazards are answered in: the one that leaves the least time first (a
 * tsunami arrives in minutes, a slope fails without warning), then the slow rising waters.
 */
const URGENCY: readonly ShelterHazard[] = [
  'tsunami',
  'sediment',
  'storm_surge',
  'flood',
  'inland_flood',
  'volcano',
  'fire',
  'earthquake',
]

export interface HazardShelters<T> {
  hazard: ShelterHazard
  /** The nearest 指定緊急避難場所 designated for `hazard` that take people, nearest first. */
  nearest: (T & { metres: number })[]
}

/**
 * For each hazard the point has (most urgent first; `first`, the warning's hazard, before the
 * rest), the nearest shelters designated for it. Full and closed shelters are never listed, so
 * the first shelter of the answer is always designated for a hazard of the point.
 */
export function sheltersForHazards<T extends Shelter>(
  shelters: readonly T[],
  hazards: readonly ShelterHazard[],
  from: { lat: number; lng: number },
  options: { count?: number; first?: ShelterHazard | null } = {},
): HazardShelters<T>[] {
  const rank = (hazard: ShelterHazard) => (hazard === options.first ? -1 : URGENCY.indexOf(hazard))
  return [...new Set(hazards)]
    .sort((a, b) => rank(a) - rank(b))
    .map((hazard) => ({
      hazard,
      nearest: nearestShelters(
        shelters.filter((s) => s.emergency && s.hazards.includes(hazard) && takesPeople(s)),
        from.lat,
        from.lng,
        options.count ?? 3,
      ),
    }))
}

// ---- Disaster mode ---------------------------------------------------------------------------

type Position = { lat: number; lng: number }

/** The nearest of `candidates` to `from` that takes people, with the walking time (disaster mode). */
export function nearestWithWalkingTime(candidates: readonly Shelter[], from: Position) {
  const [first] = nearestShelters(candidates.filter(takesPeople), from.lat, from.lng, 1)
  return (
    first && {
      shelter: first as Shelter,
      metres: first.metres,
      minutes: walkingMinutes(first.metres),
    }
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
  /** The nearest of these to `from` that takes people (`takesPeople`), with the walking time. */
  nearest: (
    candidates: Shelter[],
    from: Position,
  ) => { shelter: Shelter; metres: number; minutes: number } | undefined
  locate: () => void
}
