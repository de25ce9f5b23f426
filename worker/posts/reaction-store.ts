import type { PostStatus } from '../../src/shared/api/posts'
import { PUBLIC_POST } from './queries'

// Likes and favorites. Each change is one D1 batch (one transaction): the row goes in or out with
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

/** The status, or no row when the post is not public. */
function statusStatement(db: D1Database, postId: number, viewerId: number | null) {
  return db
    .prepare(
      `SELECT p.like_count, p.favorite_count,
         EXISTS (SELECT 1 FROM likes WHERE user_id = ?2 AND post_id = p.id) AS liked,
         EXISTS (SELECT 1 FROM favorites WHERE user_id = ?2 AND post_id = p.id) AS favorited
       FROM posts p CROSS JOIN users u WHERE p.id = ?1 AND ${PUBLIC_POST}`,
    )
    .bind(postId, viewerId ?? 0)
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
  return toStatus(await statusStatement(db, postId, viewerId).first<StatusRow>())
}

/**
 * Adds or removes the viewer's like or favorite and returns the new status; null (and nothing
 * changed) when the post is not public. The check is inside the transaction, so a post hidden a
 * moment ago gains or loses no reaction.
 *
 * `rateLimitCount`: the rate limit's counting statement (lib/rate-limit.ts countRateLimits), sent
 * first in the same batch so a reaction is one round trip to D1, not two. It changes its row only
 * while the limit allows one more, so the change runs only if it did (`changes()` is the count of
 * rows the statement before it changed): a refused request changes nothing. `counts` are its
 * answers, for applyRateLimits.
 */
export async function setReaction(
  db: D1Database,
  reaction: Reaction,
  postId: number,
  viewerId: number,
  on: boolean,
  rateLimitCount: D1PreparedStatement,
): Promise<{ status: PostStatus | null; counts: D1Result<{ count: number }>[] }> {
  const allowed = 'changes() = 1'
  const change = on
    ? db
        .prepare(
          `INSERT OR IGNORE INTO ${reaction} (user_id, post_id) SELECT ?1, ?2
           WHERE ${allowed} AND ${isPublic(2)}`,
        )
        .bind(viewerId, postId)
    : db
        .prepare(
          `DELETE FROM ${reaction} WHERE ${allowed} AND user_id = ?1 AND post_id = ?2
           AND ${isPublic(2)}`,
        )
        .bind(viewerId, postId)
  const recount = db
    .prepare(
      `UPDATE posts SET ${COUNTER[reaction]} = (SELECT count(*) FROM ${reaction} WHERE post_id = ?1)
       WHERE id = ?1`,
    )
    .bind(postId)
  const results = await db.batch<StatusRow>([
    rateLimitCount,
    change,
    recount,
    statusStatement(db, postId, viewerId),
  ])
  return {
    status: toStatus(results[3]?.results[0]),
    counts: results.slice(0, 1) as unknown as D1Result<{ count: number }>[],
  }
}
