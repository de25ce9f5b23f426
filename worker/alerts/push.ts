import type { PushNotification } from '../../src/shared/api/push'
import type { PushJob } from '../push/consumer'
import { deletePushMessage, insertPushMessage } from '../push/message-store'
import { type AlertRow, findAlert } from './alert-store'
import { alertNotification, pushLang } from './push-text'

// A warning is pushed once per level it is raised to: when it is issued or upgraded, never for a
// continuation or a downgrade (a downgrade lowers pushed_level, so a later raise is news again).
// Level 3 and above go to every registered device, level 2 only to the 'advisories' topic. The
// push is a push_messages row (the admin's history shows it) delivered by the push queue's
// consumer, which asks this module for the recipients and each one's text in its language.

/** The alerts whose level nobody has been pushed yet, each claimed once and queued. */
export async function queuePendingPushes(env: Env): Promise<number> {
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
    'UPDATE alerts SET pushed_level = ?2 WHERE id = ?1 AND pushed_level < ?2 AND lifted_at IS NULL',
  )
    .bind(row.id, row.level)
    .run()
  if (claimed.meta.changes !== 1) return false
  const ja = alertNotification(row, 'ja')
  const message = await insertPushMessage(
    env.DB,
    {
      topic: row.level >= 3 ? 'all' : 'advisories',
      title: ja.title,
      body: ja.body,
      target_url: ja.target_url ?? undefined,
    },
    row.issued_by,
  ).catch(async (err: unknown) => {
    console.error('alerts: push message not stored', row.id, err)
    return null
  })
  try {
    if (!message) throw new Error('no push message')
    await env.PUSH_QUEUE.send({
      message_id: message.id,
      alert_id: row.id,
      alert_level: row.level,
    } satisfies PushJob)
    return true
  } catch (err) {
    // Not queued: give the claim back, so the next poll tries again.
    console.error('alerts: push not queued, will retry', row.id, err)
    if (message) await deletePushMessage(env.DB, message.id)
    await env.DB.prepare('UPDATE alerts SET pushed_level = ?2 WHERE id = ?1 AND pushed_level = ?3')
      .bind(row.id, row.pushed_level, row.level)
      .run()
    return false
  }
}

export interface AlertRecipient {
  fcm_token: string
  language_code: string
}

/**
 * Who gets a warning's push and what each reads: every device for level 3 and above, the
 * advisories topic for level 2, at the level the push was queued for (`level`; null: the
 * alert's). Null when the alert is gone (then nobody is sent anything). A push the warning has
 * since outgrown (raised again before the queue got to it) reaches nobody: the newer one says it.
 */
export async function alertDelivery(
  db: D1Database,
  alertId: string,
  level: number | null = null,
): Promise<{
  recipients: AlertRecipient[]
  noteFor: (languageCode: string) => PushNotification
} | null> {
  const found = await findAlert(db, alertId)
  if (!found) return null
  const row = level === null ? found : { ...found, level: level as AlertRow['level'] }
  // Lifted before the queue got to it, or raised again since: that news is over.
  if (found.lifted_at !== null || found.pushed_level > row.level)
    return { recipients: [], noteFor: (code) => alertNotification(row, pushLang(code)) }
  const sql =
    row.level >= 3
      ? 'SELECT fcm_token, language_code FROM devices ORDER BY id'
      : `SELECT d.fcm_token, d.language_code FROM devices d
         JOIN topic_subscriptions s ON s.device_id = d.id WHERE s.topic_name = 'advisories'
         ORDER BY d.id`
  const { results } = await db.prepare(sql).all<AlertRecipient>()
  return { recipients: results, noteFor: (code) => alertNotification(row, pushLang(code)) }
}
