import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type {
  CheckinPass,
  CheckinResult,
  RallyDetail,
  RallyList,
} from '../../src/shared/api/stamprally'
import { checkinBody, passBody } from '../../src/shared/api/stamprally-schema'
import { checkGeofence, roughDistance } from '../../src/shared/geo'
import { rallyStatusAt } from '../../src/shared/stamprally'
import { optionalUser, requireActiveUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { limitBody, rejectInvalid } from '../lib/validate'
import { requestedLang } from '../translate/lang'
import { translateRallies, translateRallyDetail } from '../translate/rallies'
import {
  type CheckinAttempt,
  recheckTravel,
  recordRefusal,
  stampSpot,
  travelCheck,
} from './checkin-store'
import { CHECKIN_BODY_BYTES } from './input'
import { rallyManagement } from './manage-routes'
import { mayManageRally, rallyOrganizerOf } from './organizer'
import {
  findRally,
  listRallies,
  progressFor,
  progressOf,
  rallySpots,
  type SpotRow,
  toRallySpot,
  toRallySummary,
} from './store'
import {
  checkinPass,
  PASS_WINDOWS,
  printedCodeHash,
  verifyCheckinPass,
  verifyRotatingToken,
  windowAt,
  windowEnd,
} from './token'

/** Stamp rallies: the list, one rally, check-ins, and the organizer's calls (./manage-routes.ts). */
export const stampRallies = new Hono<AppEnv>()

export const RALLY_NOT_FOUND = 'スタンプラリーが見つかりません。'

stampRallies.get('/', async (c) => {
  const [user, rows] = await Promise.all([optionalUser(c), listRallies(c.env.DB)])
  const organizer = await rallyOrganizerOf(c.env.DB, user)
  const now = Date.now()
  const progress = user
    ? await progressOf(
        c.env.DB,
        user.id,
        rows.map((row) => row.id),
      )
    : null
  const list: RallyList = {
    can_organize: organizer !== null,
    items: rows.map((row) =>
      toRallySummary(row, now, progress ? progressFor(row, progress) : null),
    ),
  }
  const lang = requestedLang(c)
  if (!lang) return c.json(list)
  return c.json({ ...list, items: await translateRallies(c.env, lang, list.items) })
})

stampRallies.get('/:id{[^/]+}', async (c) => {
  const id = parseId(c.req.param('id'), RALLY_NOT_FOUND)
  const [user, rally] = await Promise.all([optionalUser(c), findRally(c.env.DB, id)])
  if (!rally) throw apiError(404, 'not_found', RALLY_NOT_FOUND)
  const [spots, progress, organizer] = await Promise.all([
    rallySpots(c.env.DB, id),
    user ? progressOf(c.env.DB, user.id, [id]) : null,
    rallyOrganizerOf(c.env.DB, user),
  ])
  const detail: RallyDetail = {
    ...toRallySummary(rally, Date.now(), progress ? progressFor(rally, progress) : null),
    spots: spots.map((spot) =>
      toRallySpot(spot, progress?.stamps.get(spot.id)?.created_at ?? null),
    ),
    manageable: mayManageRally(organizer, rally),
  }
  const lang = requestedLang(c)
  return c.json(lang ? await translateRallyDetail(c.env, lang, detail) : detail)
})

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

const TOKEN_REFUSED =
  'QRコードの有効期限が切れているか、正しくありません。係員の画面に表示されている最新のQRコードを読み取ってください。'
const CODE_REFUSED = 'コードが正しくありません。スポットに掲示されているコードをお確かめください。'

stampRallies.post(
  '/:id{[^/]+}/checkins',
  limitBody(CHECKIN_BODY_BYTES),
  zValidator('json', checkinBody, rejectInvalid),
  async (c) => {
    // A suspended account reads but never stamps.
    const user = await requireActiveUser(c)
    const rallyId = parseId(c.req.param('id'), RALLY_NOT_FOUND)
    const input = c.req.valid('json')
    const db = c.env.DB
    const rally = await findRally(db, rallyId)
    if (!rally) throw apiError(404, 'not_found', RALLY_NOT_FOUND)
    // Counted before any code is checked: guessing codes costs attempts like any other try.
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.rallyCheckinsPerUser, subject: user.id }])
    const nowMs = Date.now()
    const spots = await rallySpots(db, rallyId)
    let spot: SpotRow | undefined
    const codeHash = input.code !== undefined ? await printedCodeHash(input.code) : null
    if (input.spot_id !== undefined) spot = spots.find((s) => s.id === input.spot_id)
    else spot = spots.find((s) => s.code_hash === codeHash)
    const attempt: CheckinAttempt = {
      rallyId,
      spotId: spot?.id ?? null,
      userId: user.id,
      method: spot?.method ?? (input.token ? 'staffed' : 'printed'),
      deviceTime: input.device_time ?? null,
      serverTime: new Date(nowMs).toISOString(),
      position: input.position ?? null,
      distanceM: null,
    }
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
    if (spot.method === 'staffed') {
      const secret = spot.secret
      const valid =
        secret !== null &&
        (input.token !== undefined
          ? await verifyRotatingToken(secret, rallyId, spot.id, input.token, nowMs)
          : input.pass !== undefined &&
            (await verifyCheckinPass(secret, rallyId, spot.id, input.pass, nowMs)))
      if (!valid) return refuse(db, attempt, 422, 'token_invalid', TOKEN_REFUSED)
    } else {
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
      const verdict = checkGeofence(spot, {
        ...input.position,
        accuracy_m: input.position.accuracy,
      })
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
    const travel = await travelCheck(db, user.id, spot, nowMs)
    const done = await stampSpot(db, { ...attempt, spotId: spot.id }, travel)
    if (done.outcome === 'stamped' && !travel.flagged) {
      await recheckTravel(db, user.id, spot, attempt.serverTime)
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
    return c.json(result, done.outcome === 'stamped' ? 201 : 200)
  },
)

// No login needed: the pass is worth exactly what the token it replaces was, for longer, so
// the scan survives the way through the login page (token.ts). A stale token is refused here
// already, so the visitor learns it before logging in.
stampRallies.post(
  '/:id{[^/]+}/passes',
  limitBody(CHECKIN_BODY_BYTES),
  zValidator('json', passBody, rejectInvalid),
  async (c) => {
    const rallyId = parseId(c.req.param('id'), RALLY_NOT_FOUND)
    const input = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.rallyPassesPerIp, subject: clientIp(c) }])
    const spot = (await rallySpots(c.env.DB, rallyId)).find((s) => s.id === input.spot_id)
    const nowMs = Date.now()
    const valid =
      spot?.method === 'staffed' &&
      spot.secret !== null &&
      (await verifyRotatingToken(spot.secret, rallyId, spot.id, input.token, nowMs))
    if (!spot || spot.secret === null || !valid) {
      throw apiError(422, 'token_invalid', TOKEN_REFUSED, { extra: { reason: 'token_invalid' } })
    }
    const lastWindow = windowAt(nowMs) + PASS_WINDOWS
    return c.json({
      pass: await checkinPass(spot.secret, rallyId, spot.id, lastWindow),
      valid_until: new Date(windowEnd(lastWindow)).toISOString(),
    } satisfies CheckinPass)
  },
)

stampRallies.route('/', rallyManagement)
