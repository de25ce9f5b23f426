import { api } from '../../lib/api'
import type { HazardPoint, MyShelters, ShelterList } from '../../shared/api/hazard'

export const fetchHazardPoint = (lat: number, lng: number, signal?: AbortSignal) =>
  api<HazardPoint>('/api/hazard/point', {
    query: { lat: lat.toFixed(6), lng: lng.toFixed(6) },
    signal,
  })

/** The shelters in the map's view (`west,south,east,north`); without one, the town's area. */
export const fetchShelters = (bbox: string | null, signal?: AbortSignal) =>
  api<ShelterList>('/api/hazard/shelters', { query: bbox ? { bbox } : {}, signal })

export const fetchMyShelters = () => api<MyShelters>('/api/hazard/my-shelters')

export const saveMyShelter = (id: number, on: boolean) =>
  api<MyShelters>(`/api/hazard/my-shelters/${id}`, { method: on ? 'PUT' : 'DELETE' })
