import type { PostStatus } from '../../src/shared/api/posts'
import { type SessionLookup, type SessionUserRow, writerIdSql } from '../accounts/session'
import { PUBLIC_POST } from './queries'

// Likes and favorites. Each change is one D1 batch (one transaction, one round trip): the row goes in or out with
// INSERT OR IGNORE / DELETE, the post's counter is recomputed from the rows with count(*) (never
// incremented blindly, so repeats and races cannot drift it), and the new status is read back in
// the same transaction. Liking twice or unliking something never liked changes nothing.

type Reaction = 'likes' | 'favorites'

const COUNTER: Record<Reaction, string> = { likes: 'like_count', favorites: 'favorite_count' }

interface StatusRow {
  like_count: number
  favorite_count: number
  liked: number
  favorited: number
}

/** The post ?N is public (visible, by an active author). */
const isPublic = (n: number) => `EXISTS (SELECT 1 FROM posts p CROSS JOIN users u
  WHERE p.id = ?${n} AND ${PUBLIC_POST})`

/** Who is asking, in a statement's SQL: an expression for the user's id, and its binds from ?2 on. */
interface ViewerSql {
  id: string
  binds: (string | number)[]
}

/** The status, or no row when the post is not public. */
function statusStatement(db: D1Database, postId: number, viewer: ViewerSql) {
  return db
    .prepare(
      `SELECT p.like_count, p.favorite_count,
         EXISTS (SELECT 1 FROM likes WHERE user_id = ${viewer.id} AND post_id = p.id) AS liked,
         EXISTS (SELECT 1 FROM favorites WHERE user_id = ${viewer.id} AND post_id = p.id) AS favorited
       FROM posts p CROSS JOIN users u WHERE p.id = ?1 AND ${PUBLIC_POST}`,
    )
    .bind(postId, ...viewer.binds)
}

function toStatus(row: StatusRow | null | undefined): PostStatus | null {
  if (!row) return null
  return {
    liked: row.liked === 1,
    like_count: row.like_count,
    favorited: row.favorited === 1,
    favorite_count: row.favorite_count,
  }
}

/**
 * The like/favorite status of a public post for a viewer (visitors: liked/favorited false);
 * null when the post is not public.
 */
export async function readStatus(
  db: D1Database,
  postId: number,
  viewerId: number | null,
): Promise<PostStatus | null> {
  const viewer = { id: '?2', binds: [viewerId ?? 0] }
  return toStatus(await statusStatement(db, postId, viewer).first<StatusRow>())
}

/**
 * Adds or removes the signed-in user's like or favorite and returns the new status; null (and
 * nothing changed) when the post is not public. The check is inside the transaction, so a post
 * hidden a moment ago gains or loses no reaction.
 *
 * One round trip to D1: the session's lookup (`writer`, from writerInBatch: its answer is
 * `session`, for requireWriterOf), the rate limit's counting statement (countRateLimitOf, with
 * the session's user as its subject), the change, the recount and the status. The change runs
 * only if the count did (`changes()` is the count of rows the statement before it changed) and
 * names the user with writerIdSql: a refused request, or one from somebody who may not write,
 * changes nothing. `counts` are the count's answers, for applyRateLimits.
 */
export async function setReaction(
  db: D1Database,
  reaction: Reaction,
  postId: number,
  writer: { statement: D1PreparedStatement; lookup: SessionLookup },
  on: boolean,
  rateLimitCount: D1PreparedStatement,
): Promise<{
  session: D1Result<SessionUserRow>
  status: PostStatus | null
  counts: D1Result<{ count: number }>[]
}> {
  const allowed = 'changes() = 1'
  const user = writerIdSql('?2', '?3')
  const binds = [writer.lookup.tokenHash, writer.lookup.now]
  const change = on
    ? db
        .prepare(
          `INSERT OR IGNORE INTO ${reaction} (user_id, post_id) SELECT writer, ?1
           FROM (SELECT ${user} AS writer) WHERE writer IS NOT NULL AND ${allowed} AND ${isPublic(1)}`,
        )
        .bind(postId, ...binds)
    : db
        .prepare(
          `DELETE FROM ${reaction} WHERE ${allowed} AND user_id = ${user} AND post_id = ?1
           AND ${isPublic(1)}`,
        )
        .bind(postId, ...binds)
  const recount = db
    .prepare(
      `UPDATE posts SET ${COUNTER[reaction]} = (SELECT count(*) FROM ${reaction} WHERE post_id = ?1)
       WHERE id = ?1`,
    )
    .bind(postId)
  const results = await db.batch<unknown>([
    writer.statement,
    rateLimitCount,
    change,
    recount,
    // Only a writer gets this answer (requireWriterOf): the session's user will do, for fewer rows.
    statusStatement(db, postId, {
      id: '(SELECT user_id FROM sessions WHERE token_hash = ?2)',
      binds: [writer.lookup.tokenHash],
    }),
  ])
  return {
    session: results[0] as D1Result<SessionUserRow>,
    status: toStatus((results[4] as D1Result<StatusRow> | undefined)?.results[0]),
    counts: results.slice(1, 2) as D1Result<{ count: number }>[],
  }
}
