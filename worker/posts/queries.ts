import type { PostKind } from '../../src/shared/api/posts'
import { notBlocked } from '../lib/blocks'
import { CARD_BODY_READ } from './card-body'
import {
  listRowColumns,
  type PostRow,
  postColumns,
  readPostRows,
  readPostRowsWith,
} from './post-row'

// A list's cards (GET /api/posts, a user's posts, favorites, the feed; the timeline's boot data).
export { readsCardStarts, toCards } from './card-body'

// Reads of posts as the API shows them: one query per page (the row and its API shape are
// worker/posts/post-row.ts).
//
// Public means: the post is `visibility = 'public'` and its author is `status = 'active'`. Hidden
// and deleted posts, and every post of a hidden or deleted user, are invisible everywhere.

export { firstPhoto, mediaUrl, type PostRow, toPostSummary } from './post-row'

export const POST_COLUMNS = postColumns('p.body')

/** The start of a body a list's card reads: CARD_BODY_READ code points, and one more if there is more. */
const CARD_BODY = `substr(p.body, 1, ${CARD_BODY_READ + 1}) AS body`

/**
 * The select list of a list's rows (readPostRows): `cardBodies`, the starts of bodies (toCards
 * completes them), else whole ones (to translate).
 */
const LIST_COLUMNS = listRowColumns('p.body')
const CARD_LIST_COLUMNS = listRowColumns(CARD_BODY)
const listColumns = (cardBodies = false) => (cardBodies ? CARD_LIST_COLUMNS : LIST_COLUMNS)

// An organizer's draft, or a scheduled event before its time, is not public yet (resident posts
// are always 'published'); the clock is D1's, in the same UTC text form as publish_at.
export const PUBLISHED = `(p.publish_state = 'published' OR (p.publish_state = 'scheduled'
  AND p.publish_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`

/** Conditions every public read adds (aliases p and u as in POST_COLUMNS). */
export const PUBLIC_POST = `p.visibility = 'public' AND ${PUBLISHED} AND u.id = p.user_id AND u.status = 'active'`

/** One public post, or null (unknown, hidden, deleted, or its author is not active). */
export function findPublicPost(db: D1Database, id: number): Promise<PostRow | null> {
  return db
    .prepare(
      `SELECT ${POST_COLUMNS} FROM posts p CROSS JOIN users u WHERE p.id = ?1 AND ${PUBLIC_POST}`,
    )
    .bind(id)
    .first<PostRow>()
}

/** The author of a public post, or null. */
export async function findPublicPostAuthor(db: D1Database, id: number): Promise<number | null> {
  const row = await db
    .prepare(`SELECT p.user_id FROM posts p CROSS JOIN users u WHERE p.id = ?1 AND ${PUBLIC_POST}`)
    .bind(id)
    .first<{ user_id: number }>()
  return row?.user_id ?? null
}

const BEFORE_ALL = Number.MAX_SAFE_INTEGER

export interface TimelineFilter {
  kind?: PostKind
  tag?: string
  beforeId: number | null
  limit: number
  /** The signed-in viewer (null: a visitor): posts of people blocked either way are left out. */
  viewerId?: number | null
  /** Read only the start of each body (toCards completes it): no translation asked for. */
  cardBodies?: boolean
}

/** The public timeline, newest first, optionally one kind and/or one tag. Fetches limit + 1. */
export async function listTimeline(db: D1Database, filter: TimelineFilter): Promise<PostRow[]> {
  const binds: (string | number)[] = [
    filter.beforeId ?? BEFORE_ALL,
    filter.limit + 1,
    filter.viewerId ?? 0,
  ]
  let kindClause = `AND ${notBlocked('p.user_id', '?3', filter.viewerId ?? null)}`
  if (filter.kind) {
    binds.push(filter.kind)
    kindClause += ` AND p.kind = ?${binds.length}`
  }
  const columns = listColumns(filter.cardBodies)
  let sql: string
  if (filter.tag !== undefined) {
    binds.push(filter.tag)
    // post_tags' primary key (tag, post_id) gives this tag's posts newest first.
    sql = `SELECT ${columns}
      FROM post_tags t CROSS JOIN posts p CROSS JOIN users u
      WHERE t.tag = ?${binds.length} AND t.post_id < ?1 AND p.id = t.post_id ${kindClause}
        AND ${PUBLIC_POST}
      ORDER BY t.post_id DESC LIMIT ?2`
  } else {
    sql = `SELECT ${columns} FROM posts p CROSS JOIN users u
      WHERE p.id < ?1 ${kindClause} AND ${PUBLIC_POST}
      ORDER BY p.id DESC LIMIT ?2`
  }
  return readPostRows(db.prepare(sql).bind(...binds))
}

/** Public posts of one user, newest first; none when the viewer and the user blocked either way. */
export async function listUserPosts(
  db: D1Database,
  userId: number,
  beforeId: number | null,
  limit: number,
  viewerId: number | null,
  cardBodies = false,
): Promise<PostRow[]> {
  return readPostRows(
    db
      .prepare(
        `SELECT ${listColumns(cardBodies)} FROM posts p CROSS JOIN users u
       WHERE p.user_id = ?1 AND p.id < ?2 AND ${PUBLIC_POST} AND ${notBlocked('p.user_id', '?4', viewerId)}
       ORDER BY p.id DESC LIMIT ?3`,
      )
      .bind(userId, beforeId ?? BEFORE_ALL, limit + 1, viewerId ?? 0),
  )
}

/** The author's own posts held for review (確認中), newest first: only they see these. */
export async function listHeldPosts(
  db: D1Database,
  userId: number,
  cardBodies = false,
): Promise<PostRow[]> {
  return readPostRows(
    db
      .prepare(
        `SELECT ${listColumns(cardBodies)} FROM posts p CROSS JOIN users u
       WHERE p.user_id = ?1 AND p.held_at IS NOT NULL AND p.visibility = 'hidden' AND u.id = p.user_id
       ORDER BY p.id DESC LIMIT 50`,
      )
      .bind(userId),
  )
}

/** One of the author's own posts held for review, or null. */
export function findHeldPost(db: D1Database, id: number, userId: number): Promise<PostRow | null> {
  return db
    .prepare(
      `SELECT ${POST_COLUMNS} FROM posts p CROSS JOIN users u
       WHERE p.id = ?1 AND p.user_id = ?2 AND p.held_at IS NOT NULL AND p.visibility = 'hidden'
         AND u.id = p.user_id`,
    )
    .bind(id, userId)
    .first<PostRow>()
}

/**
 * The personal feed: public posts of the users `viewerId` follows, and public posts at the venues
 * of posts `viewerId` has saved as favorites ("favorited places"). Each half walks its own index
 * (posts_by_user, posts_by_venue) and stops at limit + 1; UNION drops posts that match both.
 */
export async function listFeed(
  db: D1Database,
  viewerId: number,
  beforeId: number | null,
  limit: number,
  cardBodies = false,
): Promise<PostRow[]> {
  const visible = `p.id < ?2 AND p.visibility = 'public' AND ${PUBLISHED}
    AND ${notBlocked('p.user_id', '?1')}
    AND EXISTS (SELECT 1 FROM users a WHERE a.id = p.user_id AND a.status = 'active')`
  return readPostRows(
    db
      .prepare(
        `WITH feed_ids AS (
         SELECT id FROM (
           SELECT p.id FROM posts p
           WHERE p.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ?1)
             AND ${visible}
           ORDER BY p.id DESC LIMIT ?3)
         UNION
         SELECT id FROM (
           SELECT p.id FROM posts p
           WHERE p.venue_id IN (
               SELECT fp.venue_id FROM favorites f JOIN posts fp ON fp.id = f.post_id
               WHERE f.user_id = ?1 AND fp.venue_id IS NOT NULL)
             AND ${visible}
           ORDER BY p.id DESC LIMIT ?3)
       )
       SELECT ${listColumns(cardBodies)}
       FROM feed_ids f CROSS JOIN posts p CROSS JOIN users u
       WHERE p.id = f.id AND ${PUBLIC_POST}
       ORDER BY p.id DESC LIMIT ?3`,
      )
      .bind(viewerId, beforeId ?? BEFORE_ALL, limit + 1),
  )
}

export interface FavoriteRow extends PostRow {
  favorited_at: string
}

/** The viewer's favorites that are still public, most recently saved first. */
export async function listFavorites(
  db: D1Database,
  viewerId: number,
  after: { at: string; id: number } | null,
  limit: number,
  cardBodies = false,
): Promise<FavoriteRow[]> {
  return readPostRowsWith(
    db
      .prepare(
        `SELECT ${listColumns(cardBodies)}, f.created_at AS favorited_at
         FROM favorites f CROSS JOIN posts p CROSS JOIN users u
         WHERE f.user_id = ?1 AND (f.created_at, f.post_id) < (?2, ?3)
           AND p.id = f.post_id AND ${PUBLIC_POST} AND ${notBlocked('p.user_id', '?1')}
         ORDER BY f.created_at DESC, f.post_id DESC LIMIT ?4`,
      )
      // The first page starts after a position later than any real one.
      .bind(viewerId, after?.at ?? '9999-12-31T23:59:59.999Z', after?.id ?? BEFORE_ALL, limit + 1),
    'favorited_at',
  )
}
