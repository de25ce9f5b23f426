import { call } from '../../lib/api'

export const fetchHazardPoint = (lat: number, lng: number, signal?: AbortSignal) =>
  call('GET /api/hazard/point', {
    query: { lat: lat.toFixed(6), lng: lng.toFixed(6) },
    signal,
  })

/** The shelters in the map's view (`west,south,east,north`); without one, the town's area. */
export const fetchShelters = (bbox: string | null, signal?: AbortSignal) =>
  call('GET /api/hazard/shelters', { query: bbox ? { bbox } : {}, signal })

export const fetchMyShelters = () => call('GET /api/hazard/my-shelters')

export const saveMyShelter = (id: number, on: boolean) =>
  call(on ? 'PUT /api/hazard/my-shelters/:id' : 'DELETE /api/hazard/my-shelters/:id', {
    params: { id },
  })
