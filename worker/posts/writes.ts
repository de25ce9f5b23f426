import type { NormalizedPost } from './input'
import { insertMediaRows, type MediaRow } from './media-rows'

// Writes of posts. Each operation is a list of statements for one `db.batch` (one transaction):
// the post row and all of its photo rows land together or not at all.

export interface OwnedPost {
  id: number
  user_id: number
  kind: string
  visibility: 'public' | 'hidden' | 'deleted'
  /** Set on an organizer's event: its organization's organizers manage it, not this API. */
  organization_id: number | null
  /** Held by an NG word until staff decide. */
  held_at: string | null
}

export function findPostOwner(db: D1Database, id: number): Promise<OwnedPost | null> {
  return db
    .prepare(`SELECT id, user_id, kind, visibility, organization_id, held_at FROM posts
       WHERE id = ?1`)
    .bind(id)
    .first<OwnedPost>()
}

export async function venueExists(db: D1Database, venueId: number): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok FROM venues WHERE id = ?1').bind(venueId).first()
  return row !== null
}

function postValues(post: NormalizedPost) {
  return [
    post.kind,
    post.title,
    post.body,
    JSON.stringify(post.tags),
    post.placeName,
    post.address,
    post.lat,
    post.lng,
    post.venueId,
    post.startsAt,
    post.endsAt,
    post.couponOffer,
    post.couponTerms,
    post.validFrom,
    post.validUntil,
    post.perUserLimit,
    post.totalLimit,
  ]
}

/** Statements creating a post and its photos; the first one returns the new id. */
export function createPostStatements(
  db: D1Database,
  userId: number,
  post: NormalizedPost,
  media: MediaRow[],
  campaignCode: string | null,
): D1PreparedStatement[] {
  const insertPost = db
    .prepare(
      `INSERT INTO posts (user_id, kind, title, body, tags_json, place_name, address, lat, lng,
         venue_id, starts_at, ends_at, coupon_offer, coupon_terms, valid_from, valid_until,
         per_user_limit, total_limit, campaign_code)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19)
       RETURNING id`,
    )
    .bind(userId, ...postValues(post), campaignCode)
  // Inside the batch's transaction nobody else can insert, and AUTOINCREMENT ids only grow, so
  // the largest id is the row just inserted.
  const photos = insertMediaRows(db, '(SELECT max(id) FROM posts)', media)
  return photos ? [insertPost, photos] : [insertPost]
}

/** Statements replacing a post's fields and its photo list (kept photos first, then new ones). */
export function updatePostStatements(
  db: D1Database,
  postId: number,
  post: NormalizedPost,
  media: MediaRow[],
): D1PreparedStatement[] {
  const update = db
    .prepare(
      `UPDATE posts SET kind = ?2, title = ?3, body = ?4, tags_json = ?5, place_name = ?6,
         address = ?7, lat = ?8, lng = ?9, venue_id = ?10, starts_at = ?11, ends_at = ?12,
         coupon_offer = ?13, coupon_terms = ?14, valid_from = ?15, valid_until = ?16,
         per_user_limit = ?17, total_limit = ?18,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1`,
    )
    .bind(postId, ...postValues(post))
  const clear = db.prepare('DELETE FROM post_media WHERE post_id = ?1').bind(postId)
  const photos = insertMediaRows(db, '?1', media, [postId])
  return photos ? [update, clear, photos] : [update, clear]
}

/** Soft delete: the row stays (reports and moderation refer to it), its photos go. */
export function deletePostStatements(db: D1Database, postId: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE posts SET visibility = 'deleted',
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1`,
      )
      .bind(postId),
    db.prepare('DELETE FROM post_media WHERE post_id = ?1').bind(postId),
  ]
}

/** Records a report; a second report of the same post by the same person changes nothing. */
export function insertReport(
  db: D1Database,
  postId: number,
  userId: number,
  reason: string,
): Promise<D1Result> {
  return db
    .prepare('INSERT OR IGNORE INTO reports (post_id, user_id, reason) VALUES (?1, ?2, ?3)')
    .bind(postId, userId, reason)
    .run()
}
