import { call, toApiError } from '../../../lib/api'
import type { Alert, DrillInput, TownOrderInput } from '../../../shared/api/alerts'

// The desk's part of disaster mode (src/shared/api/alerts.ts): the town's evacuation orders and
// the drill. The shelters to open come from the hazard map's list of the town's shelters.

export const fetchTownShelters = () => call('GET /api/hazard/shelters')

/** The warnings in force; none where the Worker has no alerts API yet (404). */
export async function fetchInForce(): Promise<Alert[]> {
  try {
    return (await call('GET /api/alerts')).alerts
  } catch (err) {
    if (toApiError(err).status === 404) return []
    throw err
  }
}

export const issueTownOrder = (input: TownOrderInput) =>
  call('POST /api/admin/alerts', { body: input })

export const liftTownOrder = (id: string) =>
  call('POST /api/admin/alerts/:id/lift', { params: { id } })

export const runDrill = (input: DrillInput) => call('POST /api/admin/alerts/drill', { body: input })
