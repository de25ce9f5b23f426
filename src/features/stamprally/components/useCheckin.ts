import { useCallback, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import { site } from '../../../lib/site'
import type { CheckinRequest, CheckinResult } from '../../../shared/api/stamprally'
import { roughDistance } from '../../../shared/geo'
import { postCheckin } from '../api'
import m from '../i18n/current'

// One check-in from the app: a printed code goes with the browser's position (or the reason
// there is none); the server decides. Refusals become sentences in this site's language.

export type CheckinState =
  | { status: 'idle' }
  | { status: 'locating' | 'sending' }
  | { status: 'done'; result: CheckinResult }
  | { status: 'refused'; text: string; error: ApiErrorInfo }

type PositionResult =
  | { position: NonNullable<CheckinRequest['position']> }
  | { error: NonNullable<CheckinRequest['position_error']> }

const POSITION_TIMEOUT_MS = 15_000

function currentPosition(): Promise<PositionResult> {
  if (!navigator.geolocation) return Promise.resolve({ error: 'unsupported' })
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (fix) =>
        resolve({
          position: {
            lat: fix.coords.latitude,
            lng: fix.coords.longitude,
            accuracy: fix.coords.accuracy,
          },
        }),
      (error) =>
        resolve({
          error:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    )
  })
}

interface RefusalBody {
  distance_m?: number
  radius_m?: number
  accuracy_m?: number
  position_error?: string
}

/** The sentence for a refusal: the server's own on the Japanese site, this site's otherwise. */
export function refusalText(error: ApiErrorInfo, body: RefusalBody = {}): string {
  if (!site.international && error.message) return error.message
  switch (error.error) {
    case 'too_far':
      return m.checkin.tooFar(roughDistance(body.distance_m ?? 0), body.radius_m ?? 50)
    case 'poor_accuracy':
      return m.checkin.poorAccuracy(roughDistance(body.accuracy_m ?? 0))
    case 'position_required':
      return body.position_error === 'denied' ? m.checkin.geoDenied : m.checkin.geoFailed
    case 'token_invalid':
      return m.checkin.tokenInvalid
    case 'code_invalid':
      return m.checkin.codeInvalid
    case 'rally_not_running':
      return m.checkin.notRunning
    case 'too_many_requests':
      return m.checkin.tooMany
    default:
      return m.checkin.failed
  }
}

function errorBody(err: unknown): RefusalBody {
  const data = (err as { data?: unknown }).data
  return typeof data === 'object' && data !== null ? (data as RefusalBody) : {}
}

export function useCheckin(rallyId: number) {
  const [state, setState] = useState<CheckinState>({ status: 'idle' })
  const run = useCallback(
    async (request: { spot_id?: number; token?: string; pass?: string; code?: string }) => {
      const body: CheckinRequest = { ...request, device_time: new Date().toISOString() }
      if (request.code !== undefined) {
        setState({ status: 'locating' })
        const located = await currentPosition()
        if ('position' in located) body.position = located.position
        else body.position_error = located.error
      }
      setState({ status: 'sending' })
      try {
        setState({ status: 'done', result: await postCheckin(rallyId, body) })
      } catch (err) {
        const error = toApiError(err)
        setState({ status: 'refused', error, text: refusalText(error, errorBody(err)) })
      }
    },
    [rallyId],
  )
  return { state, run }
}
