import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { RallyDetail, RallyList } from '../../src/shared/api/stamprally'
import { checkinBody, passBody } from '../../src/shared/api/stamprally-schema'
import { optionalUser, requireActiveUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { requestedLang } from '../translate/lang'
import { translateRallies, translateRallyDetail } from '../translate/rallies'
import { checkIn, TOKEN_REFUSED } from './checkin'
import { CHECKIN_BODY_BYTES } from './input'
import { rallyManagement } from './manage-routes'
import { mayManageRally, rallyOrganizerOf } from './organizer'
import {
  findRally,
  listRallies,
  progressFor,
  progressOf,
  rallySpots,
  toRallySpot,
  toRallySummary,
} from './store'
import { checkinPass, PASS_WINDOWS, verifyRotatingToken, windowAt, windowEnd } from './token'

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
  if (!lang) return reply(c, 'GET /api/stamprallies', list)
  return reply(c, 'GET /api/stamprallies', {
    ...list,
    items: await translateRallies(c.env, lang, list.items),
  })
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
  return reply(
    c,
    'GET /api/stamprallies/:id',
    lang ? await translateRallyDetail(c.env, lang, detail) : detail,
  )
})

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
    const { result, status } = await checkIn(db, rally, spots, user.id, input, nowMs)
    return reply(c, 'POST /api/stamprallies/:id/checkins', result, status)
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
    return reply(c, 'POST /api/stamprallies/:id/passes', {
      pass: await checkinPass(spot.secret, rallyId, spot.id, lastWindow),
      valid_until: new Date(windowEnd(lastWindow)).toISOString(),
    })
  },
)

stampRallies.route('/', rallyManagement)
