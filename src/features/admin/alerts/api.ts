import { api, toApiError } from '../../../lib/api'
import type { Alert, AlertState, DrillInput, TownOrderInput } from '../../../shared/api/alerts'
import type { ShelterList } from '../../../shared/api/hazard'

// The desk's part of disaster mode (src/shared/api/alerts.ts): the town's evacuation orders and
// the drill. The shelters to open come from the hazard map's list of the town's shelters.

export const fetchTownShelters = () => api<ShelterList>('/api/hazard/shelters')

/** The warnings in force; none where the Worker has no alerts API yet (404). */
export async function fetchInForce(): Promise<Alert[]> {
  try {
    return (await api<AlertState>('/api/alerts')).alerts
  } catch (err) {
    if (toApiError(err).status === 404) return []
    throw err
  }
}

export const issueTownOrder = (input: TownOrderInput) =>
  api<Alert>('/api/admin/alerts', { method: 'POST', body: input })

export const liftTownOrder = (id: string) =>
  api<Alert>(`/api/admin/alerts/${encodeURIComponent(id)}/lift`, { method: 'POST' })

export const runDrill = (input: DrillInput) =>
  api<AlertState>('/api/admin/alerts/drill', { method: 'POST', body: input })
