import type { PushMessage } from '../../src/shared/api/push'

// Notifications an admin sent, with their delivery counts (migrations/0005_push.sql). A row is
// what the admin API answers (src/shared/api/push.ts).

const COLUMNS = `id, topic, title, body, image, target_url, status, recipients, sent, failed, removed,
  created_at, finished_at`

export async function insertPushMessage(
  db: D1Database,
  input: { topic: string; title: string; body: string; image?: string; target_url?: string },
  createdBy: number | null,
): Promise<PushMessage> {
  const row = await db
    .prepare(
      `INSERT INTO push_messages (topic, title, body, image, target_url, created_by, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING ${COLUMNS}`,
    )
    .bind(
      input.topic,
      input.title,
      input.body,
      input.image ?? null,
      input.target_url ?? null,
      createdBy,
      new Date().toISOString(),
    )
    .first<PushMessage>()
  if (!row) throw new Error('push_messages insert returned nothing')
  return row
}

export async function deletePushMessage(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM push_messages WHERE id = ?1').bind(id).run()
}

export function findPushMessage(db: D1Database, id: number): Promise<PushMessage | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM push_messages WHERE id = ?1`)
    .bind(id)
    .first<PushMessage>()
}

/** Claims a queued message for delivery; false when another delivery already took it. */
export async function claimPushMessage(
  db: D1Database,
  id: number,
  recipients: number,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE push_messages SET status = 'sending', recipients = ?2
       WHERE id = ?1 AND status = 'queued'`,
    )
    .bind(id, recipients)
    .run()
  return result.meta.changes === 1
}

export async function finishPushMessage(
  db: D1Database,
  id: number,
  counts: { sent: number; failed: number; removed: number },
): Promise<void> {
  await db
    .prepare(
      `UPDATE push_messages SET status = 'done', sent = ?2, failed = ?3, removed = ?4,
         finished_at = ?5 WHERE id = ?1`,
    )
    .bind(id, counts.sent, counts.failed, counts.removed, new Date().toISOString())
    .run()
}

export async function listPushMessages(
  db: D1Database,
  cursor: number | null,
  limit: number,
): Promise<PushMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM push_messages WHERE (?1 IS NULL OR id < ?1) ORDER BY id DESC LIMIT ?2`,
    )
    .bind(cursor, limit)
    .all<PushMessage>()
  return results
}
