import { call } from '../../../lib/api'
import type { ShelterState } from '../../../shared/api/hazard'

// The desk's shelter states (worker/hazard/shelter-status.ts): staff only, while a warning is in
// force. The shelters and the warnings come from the public APIs.

export const setShelterState = (id: number, state: ShelterState) =>
  call('PUT /api/admin/shelters/:id/status', { params: { id }, body: { state } })
