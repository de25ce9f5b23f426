import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import {
  deviceId,
  deviceRegistration,
  fcmToken,
  subscription,
  unsubscription,
} from '../../src/shared/api/push-schema'
import { optionalUser, requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, parseInput, rejectInvalid } from '../lib/validate'
import {
  type DeviceRow,
  findDevice,
  findTopic,
  listSubscriptions,
  listTopics,
  subscribe,
  unsubscribe,
  upsertDevice,
} from './device-store'

/**
 * Devices and topic subscriptions. Registration needs a login (bearer); the
 * subscription calls prove possession of the device with its id AND its FCM token, and when a
 * bearer is sent it must be the device's owner.
 */
export const push = new Hono<AppEnv>()

const NO_CACHE = { 'cache-control': 'private, no-store' }

push.post(
  '/device/register',
  limitBody(),
  zValidator('json', deviceRegistration, rejectInvalid),
  async (c) => {
    const user = await requireUser(c)
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.devicesPerUser, subject: user.id }])
    const fields = c.req.valid('json')
    const { id, moved } = await upsertDevice(c.env.DB, user.id, fields)
    if (moved) console.log('push: token moved to another user (last sign-in wins)', id)
    return reply(c, 'POST /api/push/device/register', { device_id: id }, 200, NO_CACHE)
  },
)

push.get('/topics', async (c) => {
  const items = await listTopics(c.env.DB)
  return reply(c, 'GET /api/push/topics', { items }, 200, {
    'cache-control': 'public, max-age=300',
  })
})

/** The device named by id + token; 403 for a pair that does not match or someone else's device. */
async function ownedDevice(c: Context<AppEnv>, id: string, token: string): Promise<DeviceRow> {
  const device = await findDevice(c.env.DB, id)
  if (!device || device.fcm_token !== token) throw forbidden()
  const user = await optionalUser(c)
  if (user && user.id !== device.user_id) throw forbidden()
  return device
}

function forbidden() {
  return apiError(403, 'device_mismatch', '端末IDとトークンが一致しません。')
}

async function knownTopic(c: Context<AppEnv>, name: string) {
  const topic = await findTopic(c.env.DB, name)
  if (!topic) throw apiError(400, 'unknown_topic', '指定された通知トピックはありません。')
  return topic
}

push.post('/subscribe', limitBody(), zValidator('json', subscription, rejectInvalid), async (c) => {
  const input = c.req.valid('json')
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.subscriptionsPerIp, subject: clientIp(c) }])
  const device = await ownedDevice(c, input.device_id, input.device_token)
  const topic = await knownTopic(c, input.topic_name)
  await subscribe(
    c.env.DB,
    device.id,
    topic.name,
    input.subscription_source,
    input.custom_attributes.disp_name || topic.disp_name,
  )
  return reply(c, 'POST /api/push/subscribe', {
    subscribed: true,
    topic_name: topic.name,
    disp_name: topic.disp_name,
  })
})

push.post(
  '/unsubscribe',
  limitBody(),
  zValidator('json', unsubscription, rejectInvalid),
  async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.subscriptionsPerIp, subject: clientIp(c) }])
    const device = await ownedDevice(c, input.device_id, input.device_token)
    const topic = await knownTopic(c, input.topic_name)
    await unsubscribe(c.env.DB, device.id, topic.name)
    return reply(c, 'POST /api/push/unsubscribe', {
      subscribed: false,
      topic_name: topic.name,
      disp_name: topic.disp_name,
    })
  },
)

/** A device's topics. The token travels in a header, never in a URL that could be logged. */
push.get('/devices/:id/topics', async (c) => {
  const id = parseInput(deviceId, c.req.param('id'), 'id')
  const token = parseInput(fcmToken, c.req.header('x-device-token') ?? '', 'x-device-token')
  const device = await ownedDevice(c, id, token)
  const items = await listSubscriptions(c.env.DB, device.id)
  return reply(c, 'GET /api/push/devices/:id/topics', { items }, 200, NO_CACHE)
})
