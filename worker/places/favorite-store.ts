import type { ArtistRow, PlaceRow } from './store'

// Saved places and artists. One row per (user, target, id): saving twice is still one save, and
// the answer is always the state after the write, so a double tap can never disagree with it.

export type FavoriteTarget = 'place' | 'artist'

export async function setPlaceFavorite(
  db: D1Database,
  userId: number,
  target: FavoriteTarget,
  targetId: number,
  on: boolean,
): Promise<void> {
  const statement = on
    ? 'INSERT OR IGNORE INTO place_favorites (user_id, target, target_id) VALUES (?1, ?2, ?3)'
    : 'DELETE FROM place_favorites WHERE user_id = ?1 AND target = ?2 AND target_id = ?3'
  await db.prepare(statement).bind(userId, target, targetId).run()
}

export async function isPlaceFavorite(
  db: D1Database,
  userId: number | null,
  target: FavoriteTarget,
  targetId: number,
): Promise<boolean> {
  if (userId === null) return false
  const row = await db
    .prepare(
      'SELECT 1 AS saved FROM place_favorites WHERE user_id = ?1 AND target = ?2 AND target_id = ?3',
    )
    .bind(userId, target, targetId)
    .first()
  return row !== null
}

/** A user's saved places and artists, newest first (a person saves dozens, not thousands). */
export async function listPlaceFavorites(db: D1Database, userId: number) {
  const [places, artists] = await db.batch([
    db
      .prepare(
        `SELECT v.id, v.kind, v.name, v.description, v.address, v.lat, v.lng, v.url, v.phone,
           v.hours, v.image_key, v.tags_json, v.genre, v.price_range, v.access,
           v.opening_hours_json, v.reservation_url
         FROM place_favorites f JOIN venues v ON v.id = f.target_id
         WHERE f.user_id = ?1 AND f.target = 'place' AND v.kind IN ('venue', 'restaurant')
         ORDER BY f.created_at DESC LIMIT 200`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT a.id, a.name, a.genre, a.bio, a.url, a.image_key, a.links_json
         FROM place_favorites f JOIN artists a ON a.id = f.target_id
         WHERE f.user_id = ?1 AND f.target = 'artist'
         ORDER BY f.created_at DESC LIMIT 200`,
      )
      .bind(userId),
  ])
  return {
    places: (places?.results ?? []) as PlaceRow[],
    artists: (artists?.results ?? []) as ArtistRow[],
  }
}
