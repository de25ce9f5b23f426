// Distances on the ground and the check-in rules built on them. The Worker decides a printed-code
// check-in with these functions, and the SPA shows the same verdict as a hint before sending it,
// so the two can never disagree about where a spot's circle ends.

const EARTH_RADIUS_M = 6_371_008.8

export interface LatLng {
  lat: number
  lng: number
}

/** Great-circle distance in metres (haversine on the mean Earth radius). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A spot's circle: the default radius when the organizer sets none. */
export const DEFAULT_SPOT_RADIUS_M = 50

export type GeofenceVerdict =
  | { ok: true; distance_m: number }
  | { ok: false; reason: 'poor_accuracy'; distance_m: number; accuracy_m: number }
  | { ok: false; reason: 'too_far'; distance_m: number }

/**
 * Inside the circle means both: the reported position within `radius_m` of the spot (the boundary
 * counts as inside) and the reported accuracy no coarser than the radius. Accuracy is judged
 * first: with a fix that vague, "how far" is not known well enough to say.
 */
export function checkGeofence(
  spot: LatLng & { radius_m: number },
  position: LatLng & { accuracy_m: number },
): GeofenceVerdict {
  const distance_m = haversineMeters(spot, position)
  if (position.accuracy_m > spot.radius_m) {
    return { ok: false, reason: 'poor_accuracy', distance_m, accuracy_m: position.accuracy_m }
  }
  if (distance_m > spot.radius_m) return { ok: false, reason: 'too_far', distance_m }
  return { ok: true, distance_m }
}

/** A distance as people say it: 約120m (tens of metres), 約1.2km from a kilometre on. */
export function roughDistance(meters: number): string {
  if (meters >= 1000) return `${(Math.round(meters / 100) / 10).toFixed(1)}km`
  if (meters >= 100) return `${Math.round(meters / 10) * 10}m`
  return `${Math.max(1, Math.round(meters))}m`
}

/** Faster than this between two stamps is flagged for the organizer (nobody walks a rally at it). */
export const IMPLAUSIBLE_SPEED_KMH = 100

/** km/h between two stamps; a second of elapsed time at least, so equal times do not divide by 0. */
export function travelSpeedKmh(distanceM: number, elapsedMs: number): number {
  const hours = Math.max(elapsedMs, 1000) / 3_600_000
  return distanceM / 1000 / hours
}
