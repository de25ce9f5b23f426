import {
  FEED_DOWN_AFTER_MS,
  type FeedHealth,
  type FeedState,
  type FeedStatus,
  type JmaFeedName,
} from '../../src/shared/api/feed-health'
import { pathTo } from '../../src/shared/links'
import { mailerFor } from '../accounts/mailer'
import type { PushJob } from '../push/consumer'
import { deletePushMessage, insertPushMessage } from '../push/message-store'

// Is the JMA feed alive? Read from what the poller keeps per feed (alert_feeds: the last
// successful read, failures in a row, the back-off) and the last telegram applied
// (alert_reports). After each poll, watchFeedHealth tells staff when no read has succeeded for
// 10 minutes: a push to the devices of admins and moderators and an e-mail to the operator, once,
// then hourly while it lasts, and once more when the feed is back.

const FEEDS: readonly JmaFeedName[] = ['extra', 'eqvol']
const REMIND_EVERY_MS = 60 * 60_000
const STAFF_TOPIC = 'staff'
const DESK_URL = pathTo('/app/admin/alerts')

interface FeedRow {
  url: string
  checked_at: string | null
  failures: number
  retry_after: string | null
}

interface AlarmRow {
  failing_since: string
  notified_at: string | null
}

function stateOf(row: FeedRow | undefined, alarmSince: string | null, now: number): FeedState {
  if (!row) return 'unknown'
  const lastRead = row.checked_at ? Date.parse(row.checked_at) : null
  if (row.failures === 0 && lastRead !== null && now - lastRead < FEED_DOWN_AFTER_MS)
    return 'healthy'
  // Never read successfully: the outage counts from when the alarm first saw it.
  const since = lastRead ?? (alarmSince ? Date.parse(alarmSince) : now)
  return now - since >= FEED_DOWN_AFTER_MS ? 'down' : 'backing_off'
}

const WORST: FeedState[] = ['down', 'backing_off', 'healthy', 'unknown']

async function readAlarm(db: D1Database, base: string): Promise<AlarmRow | null> {
  return db
    .prepare('SELECT failing_since, notified_at FROM alert_feed_alarms WHERE base = ?1')
    .bind(base)
    .first<AlarmRow>()
}

/** The feeds under `base` (JMA_FEED_URL) as the desk and /api/health show them. */
export async function feedHealth(
  db: D1Database,
  base: string,
  now = Date.now(),
): Promise<FeedHealth> {
  const urls = FEEDS.map((feed) => `${base}/${feed}.xml`)
  const [feeds, alarm, telegram] = await Promise.all([
    db
      .prepare(
        'SELECT url, checked_at, failures, retry_after FROM alert_feeds WHERE url IN (?1, ?2)',
      )
      .bind(...urls)
      .all<FeedRow>(),
    readAlarm(db, base),
    db
      .prepare(
        `SELECT kind, status, report_at, received_at FROM alert_reports WHERE outcome = 'applied'
         ORDER BY received_at DESC LIMIT 1`,
      )
      .first<{ kind: string; status: string; report_at: string; received_at: string }>(),
  ])
  const statuses: FeedStatus[] = FEEDS.map((feed, i) => {
    const row = feeds.results.find((r) => r.url === urls[i])
    return {
      feed,
      state: stateOf(row, alarm?.failing_since ?? null, now),
      lastReadAt: row?.checked_at ?? null,
      failures: row?.failures ?? 0,
      retryAt: row?.failures ? row.retry_after : null,
    }
  })
  const state = WORST.find((s) => statuses.some((f) => f.state === s)) ?? 'unknown'
  const failing = state === 'down' || state === 'backing_off'
  return {
    state,
    feeds: statuses,
    failingSince: failing ? outageStart(statuses, alarm, now) : null,
    lastTelegram: telegram
      ? {
          kind: telegram.kind,
          status: telegram.status,
          reportAt: telegram.report_at,
          receivedAt: telegram.received_at,
        }
      : null,
  }
}

/** The earliest last success among the failing feeds (or when the alarm first saw the failure). */
function outageStart(feeds: FeedStatus[], alarm: AlarmRow | null, now: number): string {
  const times = feeds
    .filter((f) => f.state === 'down' || f.state === 'backing_off')
    .map((f) => f.lastReadAt ?? alarm?.failing_since ?? new Date(now).toISOString())
  return times.sort()[0] ?? new Date(now).toISOString()
}

/** After a poll: keeps the alarm row and tells staff when the outage calls for it. */
export async function watchFeedHealth(env: Env, base: string, now: number): Promise<void> {
  const health = await feedHealth(env.DB, base, now)
  const alarm = await readAlarm(env.DB, base)
  if (alarm?.notified_at && health.state !== 'down') {
    await notifyStaff(env, recoveredText(base, health, now))
  }
  if (health.state !== 'down' && health.state !== 'backing_off') {
    if (alarm)
      await env.DB.prepare('DELETE FROM alert_feed_alarms WHERE base = ?1').bind(base).run()
    return
  }
  const since = health.failingSince ?? new Date(now).toISOString()
  if (!alarm || (alarm.notified_at && health.state !== 'down')) {
    // A new outage (or a new one right after a recovery): counted from here.
    await env.DB.prepare(
      `INSERT INTO alert_feed_alarms (base, failing_since, notified_at) VALUES (?1, ?2, NULL)
       ON CONFLICT (base) DO UPDATE SET failing_since = ?2, notified_at = NULL`,
    )
      .bind(base, since)
      .run()
  }
  if (health.state !== 'down') return
  // The claim: of two pollers in the same minute only one tells staff.
  const due = new Date(now - REMIND_EVERY_MS).toISOString()
  const claimed = await env.DB.prepare(
    `UPDATE alert_feed_alarms SET notified_at = ?2
     WHERE base = ?1 AND (notified_at IS NULL OR notified_at <= ?3)`,
  )
    .bind(base, new Date(now).toISOString(), due)
    .run()
  if (claimed.meta.changes === 1) await notifyStaff(env, downText(base, health, now))
}

interface StaffNotice {
  title: string
  body: string
}

function tokyo(iso: string | null): string {
  if (!iso) return '記録なし'
  return `${new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')}（日本時間）`
}

function downText(base: string, health: FeedHealth, now: number): StaffNotice {
  const minutes = Math.floor((now - Date.parse(health.failingSince ?? '')) / 60_000)
  const lines = health.feeds.map(
    (f) => `${f.feed}.xml: 最後に受信できたのは ${tokyo(f.lastReadAt)}`,
  )
  return {
    title: '【要確認】気象庁の防災情報を受信できていません',
    body:
      `気象庁の防災情報XMLを${Number.isFinite(minutes) ? `${minutes}分以上` : ''}受信できていません。` +
      `自動で再試行を続けています。警報は気象庁・自治体の発表も確認してください。町の避難情報は管理画面から発令できます。\n` +
      `${lines.join('\n')}\nフィード: ${base}`,
  }
}

function recoveredText(base: string, health: FeedHealth, _now: number): StaffNotice {
  const lines = health.feeds.map((f) => `${f.feed}.xml: ${tokyo(f.lastReadAt)} に受信`)
  return {
    title: '【復旧】気象庁の防災情報を再び受信しています',
    body: `気象庁の防災情報XMLの受信が再開しました。\n${lines.join('\n')}\nフィード: ${base}`,
  }
}

/** A push to staff devices (the consumer picks them) and an e-mail to the operator. */
async function notifyStaff(env: Env, notice: StaffNotice): Promise<void> {
  console.warn(JSON.stringify({ event: 'jma_feed_alarm', title: notice.title }))
  const message = await insertPushMessage(
    env.DB,
    {
      topic: STAFF_TOPIC,
      title: notice.title,
      body: notice.body.split('\n')[0] ?? '',
      target_url: DESK_URL,
    },
    null,
  ).catch((err: unknown) => {
    console.error('alerts: staff push not stored', err)
    return null
  })
  if (message) {
    try {
      await env.PUSH_QUEUE.send({ message_id: message.id, staff: true } satisfies PushJob)
    } catch (err) {
      console.error('alerts: staff push not queued', err)
      await deletePushMessage(env.DB, message.id)
    }
  }
  const to = env.OPERATIONS_EMAIL?.trim() || env.BUSINESS_EMAIL
  try {
    await mailerFor(env).send({
      to,
      subject: notice.title,
      text: `${notice.body}\n\n管理画面の「避難情報」で受信状況を確認できます: https://${env.SITE_HOST}${DESK_URL}`,
    })
  } catch (err) {
    console.error('alerts: staff e-mail not sent', err)
  }
}
