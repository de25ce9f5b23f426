import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { PushMessage } from '../../src/shared/api/push'
import { adminSend } from '../../src/shared/api/push-schema'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { decodeIdCursor, encodeIdCursor, readPage, toPage } from '../lib/pagination'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import type { PushJob } from './consumer'
import { findTopic } from './device-store'
import { readServiceAccount } from './fcm-auth'
import { deletePushMessage, insertPushMessage, listPushMessages } from './message-store'

/**
 * Admin: compose a notification for a topic (queued, delivered by the consumer) and see what was
 * sent with its counts. Admin role only.
 */
export const adminPush = new Hono<AppEnv>()

adminPush.use('*', async (c, next) => {
  const user = await requireUser(c)
  // A restricted or suspended admin composes nothing, like every other admin call.
  if (user.role !== 'admin' || user.status !== 'active' || user.suspension_reason !== null) {
    throw apiError(403, 'forbidden', '管理者のみ利用できます。')
  }
  await next()
})

adminPush.post(
  '/messages',
  limitBody(),
  zValidator('json', adminSend, rejectInvalid),
  async (c) => {
    // The input is checked in full first: a wrong request is the sender's to fix (400) whether
    // or not the service is set up.
    const input = c.req.valid('json')
    if (!(await findTopic(c.env.DB, input.topic))) {
      throw apiError(400, 'unknown_topic', '指定された通知トピックはありません。')
    }
    const env = c.env as Env & { FCM_SERVICE_ACCOUNT?: string }
    if (!readServiceAccount(env.FCM_SERVICE_ACCOUNT)) {
      throw apiError(
        503,
        'push_not_configured',
        'push is not configured: プッシュ通知の送信設定（FCM_SERVICE_ACCOUNT）がありません。',
      )
    }
    const user = await requireUser(c)
    const row = await insertPushMessage(c.env.DB, input, user.id)
    try {
      await c.env.PUSH_QUEUE.send({ message_id: row.id } satisfies PushJob)
    } catch (err) {
      // Nothing half-written: a message that never reached the queue is not listed as queued.
      await deletePushMessage(c.env.DB, row.id)
      console.error('push: enqueue failed', err)
      throw apiError(
        503,
        'queue_unavailable',
        '送信を受け付けられませんでした。時間をおいて再度お試しください。',
      )
    }
    return reply(c, 'POST /api/admin/push/messages', row, 202)
  },
)

adminPush.get('/messages', async (c) => {
  const page = readPage(c.req.query(), decodeIdCursor)
  const rows = await listPushMessages(c.env.DB, page.after, page.limit + 1)
  return reply(
    c,
    'GET /api/admin/push/messages',
    toPage(
      rows,
      page.limit,
      (row: PushMessage) => row,
      (row) => encodeIdCursor(row.id),
    ),
    200,
    { 'cache-control': 'private, no-store' },
  )
})
