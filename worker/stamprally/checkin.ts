import type { z } from 'zod'
import type { CheckinResult } from '../../src/shared/api/stamprally'
import type { checkinBody } from '../../src/shared/api/stamprally-schema'
import { checkGeofence, roughDistance } from '../../src/shared/geo'
import { rallyStatusAt } from '../../src/shared/stamprally'
import { apiError } from '../lib/errors'
import {
  type CheckinAttempt,
  recheckTravel,
  recordRefusal,
  stampSpot,
  travelCheck,
} from './checkin-store'
import type { RallyRow, SpotRow } from './store'
import { printedCodeHash, verifyCheckinPass, verifyRotatingToken } from './token'

// A check-in (POST /api/stamprallies/:id/checkins), after the login and the rate limit:
//   1. the spot it names (by id, or by the printed code's hash), and the attempt to log,
//   2. the rally is running,
//   3. the proof of presence: a staffed spot's rotating token (or the pass that replaced it),
//      or a printed spot's code and a position inside its radius, precise enough,
//   4. the stamp (one D1 batch, checkin-store.ts) and the travel check between spots,
//   5. the answer: the outcome and the visitor's progress.
// Every refusal is logged for the organizer before its 4xx (`refuse`).

export type CheckinInput = z.output<typeof checkinBody>

export const TOKEN_REFUSED =
  'QRコードの有効期限が切れているか、正しくありません。係員の画面に表示されている最新のQRコードを読み取ってください。'
const CODE_REFUSED = 'コードが正しくありません。スポットに掲示されているコードをお確かめください。'

/** A refusal: logged for the organizer, then a 4xx the check-in screen shows as it is. */
async function refuse(
  db: D1Database,
  attempt: CheckinAttempt,
  status: 403 | 404 | 422,
  reason: string,
  message: string,
  extra: Record<string, unknown> = {},
): Promise<never> {
  await recordRefusal(db, attempt, reason)
  throw apiError(status, reason, message, { extra: { reason, ...extra } })
}

/** Step 1: the spot the request names, and the attempt as it will be logged. */
async function attemptOf(
  spots: SpotRow[],
  rallyId: number,
  userId: number,
  input: CheckinInput,
  nowMs: number,
) {
  const codeHash = input.code !== undefined ? await printedCodeHash(input.code) : null
  const spot =
    input.spot_id !== undefined
      ? spots.find((s) => s.id === input.spot_id)
      : spots.find((s) => s.code_hash === codeHash)
  const attempt: CheckinAttempt = {
    rallyId,
    spotId: spot?.id ?? null,
    userId,
    method: spot?.method ?? (input.token ? 'staffed' : 'printed'),
    deviceTime: input.device_time ?? null,
    serverTime: new Date(nowMs).toISOString(),
    position: input.position ?? null,
    distanceM: null,
  }
  return { spot, codeHash, attempt }
}

/** Step 3 at a staffed spot: the token on the staff's screen, or the pass it was traded for. */
async function verifyStaffed(
  db: D1Database,
  attempt: CheckinAttempt,
  spot: SpotRow,
  input: CheckinInput,
  nowMs: number,
): Promise<void> {
  const secret = spot.secret
  const valid =
    secret !== null &&
    (input.token !== undefined
      ? await verifyRotatingToken(secret, attempt.rallyId, spot.id, input.token, nowMs)
      : input.pass !== undefined &&
        (await verifyCheckinPass(secret, attempt.rallyId, spot.id, input.pass, nowMs)))
  if (!valid) return refuse(db, attempt, 422, 'token_invalid', TOKEN_REFUSED)
}

/**
 * Step 3 at a printed spot: the poster's code, then the position inside the spot's radius. The
 * distance goes into the attempt's log row either way.
 */
async function verifyPrinted(
  db: D1Database,
  attempt: CheckinAttempt,
  spot: SpotRow,
  input: CheckinInput,
  codeHash: string | null,
): Promise<void> {
  if (codeHash === null || codeHash !== spot.code_hash) {
    return refuse(db, attempt, 422, 'code_invalid', CODE_REFUSED)
  }
  if (!input.position) {
    const message =
      input.position_error === 'denied'
        ? '位置情報の利用が許可されていません。このスポットは現在地の確認が必要です。ブラウザの設定で位置情報を許可してから、もう一度お試しください。'
        : '位置情報を取得できませんでした。このスポットは現在地の確認が必要です。屋外で少し待ってから、もう一度お試しください。'
    return refuse(db, attempt, 422, 'position_required', message, {
      position_error: input.position_error ?? 'unavailable',
    })
  }
  const verdict = checkGeofence(spot, { ...input.position, accuracy_m: input.position.accuracy })
  attempt.distanceM = Math.round(verdict.distance_m * 10) / 10
  if (!verdict.ok && verdict.reason === 'poor_accuracy') {
    return refuse(
      db,
      attempt,
      422,
      'poor_accuracy',
      `位置情報の精度が足りません（誤差約${roughDistance(verdict.accuracy_m)}）。スポットの近くの屋外で少し待ってから、もう一度お試しください。`,
      { accuracy_m: Math.round(verdict.accuracy_m), radius_m: spot.radius_m },
    )
  }
  if (!verdict.ok) {
    return refuse(
      db,
      attempt,
      422,
      'too_far',
      `スポットから約${roughDistance(verdict.distance_m)}離れています。スポットの近く（${spot.radius_m}m以内）でもう一度お試しください。`,
      { distance_m: Math.round(verdict.distance_m), radius_m: spot.radius_m },
    )
  }
}

/** One check-in, steps 1 to 5 above; the status is 201 for a new stamp, 200 for one already had. */
export async function checkIn(
  db: D1Database,
  rally: RallyRow,
  spots: SpotRow[],
  userId: number,
  input: CheckinInput,
  nowMs: number,
): Promise<{ result: CheckinResult; status: 200 | 201 }> {
  const { spot, codeHash, attempt } = await attemptOf(spots, rally.id, userId, input, nowMs)
  if (!spot) {
    if (input.spot_id !== undefined) {
      return refuse(
        db,
        attempt,
        404,
        'spot_not_found',
        'このスタンプラリーにそのスポットはありません。',
      )
    }
    return refuse(db, attempt, 422, 'code_invalid', CODE_REFUSED)
  }
  if (rallyStatusAt(rally, nowMs) !== 'running') {
    return refuse(db, attempt, 422, 'rally_not_running', 'このスタンプラリーは開催期間外です。')
  }
  if (spot.method === 'staffed') await verifyStaffed(db, attempt, spot, input, nowMs)
  else await verifyPrinted(db, attempt, spot, input, codeHash)

  const travel = await travelCheck(db, userId, spot, nowMs)
  const done = await stampSpot(db, { ...attempt, spotId: spot.id }, travel)
  if (done.outcome === 'stamped' && !travel.flagged) {
    await recheckTravel(db, userId, spot, attempt.serverTime)
  }
  const result: CheckinResult = {
    outcome: done.outcome,
    spot: { id: spot.id, name: spot.name },
    progress: {
      stamped: done.stamped,
      required: rally.required_stamps ?? spots.length,
      completed: done.completed,
      rewarded: done.rewarded,
    },
    just_completed: done.justCompleted,
  }
  return { result, status: done.outcome === 'stamped' ? 201 : 200 }
}
