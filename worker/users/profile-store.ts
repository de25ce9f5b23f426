import type { FollowStatus, PublicProfile } from '../../src/shared/api/posts'

// Public profiles and follows: what anyone may see of a user. The users table itself, and what a
// user changes about themselves, belong to worker/accounts/.

/** The row SQLite answers: the profile, with the flags as 0 or 1. */
type ProfileRow = Omit<PublicProfile, 'following' | 'blocking'> & {
  following: number
  blocking: number
  blocked_viewer: number
}

/**
 * An active user's public profile with counts that only include what others can see: public
 * posts, and follows between active users. `viewerId` decides `following` (false for visitors).
 */
export async function findPublicProfile(
  db: D1Database,
  userId: number,
  viewerId: number | null,
): Promise<(PublicProfile & { blocked_viewer: boolean }) | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.name, u.bio, u.website, u.avatar_url, u.created_at,
         (SELECT count(*) FROM posts p WHERE p.user_id = u.id AND p.visibility = 'public')
           AS post_count,
         (SELECT count(*) FROM follows f JOIN users o ON o.id = f.follower_id
          WHERE f.followee_id = u.id AND o.status = 'active') AS follower_count,
         (SELECT count(*) FROM follows f JOIN users o ON o.id = f.followee_id
          WHERE f.follower_id = u.id AND o.status = 'active') AS following_count,
         EXISTS (SELECT 1 FROM follows WHERE follower_id = ?2 AND followee_id = u.id) AS following,
         EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = ?2 AND blocked_id = u.id) AS blocking,
         EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = u.id AND blocked_id = ?2)
           AS blocked_viewer
       FROM users u WHERE u.id = ?1 AND u.status = 'active'`,
    )
    .bind(userId, viewerId ?? 0)
    .first<ProfileRow>()
  if (!row) return null
  return {
    ...row,
    following: row.following === 1,
    blocking: row.blocking === 1,
    blocked_viewer: row.blocked_viewer === 1,
  }
}

export async function isActiveUser(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM users WHERE id = ?1 AND status = 'active'`)
    .bind(userId)
    .first<{ ok: number }>()
  return row !== null
}

/**
 * Follows or unfollows, then reads the followee's follower count in the same transaction.
 * Idempotent: following twice or unfollowing a stranger changes nothing.
 */
export async function setFollow(
  db: D1Database,
  followerId: number,
  followeeId: number,
  on: boolean,
): Promise<FollowStatus> {
  const change = on
    ? db
        .prepare('INSERT OR IGNORE INTO follows (follower_id, followee_id) VALUES (?1, ?2)')
        .bind(followerId, followeeId)
    : db
        .prepare('DELETE FROM follows WHERE follower_id = ?1 AND followee_id = ?2')
        .bind(followerId, followeeId)
  const read = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = ?1 AND followee_id = ?2) AS following,
         (SELECT count(*) FROM follows f JOIN users o ON o.id = f.follower_id
          WHERE f.followee_id = ?2 AND o.status = 'active') AS follower_count`,
    )
    .bind(followerId, followeeId)
  const [, result] = await db.batch<{ following: number; follower_count: number }>([change, read])
  const row = result?.results[0]
  return { following: row?.following === 1, follower_count: row?.follower_count ?? 0 }
}
