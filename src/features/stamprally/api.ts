import { api } from '../../lib/api'
import type {
  CheckinPass,
  CheckinRequest,
  CheckinResult,
  ManagedSpot,
  NewRally,
  NewSpot,
  PassRequest,
  RallyDashboard,
  RallyDetail,
  RallyList,
  RallySummary,
  RotatingQr,
} from '../../shared/api/stamprally'

export const fetchRallies = (signal?: AbortSignal) =>
  api<RallyList>('/api/stamprallies', { signal })

export const fetchRally = (id: number, signal?: AbortSignal) =>
  api<RallyDetail>(`/api/stamprallies/${id}`, { signal })

export const postCheckin = (rallyId: number, body: CheckinRequest) =>
  api<CheckinResult>(`/api/stamprallies/${rallyId}/checkins`, { method: 'POST', body })

export const createRally = (body: NewRally) =>
  api<RallySummary>('/api/stamprallies', { method: 'POST', body })

export const createSpot = (rallyId: number, body: NewSpot) =>
  api<ManagedSpot>(`/api/stamprallies/${rallyId}/spots`, { method: 'POST', body })

export const fetchDashboard = (id: number, signal?: AbortSignal) =>
  api<RallyDashboard & { id: number }>(`/api/stamprallies/${id}/manage`, { signal }).then(
    (dashboard) => ({ ...dashboard, id }),
  )

export const fetchRotatingQr = (rallyId: number, spotId: number, signal?: AbortSignal) =>
  api<RotatingQr>(`/api/stamprallies/${rallyId}/spots/${spotId}/qr`, { signal })

export const postPass = (rallyId: number, spotId: number, token: string) =>
  api<CheckinPass>(`/api/stamprallies/${rallyId}/passes`, {
    method: 'POST',
    body: { spot_id: spotId, token } satisfies PassRequest,
  })
