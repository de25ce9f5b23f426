import { call } from '../../lib/api'
import type { CheckinRequest, NewRally, NewSpot } from '../../shared/api/stamprally'

export const fetchRallies = (signal?: AbortSignal) => call('GET /api/stamprallies', { signal })

export const fetchRally = (id: number, signal?: AbortSignal) =>
  call('GET /api/stamprallies/:id', { params: { id }, signal })

export const postCheckin = (rallyId: number, body: CheckinRequest) =>
  call('POST /api/stamprallies/:id/checkins', { params: { id: rallyId }, body })

export const createRally = (body: NewRally) => call('POST /api/stamprallies', { body })

export const createSpot = (rallyId: number, body: NewSpot) =>
  call('POST /api/stamprallies/:id/spots', { params: { id: rallyId }, body })

export const fetchDashboard = (id: number, signal?: AbortSignal) =>
  call('GET /api/stamprallies/:id/manage', { params: { id }, signal }).then((dashboard) => ({
    ...dashboard,
    id,
  }))

export const fetchRotatingQr = (rallyId: number, spotId: number, signal?: AbortSignal) =>
  call('GET /api/stamprallies/:id/spots/:spotId/qr', { params: { id: rallyId, spotId }, signal })

export const postPass = (rallyId: number, spotId: number, token: string) =>
  call('POST /api/stamprallies/:id/passes', {
    params: { id: rallyId },
    body: { spot_id: spotId, token },
  })
