// Blocks, as every list reads them: a viewer never sees the posts of someone they blocked, nor of
// someone who blocked them. The SQL takes the viewer's id as a bind (visitors bind 0, which no
// user has, so the filter lets everything through).

/**
 * `<author> NOT IN (…)`: the authors hidden from the viewer bound at `viewer` (e.g. '?9').
 * Both halves walk an index of user_blocks; SQLite runs the subquery once per statement, but D1
 * still counts a row read per author it checks. So when the caller knows the viewer is a visitor
 * (`viewerId` null or 0), the filter is only `viewer = 0`: the bind stays used and nothing is read.
 */
export const notBlocked = (author: string, viewer: string, viewerId?: number | null) =>
  viewerId === null || viewerId === 0
    ? `${viewer} = 0`
    : `${author} NOT IN (SELECT blocked_id FROM user_blocks WHERE blocker_id = ${viewer}
    UNION ALL SELECT blocker_id FROM user_blocks WHERE blocked_id = ${viewer})`

/** The ids hidden from `viewerId` either way (empty for visitors and for most people). */
export async function hiddenAuthors(db: D1Database, viewerId: number | null): Promise<number[]> {
  if (viewerId === null) return []
  const { results } = await db
    .prepare(
      `SELECT blocked_id AS id FROM user_blocks WHERE blocker_id = ?1
       UNION SELECT blocker_id FROM user_blocks WHERE blocked_id = ?1`,
    )
    .bind(viewerId)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}

/** Whether either of two users blocked the other. */
export async function eitherBlocked(db: D1Database, a: number, b: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM user_blocks WHERE (blocker_id = ?1 AND blocked_id = ?2)
         OR (blocker_id = ?2 AND blocked_id = ?1) LIMIT 1`,
    )
    .bind(a, b)
    .first<{ hit: number }>()
  return row !== null
}

/** Whether the user is in any block, either way: the app's hint for the pages (has_blocks). */
export async function inAnyBlock(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = ?1)
         OR EXISTS (SELECT 1 FROM user_blocks WHERE blocked_id = ?1) AS hit`,
    )
    .bind(userId)
    .first<{ hit: number }>()
  return row?.hit === 1
}
