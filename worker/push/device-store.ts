import type { DeviceTopic, PushTopic } from '../../src/shared/api/push'
// Data access for push devices and topic subscriptions (migrations/0005_push.sql).

export interface DeviceRow {
  id: string
  user_id: number
  fcm_token: string
}

export interface DeviceFields {
  fcm_token: string
  platform: string
  browser: string
  app_version: string
  os_version: string
  language_code: string
}

export type TopicRow = PushTopic

/** A subscription as the API answers it (subscription_source is checked on the way in). */
export type SubscriptionRow = DeviceTopic

/**
 * Registers a token for a user. The same token again keeps its device id (and its subscriptions);
 * a token another user registered before moves to this user: an FCM token names one app install,
 * and whoever signed in on it last is the one it now belongs to.
 */
export async function upsertDevice(
  db: D1Database,
  userId: number,
  fields: DeviceFields,
): Promise<{ id: string; moved: boolean }> {
  const now = new Date().toISOString()
  const existing = await db
    .prepare('SELECT id, user_id, fcm_token FROM devices WHERE fcm_token = ?1')
    .bind(fields.fcm_token)
    .first<DeviceRow>()
  const id = existing?.id ?? crypto.randomUUID()
  // One statement: a concurrent registration of the same token ends as an update, never a
  // duplicate (fcm_token is UNIQUE) and never a lost row.
  const row = await db
    .prepare(
      `INSERT INTO devices (id, user_id, fcm_token, platform, browser, app_version, os_version,
         language_code, created_at, last_seen_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)
       ON CONFLICT (fcm_token) DO UPDATE SET user_id = excluded.user_id,
         platform = excluded.platform, browser = excluded.browser,
         app_version = excluded.app_version, os_version = excluded.os_version,
         language_code = excluded.language_code, last_seen_at = excluded.last_seen_at
       RETURNING id`,
    )
    .bind(
      id,
      userId,
      fields.fcm_token,
      fields.platform,
      fields.browser,
      fields.app_version,
      fields.os_version,
      fields.language_code,
      now,
    )
    .first<{ id: string }>()
  return { id: row?.id ?? id, moved: Boolean(existing && existing.user_id !== userId) }
}

export function findDevice(db: D1Database, id: string): Promise<DeviceRow | null> {
  return db
    .prepare('SELECT id, user_id, fcm_token FROM devices WHERE id = ?1')
    .bind(id)
    .first<DeviceRow>()
}

/** Notices to staff (migrations/0029): no resident lists, subscribes to or is sent this topic. */
const STAFF_TOPIC = 'staff'

export async function listTopics(db: D1Database): Promise<TopicRow[]> {
  const { results } = await db
    .prepare('SELECT name, disp_name FROM push_topics WHERE name <> ?1 ORDER BY sort_order, name')
    .bind(STAFF_TOPIC)
    .all<TopicRow>()
  return results
}

export function findTopic(db: D1Database, name: string): Promise<TopicRow | null> {
  return db
    .prepare('SELECT name, disp_name FROM push_topics WHERE name = ?1 AND name <> ?2')
    .bind(name, STAFF_TOPIC)
    .first<TopicRow>()
}

export async function subscribe(
  db: D1Database,
  deviceId: string,
  topic: string,
  source: string,
  dispName: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO topic_subscriptions (device_id, topic_name, subscription_source, disp_name,
         created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (device_id, topic_name) DO UPDATE SET
         subscription_source = excluded.subscription_source, disp_name = excluded.disp_name`,
    )
    .bind(deviceId, topic, source, dispName, new Date().toISOString())
    .run()
}

export async function unsubscribe(db: D1Database, deviceId: string, topic: string): Promise<void> {
  await db
    .prepare('DELETE FROM topic_subscriptions WHERE device_id = ?1 AND topic_name = ?2')
    .bind(deviceId, topic)
    .run()
}

/** A device's topics; the display name is the catalog's (what the settings page shows). */
export async function listSubscriptions(
  db: D1Database,
  deviceId: string,
): Promise<SubscriptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.topic_name, t.disp_name, s.subscription_source, s.created_at
       FROM topic_subscriptions s JOIN push_topics t ON t.name = s.topic_name
       WHERE s.device_id = ?1 ORDER BY t.sort_order, t.name`,
    )
    .bind(deviceId)
    .all<SubscriptionRow>()
  return results
}

/** Tokens subscribed to a topic, for delivery. */
export async function tokensForTopic(
  db: D1Database,
  topic: string,
): Promise<{ id: string; fcm_token: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.fcm_token FROM devices d
       JOIN topic_subscriptions s ON s.device_id = d.id WHERE s.topic_name = ?1 ORDER BY d.id`,
    )
    .bind(topic)
    .all<{ id: string; fcm_token: string }>()
  return results
}

/** The devices of active admins and moderators. */
export async function staffTokens(db: D1Database): Promise<{ id: string; fcm_token: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.fcm_token FROM devices d JOIN users u ON u.id = d.user_id
       WHERE u.status = 'active'
         AND (u.role = 'admin' OR EXISTS (SELECT 1 FROM staff_roles r WHERE r.user_id = u.id))
       ORDER BY d.id`,
    )
    .all<{ id: string; fcm_token: string }>()
  return results
}

/** FCM said the token is gone: the device and its subscriptions go with it. */
export async function removeDeviceByToken(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM devices WHERE fcm_token = ?1').bind(token).run()
}
