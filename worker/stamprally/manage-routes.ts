import { zValidator } from '@hono/zod-validator'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ManagedSpot, RallyDashboard, RotatingQr } from '../../src/shared/api/stamprally'
import { newRally, newSpot } from '../../src/shared/api/stamprally-schema'
import { checkinPath } from '../../src/shared/stamprally'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { parseId } from '../lib/ids'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { MANAGE_BODY_BYTES } from './input'
import { couponAuthor, dashboardFigures, insertRally, insertSpot } from './manage-store'
import { rallyOrganization, requireOrganizer, requireRallyManager } from './organizer'
import { findRally, type RallyRow, rallySpots, type SpotRow, toRallySummary } from './store'
import {
  newPrintedCode,
  newSpotSecret,
  printedCodeHash,
  QR_WINDOW_SECONDS,
  rotatingToken,
  windowAt,
  windowEnd,
} from './token'

/** The organizer's calls: create a rally and its spots, the dashboard, the rotating QR codes. */
export const rallyManagement = new Hono<AppEnv>()

const RALLY_NOT_FOUND = 'スタンプラリーが見つかりません。'
const SPOT_NOT_FOUND = 'スポットが見つかりません。'
// A reward is for those who complete the rally; a coupon residents already used freely stays theirs.
const REWARD_COUPON_USED =
  'このクーポンはすでに利用されているため、スタンプラリーの特典にできません。特典用のクーポンを新しく発行してください。'

/** The main site's origin: QR codes open the app there (it is where people log in). */
function appOrigin(c: Context<AppEnv>): string {
  const site = c.get('site')
  return `${site.protocol}//${site.mainHost}`
}

function toManagedSpot(c: Context<AppEnv>, spot: SpotRow): ManagedSpot {
  const printed = spot.method === 'printed' ? spot.printed_code : null
  return {
    id: spot.id,
    position: spot.position,
    name: spot.name,
    description: spot.description,
    lat: spot.lat,
    lng: spot.lng,
    radius_m: spot.radius_m,
    method: spot.method,
    printed_code: printed,
    printed_url: printed
      ? `${appOrigin(c)}${checkinPath(spot.rally_id, spot.id, { code: printed })}`
      : null,
  }
}

/** The rally of the path, for its manager only (404 before 403: ids are not secret). */
async function managedRally(c: Context<AppEnv>): Promise<RallyRow> {
  const id = parseId(c.req.param('id'), RALLY_NOT_FOUND)
  const rally = await findRally(c.env.DB, id)
  if (!rally) throw apiError(404, 'not_found', RALLY_NOT_FOUND)
  await requireRallyManager(c, rally)
  return rally
}

// Who may call is settled before the body is read: a visitor gets 401, a stranger 403, never a
// validation error.
const organizerFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireOrganizer(c)
  await next()
}
const managerFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  await managedRally(c)
  await next()
}

rallyManagement.post(
  '/',
  limitBody(MANAGE_BODY_BYTES),
  organizerFirst,
  zValidator('json', newRally, rejectInvalid),
  async (c) => {
    const organizer = await requireOrganizer(c)
    const input = c.req.valid('json')
    const organizationId = await rallyOrganization(c.env.DB, organizer, input.organization_id)
    if (input.reward_coupon_id !== null) {
      const author = await couponAuthor(c.env.DB, input.reward_coupon_id)
      if (author === null) {
        throw invalid('reward_coupon_id', '特典にはクーポンの投稿を指定してください。')
      }
      // Completing a rally issues the coupon: an organizer gives away only a coupon they issued.
      if (!organizer.admin && author !== organizer.id) {
        throw invalid('reward_coupon_id', '特典には自分が発行したクーポンを指定してください。')
      }
    }
    const id = await insertRally(c.env.DB, input, organizer.id, organizationId)
    if (id === null)
      throw apiError(409, 'reward_coupon_used', REWARD_COUPON_USED, {
        extra: { field: 'reward_coupon_id' },
      })
    const rally = await findRally(c.env.DB, id)
    if (!rally) throw new Error('created rally not found')
    return reply(c, 'POST /api/stamprallies', toRallySummary(rally, Date.now(), null), 201)
  },
)

rallyManagement.post(
  '/:id{[^/]+}/spots',
  limitBody(MANAGE_BODY_BYTES),
  managerFirst,
  zValidator('json', newSpot, rejectInvalid),
  async (c) => {
    const rally = await managedRally(c)
    const input = c.req.valid('json')
    const printed = input.method === 'printed' ? newPrintedCode() : null
    const id = await insertSpot(c.env.DB, rally.id, {
      ...input,
      secret: newSpotSecret(),
      printed_code: printed,
      // A staffed spot has no printed code: its hash is of a random value nobody knows.
      code_hash: await printedCodeHash(printed ?? crypto.randomUUID()),
    })
    const spot = (await rallySpots(c.env.DB, rally.id)).find((s) => s.id === id)
    if (!spot) throw new Error('created spot not found')
    return reply(c, 'POST /api/stamprallies/:id/spots', toManagedSpot(c, spot), 201)
  },
)

rallyManagement.get('/:id{[^/]+}/manage', async (c) => {
  const rally = await managedRally(c)
  const [spots, figures] = await Promise.all([
    rallySpots(c.env.DB, rally.id),
    dashboardFigures(c.env.DB, rally.id),
  ])
  const dashboard: RallyDashboard = {
    rally: toRallySummary(rally, Date.now(), null),
    spots: spots.map((spot) => toManagedSpot(c, spot)),
    ...figures,
  }
  return reply(c, 'GET /api/stamprallies/:id/manage', dashboard)
})

rallyManagement.get('/:id{[^/]+}/spots/:spotId{[^/]+}/qr', async (c) => {
  const rally = await managedRally(c)
  const spotId = parseId(c.req.param('spotId'), SPOT_NOT_FOUND)
  const spot = (await rallySpots(c.env.DB, rally.id)).find((s) => s.id === spotId)
  if (!spot || spot.secret === null) throw apiError(404, 'not_found', SPOT_NOT_FOUND)
  if (spot.method !== 'staffed') {
    throw apiError(
      409,
      'not_staffed',
      'このスポットは掲示用のQRコードでチェックインします（印刷用シートをご利用ください）。',
    )
  }
  const now = Date.now()
  const window = windowAt(now)
  const token = await rotatingToken(spot.secret, rally.id, spot.id, window)
  const qr: RotatingQr = {
    spot_id: spot.id,
    url: `${appOrigin(c)}${checkinPath(rally.id, spot.id, { token })}`,
    valid_until: new Date(windowEnd(window)).toISOString(),
    server_time: new Date(now).toISOString(),
    window_seconds: QR_WINDOW_SECONDS,
  }
  c.header('cache-control', 'no-store')
  return reply(c, 'GET /api/stamprallies/:id/spots/:spotId/qr', qr)
})
