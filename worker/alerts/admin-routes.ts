import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { alertId, drillInput, townOrderInput } from '../../src/shared/api/alerts-schema'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'
import { limitBody, parseInput, rejectInvalid } from '../lib/validate'
import { requireStaff } from '../moderation/access'
import { findAlert, toAlert } from './alert-store'
import { feedConfig, isLocalFeed } from './config'
import { feedHealth } from './feed-health'
import { pollFeeds } from './poller'
import { queuePendingPushes } from './push'
import { alertState, forgetAlertMemo } from './state'
import { issueTownOrder, liftTownOrder, logDrill, notShelters } from './town-orders'

/**
 * The admin desk's disaster mode: the town's evacuation orders, issued and lifted by staff
 * (admins and moderators), and drills through the local JMA feed stand-in.
 */
export const adminAlerts = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'private, no-store' }

adminAlerts.use('*', async (c, next) => {
  await requireStaff(c)
  await next()
})

adminAlerts.post(
  '/',
  limitBody(16 * 1024),
  zValidator('json', townOrderInput, rejectInvalid),
  async (c) => {
    const staff = await requireStaff(c)
    const input = c.req.valid('json')
    const missing = await notShelters(c.env.DB, input.shelterIds)
    if (missing.length > 0) {
      throw apiError(
        400,
        'invalid_request',
        `避難所ではない施設が含まれています（ID: ${missing.slice(0, 5).join('、')}）。`,
        {
          extra: { field: 'shelterIds' },
        },
      )
    }
    const row = await issueTownOrder(c.env.DB, input, staff.id)
    forgetAlertMemo()
    await queuePendingPushes(c.env)
    const issued = toAlert((await findAlert(c.env.DB, row.id)) ?? row)
    return reply(c, 'POST /api/admin/alerts', issued, 201, NO_STORE)
  },
)

/** Is the JMA feed alive: each feed's last successful read, the back-off, the last telegram. */
adminAlerts.get('/feed-health', async (c) => {
  const health = await feedHealth(c.env.DB, feedConfig(c.env).base)
  return reply(c, 'GET /api/admin/alerts/feed-health', health, 200, NO_STORE)
})

adminAlerts.post(
  '/drill',
  limitBody(4 * 1024),
  zValidator('json', drillInput, rejectInvalid),
  async (c) => {
    const staff = await requireStaff(c)
    const { step } = c.req.valid('json')
    const config = feedConfig(c.env)
    if (!isLocalFeed(config.base)) {
      throw apiError(
        409,
        'drill_unavailable',
        '訓練は、気象庁フィードの代わりにローカルの代替サーバーを使っているときだけ実行できます。',
      )
    }
    let published: Response
    try {
      published = await fetch(`${config.base}/__drill`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ step }),
        signal: AbortSignal.timeout(10_000),
      })
      await published.body?.cancel()
    } catch (err) {
      console.warn('alerts: drill stand-in unreachable', err)
      throw apiError(502, 'drill_failed', '訓練用の代替サーバーに接続できませんでした。')
    }
    if (!published.ok) {
      throw apiError(
        502,
        'drill_failed',
        `訓練用の代替サーバーが応答しませんでした（${published.status}）。`,
      )
    }
    await logDrill(c.env.DB, staff.id, step)
    await pollFeeds(c.env, config, Date.now(), { force: true })
    forgetAlertMemo()
    return reply(c, 'POST /api/admin/alerts/drill', await alertState(c.env.DB), 200, NO_STORE)
  },
)

adminAlerts.post('/:id/lift', async (c) => {
  const staff = await requireStaff(c)
  const id = parseInput(alertId, c.req.param('id'), 'id')
  const existing = await findAlert(c.env.DB, id)
  if (!existing) throw apiError(404, 'not_found', '警報・避難情報が見つかりません。')
  if (existing.source !== 'town') {
    throw apiError(
      409,
      'not_town_order',
      '気象庁の警報は解除できません。町が発令した避難情報だけを解除できます。',
    )
  }
  const lifted = await liftTownOrder(c.env.DB, id, staff.id)
  if (!lifted) throw apiError(409, 'already_lifted', 'この避難情報はすでに解除されています。')
  forgetAlertMemo()
  // The quiet 解除 that replaces the order's notice on the phones.
  await queuePendingPushes(c.env)
  return reply(c, 'POST /api/admin/alerts/:id/lift', toAlert(lifted), 200, NO_STORE)
})
