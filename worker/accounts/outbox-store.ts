export interface OutboxRow {
  id: number
  to_address: string
  subject: string
  text_body: string
  created_at: string
}

/** Newest first, `id < cursor` for the next page; optionally only mail to one address. */
export async function listOutbox(
  db: D1Database,
  options: { cursor: number | null; limit: number; to: string | null },
): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_address, subject, text_body, created_at FROM mail_outbox
       WHERE (?1 IS NULL OR id < ?1) AND (?2 IS NULL OR to_address = ?2 COLLATE NOCASE)
       ORDER BY id DESC LIMIT ?3`,
    )
    .bind(options.cursor, options.to, options.limit)
    .all<OutboxRow>()
  return results
}
