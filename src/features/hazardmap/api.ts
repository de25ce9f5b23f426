import { call } from '../../lib/api'
import { STORED_AT_HEADER } from './offline'

export const fetchHazardPoint = (lat: number, lng: number, signal?: AbortSignal) =>
  call('GET /api/hazard/point', {
    query: { lat: lat.toFixed(6), lng: lng.toFixed(6) },
    signal,
  })

/**
 * The shelters in the map's view (`west,south,east,north`); without one, the town's area.
 * `storedAt`: set when the network did not answer and the service worker gave its stored copy.
 */
export async function fetchShelters(bbox: string | null, signal?: AbortSignal) {
  let storedAt: string | null = null
  const list = await call('GET /api/hazard/shelters', {
    query: bbox ? { bbox } : {},
    signal,
    onResponse: ({ response }) => {
      storedAt = response.headers.get(STORED_AT_HEADER)
    },
  })
  return { list, storedAt }
}

export const fetchMyShelters = () => call('GET /api/hazard/my-shelters')

export const saveMyShelter = (id: number, on: boolean) =>
  call(on ? 'PUT /api/hazard/my-shelters/:id' : 'DELETE /api/hazard/my-shelters/:id', {
    params: { id },
  })
