import type { PushNotification } from '../../src/shared/api/push'
import { type AlertRow, findAlert } from './alert-store'
import { liftNotification } from './push-lift-text'
import { type NoticeDelivery, noticeDelivery, noticeMode } from './push-message'
import { storeAndQueue } from './push-queue'
import { queueQuietPushes } from './push-quiet'
import { alertNotification, pushLang } from './push-text'

// A warning is pushed once per level it is raised to: when it is issued or upgraded, never for a
// continuation or a downgrade (a downgrade lowers pushed_level, so a later raise is news again).
// Level 3 and above go to every registered device, level 2 only to the 'advisories' topic. The
// push is a push_messages row (the admin's history shows it) delivered by the push queue's
// consumer, which asks this module for the recipients, each one's text in its language and how
// the push is delivered (push-message.ts). A raise is loud; its downgrade and its 解除 replace the
// notice quietly (push-quiet.ts).

/** The raises nobody has been pushed yet, then the notices to replace, each claimed once. */
export async function queuePendingPushes(env: Env): Promise<number> {
  return (await queueRaises(env)) + (await queueQuietPushes(env))
}

async function queueRaises(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT * FROM alerts WHERE lifted_at IS NULL AND level >= 2 AND level > pushed_level
     ORDER BY level DESC, updated_at LIMIT 20`,
  ).all<AlertRow>()
  let queued = 0
  for (const row of results) if (await queueAlertPush(env, row)) queued += 1
  return queued
}

async function queueAlertPush(env: Env, row: AlertRow): Promise<boolean> {
  // The claim: of two pollers (or a poll and a desk order) only one moves pushed_level up.
  const claimed = await env.DB.prepare(
    `UPDATE alerts SET pushed_level = ?2, notice_level = ?2, notice_reach = MAX(notice_reach, ?2)
     WHERE id = ?1 AND pushed_level < ?2 AND lifted_at IS NULL`,
  )
    .bind(row.id, row.level)
    .run()
  if (claimed.meta.changes !== 1) return false
  const queued = await storeAndQueue(
    env,
    row,
    alertNotification(row, 'ja'),
    row.level >= 3 ? 'all' : 'advisories',
    { alert_id: row.id, alert_level: row.level },
  )
  if (queued) return true
  // Not queued: give the claim back, so the next poll tries again.
  await env.DB.prepare(
    `UPDATE alerts SET pushed_level = ?2, notice_level = ?4, notice_reach = ?5
     WHERE id = ?1 AND pushed_level = ?3`,
  )
    .bind(row.id, row.pushed_level, row.level, row.notice_level, row.notice_reach)
    .run()
  return false
}

export interface AlertRecipient {
  fcm_token: string
  language_code: string
}

/** Which of a warning's pushes a queue job delivers (PushJob.alert_notice). */
export type NoticeKind = 'raise' | 'lower' | 'lift'

export interface AlertDelivery {
  recipients: AlertRecipient[]
  noteFor: (languageCode: string) => PushNotification
  /** The FCM message's android, apns and webpush blocks (collapse key, TTL, channel…). */
  platform: NoticeDelivery
}

const EVERY_DEVICE = 'SELECT fcm_token, language_code FROM devices ORDER BY id'
const ADVISORY_DEVICES = `SELECT d.fcm_token, d.language_code FROM devices d
  JOIN topic_subscriptions s ON s.device_id = d.id WHERE s.topic_name = 'advisories'
  ORDER BY d.id`

/** Whether the push is still news when the queue gets to it. */
function stillDue(found: AlertRow, level: number, notice: NoticeKind): boolean {
  // Raised: lifted before the queue got to it, or raised again since: that news is over.
  if (notice === 'raise') return found.lifted_at === null && found.pushed_level <= level
  // Lowered: still at that level (a lift or a raise since has its own push).
  if (notice === 'lower') return found.lifted_at === null && found.level === level
  return found.lifted_at !== null
}

/**
 * Who gets a warning's push, what each reads and how it is delivered. A raise goes to every
 * device for level 3 and above, the advisories topic for level 2, at the level the push was
 * queued for (`level`; null: the alert's). A quiet push (lower, lift) goes to whom the warning's
 * highest raise reached. Null when the alert is gone; nobody when the push is no longer news.
 */
export async function alertDelivery(
  db: D1Database,
  alertId: string,
  level: number | null = null,
  notice: NoticeKind = 'raise',
  now = Date.now(),
): Promise<AlertDelivery | null> {
  const found = await findAlert(db, alertId)
  if (!found) return null
  const row = level === null ? found : { ...found, level: level as AlertRow['level'] }
  const noteFor = (code: string) =>
    notice === 'lift'
      ? liftNotification(row, pushLang(code))
      : alertNotification(row, pushLang(code))
  const platform = noticeDelivery(
    { id: row.id, kind: row.kind, level: row.level, reportAt: row.report_at },
    noticeMode(row.level, notice === 'raise'),
    now,
  )
  if (!stillDue(found, row.level, notice)) return { recipients: [], noteFor, platform }
  const reach = notice === 'raise' ? row.level : found.notice_reach
  const { results } = await db
    .prepare(reach >= 3 ? EVERY_DEVICE : ADVISORY_DEVICES)
    .all<AlertRecipient>()
  return { recipients: results, noteFor, platform }
}
