import { createScheduledController, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FeedHealth } from '../../src/shared/api/feed-health'
import * as entry from '../../worker/index'
import { channel } from './alerts-helpers'
import { signInAs } from './moderation-helpers'
import { insertPlace } from './places-helpers'
import { call, type SignedIn } from './posts-helpers'

// Is the JMA feed alive? The JMA stand-in (scripts/lib/jma-stand-in.mjs) answers 503 to every
// feed request for over an hour of per-minute Cron ticks, driven by an injected clock: staff get
// one push and one e-mail at 10 minutes, another an hour later, and the desk and /api/health say
// so. Then the stand-in recovers and staff are told that too.

const MINUTE = 60_000
let moderator: SignedIn
let shelter: number

beforeAll(async () => {
  moderator = await signInAs('moderator', '防災担当（監視）')
  shelter = await insertPlace({ kind: 'shelter', name: 'みなと町 北部防災センター' })
})

function cron(base: string) {
  const cronEnv = { ...env, JMA_FEED_URL: base } as Env
  return (at: number) =>
    entry.default.scheduled(
      createScheduledController({ scheduledTime: at, cron: '* * * * *' }),
      cronEnv,
    )
}

async function staffNotices(base: string) {
  const mails = await env.DB.prepare(
    'SELECT to_address, subject, text_body FROM mail_outbox WHERE instr(text_body, ?1) > 0 ORDER BY id',
  )
    .bind(base)
    .all<{ to_address: string; subject: string; text_body: string }>()
  const pushes = await env.DB.prepare(
    "SELECT title, body, target_url FROM push_messages WHERE topic = 'staff' ORDER BY id",
  ).all<{ title: string; body: string; target_url: string }>()
  return { mails: mails.results, pushes: pushes.results }
}

async function deskHealth(): Promise<FeedHealth> {
  const res = await call<FeedHealth>('GET', '/api/admin/alerts/feed-health', {
    token: moderator.token,
  })
  expect(res.status).toBe(200)
  return res.body
}

describe('JMA feed health', () => {
  it('10 minutes without a read: one push and one e-mail, then hourly; the desk and /api/health say so', {
    timeout: 120_000,
  }, async () => {
    const ch = channel()
    const tick = cron(ch.base)
    const { feedHealth } = await import('../../worker/alerts/feed-health')
    const t0 = Math.floor(Date.now() / MINUTE) * MINUTE
    await tick(t0)
    expect((await feedHealth(env.DB, ch.base, t0)).state).toBe('healthy')
    const pushesBefore = (await staffNotices(ch.base)).pushes.length

    await ch.trouble({ times: 1000, status: 503 })
    for (let minute = 1; minute <= 9; minute++) await tick(t0 + minute * MINUTE)
    const backingOff = await feedHealth(env.DB, ch.base, t0 + 9 * MINUTE)
    expect(backingOff.state).toBe('backing_off')
    expect(backingOff.feeds.every((f) => f.failures > 0 && f.retryAt !== null)).toBe(true)
    expect((await staffNotices(ch.base)).mails).toEqual([])

    for (let minute = 10; minute <= 69; minute++) await tick(t0 + minute * MINUTE)
    const down = await feedHealth(env.DB, ch.base, t0 + 69 * MINUTE)
    expect(down.state).toBe('down')
    expect(down.failingSince).toBe(new Date(t0).toISOString())
    expect(down.feeds.map((f) => f.lastReadAt)).toEqual([
      new Date(t0).toISOString(),
      new Date(t0).toISOString(),
    ])
    let notices = await staffNotices(ch.base)
    expect(notices.mails).toHaveLength(1)
    expect(notices.pushes.length - pushesBefore).toBe(1)
    expect(notices.mails[0]?.subject).toBe('【要確認】気象庁の防災情報を受信できていません')
    expect(notices.mails[0]?.to_address).toBe(env.BUSINESS_EMAIL)
    expect(notices.mails[0]?.text_body).toContain('10分以上')
    expect(notices.pushes.at(-1)).toMatchObject({
      title: '【要確認】気象庁の防災情報を受信できていません',
      target_url: '/app/admin/alerts',
    })

    await tick(t0 + 70 * MINUTE)
    notices = await staffNotices(ch.base)
    expect(notices.mails).toHaveLength(2)
    expect(notices.pushes.length - pushesBefore).toBe(2)
    for (let minute = 71; minute <= 80; minute++) await tick(t0 + minute * MINUTE)
    expect((await staffNotices(ch.base)).mails).toHaveLength(2)

    // JMA answers again: one recovery notice, and the alarm is over.
    await fetch(`${ch.base}/__reset`, { method: 'POST' })
    for (let minute = 81; minute <= 120; minute++) await tick(t0 + minute * MINUTE)
    notices = await staffNotices(ch.base)
    expect(notices.mails.map((m) => m.subject)).toEqual([
      '【要確認】気象庁の防災情報を受信できていません',
      '【要確認】気象庁の防災情報を受信できていません',
      '【復旧】気象庁の防災情報を再び受信しています',
    ])
    expect((await feedHealth(env.DB, ch.base, t0 + 120 * MINUTE)).state).toBe('healthy')
  })

  it('the desk and /api/health report the Worker’s own feed; a town order is issued while JMA is down', {
    timeout: 60_000,
  }, async () => {
    // The Worker's own feed folder (JMA_FEED_URL of the test run), last read 15 minutes ago.
    const base = (env as Env & { JMA_FEED_URL: string }).JMA_FEED_URL.replace(/\/+$/, '')
    const lastRead = new Date(Date.now() - 15 * MINUTE).toISOString()
    const retry = new Date(Date.now() + 4 * MINUTE).toISOString()
    for (const feed of ['extra', 'eqvol']) {
      await env.DB.prepare(
        `INSERT INTO alert_feeds (url, checked_at, failures, retry_after) VALUES (?1, ?2, 5, ?3)
         ON CONFLICT (url) DO UPDATE SET checked_at = ?2, failures = 5, retry_after = ?3`,
      )
        .bind(`${base}/${feed}.xml`, lastRead, retry)
        .run()
    }
    const desk = await deskHealth()
    expect(desk.state).toBe('down')
    expect(desk.feeds).toEqual([
      { feed: 'extra', state: 'down', lastReadAt: lastRead, failures: 5, retryAt: retry },
      { feed: 'eqvol', state: 'down', lastReadAt: lastRead, failures: 5, retryAt: retry },
    ])
    const health = await call<{ status: string; jma: { state: string } }>('GET', '/api/health')
    expect(health.status).toBe(200)
    expect(health.body.status).toBe('degraded')
    expect(health.body.jma.state).toBe('down')

    // JMA unreachable changes nothing for the town's own order.
    const order = await call<{ level: number; source: string }>('POST', '/api/admin/alerts', {
      token: moderator.token,
      json: {
        kind: 'evacuation_order',
        areaName: '北部地区',
        note: '気象庁の情報が届かない中、町の判断で避難指示を発令しました。',
        shelterIds: [shelter],
      },
    })
    expect(order.status).toBe(201)
    expect(order.body).toMatchObject({ level: 4, source: 'town' })

    // A resident cannot read the feed's state at the desk.
    const resident = await call('GET', '/api/admin/alerts/feed-health')
    expect(resident.status).toBe(401)
  })
})
