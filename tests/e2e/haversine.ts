/**
 * Metres between two points (haversine on the IUGG mean radius), written out here so the tests
 * do not trust the app's own arithmetic.
 */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}
