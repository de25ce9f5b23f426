import { createExecutionContext, createMessageBatch, env } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import worker from '../../worker/index'
import type { RecordedSend } from '../fcm/server'
import { signInAs } from './moderation-helpers'
import { call } from './posts-helpers'
import { fcmToken, registerDevice, signedIn, subscribeTo } from './push-helpers'

// Notices to staff (the JMA feed alarm, worker/alerts/feed-health.ts) reach the devices of admins
// and moderators only, through the loopback FCM (tests/fcm/server.ts); no resident can list or
// subscribe to their topic.

const fcm = {
  FCM_SERVICE_ACCOUNT: inject('fcmServiceAccount'),
  FCM_ENDPOINT: inject('fcmOrigin'),
  FCM_OAUTH_TOKEN_URL: '',
}
const pushEnv = { ...env, ...fcm } as Env

describe('staff notices', () => {
  it('go to the devices of admins and moderators, not to residents', async () => {
    const admin = await signInAs('admin', '運営（通知）')
    const moderator = await signInAs('moderator', '防災担当（通知）')
    const resident = await signedIn('staff-push-resident')
    const tokens = { admin: fcmToken('ok'), moderator: fcmToken('ok'), resident: fcmToken('ok') }
    await registerDevice(admin.token, tokens.admin)
    await registerDevice(moderator.token, tokens.moderator)
    const residentDevice = await registerDevice(resident.token, tokens.resident)
    await subscribeTo(residentDevice, tokens.resident, 'all')

    const message = await env.DB.prepare(
      `INSERT INTO push_messages (topic, title, body, target_url, created_at)
       VALUES ('staff', '【要確認】気象庁の防災情報を受信できていません', '10分以上受信できていません。',
         '/app/admin/alerts', ?1) RETURNING id`,
    )
      .bind(new Date().toISOString())
      .first<{ id: number }>()
    const batch = createMessageBatch('jimoto-push', [
      {
        id: 'staff-1',
        timestamp: Date.now(),
        attempts: 1,
        body: { message_id: message?.id, staff: true },
      },
    ])
    await worker.queue(batch, pushEnv, createExecutionContext())

    const sends = (await (await fetch(`${fcm.FCM_ENDPOINT}/_sends`)).json()) as RecordedSend[]
    const reached = sends.filter((s) => Object.values(tokens).includes(s.token)).map((s) => s.token)
    expect(reached.sort()).toEqual([tokens.admin, tokens.moderator].sort())
  })

  it('have a topic no resident sees or subscribes to', async () => {
    const topics = await call<{ items: { name: string }[] }>('GET', '/api/push/topics')
    expect(topics.status).toBe(200)
    expect(topics.body.items.map((t) => t.name)).not.toContain('staff')
    const resident = await signedIn('staff-push-curious')
    const token = fcmToken('ok')
    const device = await registerDevice(resident.token, token)
    expect((await subscribeTo(device, token, 'staff')).status).toBe(400)
  })
})
