import { type DataExport, EXPORT_DAYS } from '../../src/shared/api/account-data'

// The rows of data downloads (migrations/0032_account_data.sql) and where their ZIPs are in R2.

export const exportKey = (id: string) => `exports/${id}.zip`

const COLUMNS = 'id, state, bytes, requested_at, ready_at, expires_at'

export interface ExportRow extends DataExport {
  user_id: number
}

export function findExport(db: D1Database, id: string): Promise<ExportRow | null> {
  return db
    .prepare(`SELECT user_id, ${COLUMNS} FROM data_exports WHERE id = ?1`)
    .bind(id)
    .first<ExportRow>()
}

/** The person's downloads still offered (or still being built), newest first. */
export async function listExports(db: D1Database, userId: number, now: string) {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM data_exports
       WHERE user_id = ?1 AND (expires_at IS NULL OR expires_at > ?2)
       ORDER BY requested_at DESC LIMIT 5`,
    )
    .bind(userId, now)
    .all<DataExport>()
  return results
}

/**
 * A new download request, unless one is being built already or three were asked for within a
 * day: returns the new row, or why not.
 */
export async function insertExport(
  db: D1Database,
  userId: number,
  now: Date,
): Promise<DataExport | 'in_progress' | 'too_many'> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString()
  const id = crypto.randomUUID()
  const row = await db
    .prepare(
      `INSERT INTO data_exports (id, user_id, requested_at)
       SELECT ?1, ?2, ?3
       WHERE NOT EXISTS (SELECT 1 FROM data_exports WHERE user_id = ?2 AND state = 'queued')
         AND (SELECT count(*) FROM data_exports WHERE user_id = ?2 AND requested_at > ?4) < 3
       RETURNING ${COLUMNS}`,
    )
    .bind(id, userId, now.toISOString(), dayAgo)
    .first<DataExport>()
  if (row) return row
  const queued = await db
    .prepare(`SELECT 1 AS yes FROM data_exports WHERE user_id = ?1 AND state = 'queued'`)
    .bind(userId)
    .first()
  return queued ? 'in_progress' : 'too_many'
}

export async function markExportReady(db: D1Database, id: string, bytes: number, at: Date) {
  const expires = new Date(at.getTime() + EXPORT_DAYS * 86_400_000).toISOString()
  const result = await db
    .prepare(
      `UPDATE data_exports SET state = 'ready', bytes = ?2, ready_at = ?3, expires_at = ?4
       WHERE id = ?1 AND state = 'queued'`,
    )
    .bind(id, bytes, at.toISOString(), expires)
    .run()
  return result.meta.changes > 0
}

export async function markExportFailed(db: D1Database, id: string) {
  await db.prepare(`UPDATE data_exports SET state = 'failed' WHERE id = ?1`).bind(id).run()
}

/** Downloads past their 7 days: their ZIPs leave R2, then their rows. */
export async function purgeExpiredExports(env: Env, now: string): Promise<void> {
  const { results } = await env.DB.prepare(
    'SELECT id FROM data_exports WHERE expires_at <= ?1 LIMIT 100',
  )
    .bind(now)
    .all<{ id: string }>()
  if (results.length === 0) return
  await env.MEDIA.delete(results.map((row) => exportKey(row.id)))
  await env.DB.batch(
    results.map((row) => env.DB.prepare('DELETE FROM data_exports WHERE id = ?1').bind(row.id)),
  )
}
