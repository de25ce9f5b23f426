import type { ProcessedPhoto } from '../media/pipeline'

// A post's photo rows (post_media), in the order they are shown: read before an edit, written in
// the same batch as the post. Residents' posts and organizers' events share them.

export interface MediaRow {
  key: string
  medium_key: string | null
  small_key: string | null
  thumb_key: string
  content_type: string
  width: number
  height: number
  alt: string
}

/** The row of a photo the pipeline has processed and stored. */
export function toMediaRow(photo: ProcessedPhoto, alt: string): MediaRow {
  return {
    key: photo.display.key,
    medium_key: photo.medium?.key ?? null,
    small_key: photo.small?.key ?? null,
    thumb_key: photo.thumb.key,
    content_type: photo.display.contentType,
    width: photo.display.width,
    height: photo.display.height,
    alt,
  }
}

/** The R2 keys of every stored copy of a photo. */
export function mediaRowKeys(row: MediaRow): string[] {
  return [row.key, row.medium_key, row.small_key, row.thumb_key].filter(
    (key): key is string => key !== null,
  )
}

export async function listMediaRows(db: D1Database, postId: number): Promise<MediaRow[]> {
  const { results } = await db
    .prepare(
      `SELECT key, medium_key, small_key, thumb_key, content_type, width, height, alt
       FROM post_media
       WHERE post_id = ?1 ORDER BY position`,
    )
    .bind(postId)
    .all<MediaRow>()
  return results
}

/**
 * One INSERT for all photo rows of a post, or null without photos. `postIdSql` is an SQL
 * expression for the post's id (inside a create batch the new id is not known to the Worker yet);
 * `binds` are the values it refers to, numbered before the rows'.
 */
export function insertMediaRows(
  db: D1Database,
  postIdSql: string,
  media: MediaRow[],
  binds: unknown[] = [],
): D1PreparedStatement | null {
  if (media.length === 0) return null
  const values: unknown[] = [...binds]
  const tuples = media.map((row, position) => {
    const first = values.length + 1
    values.push(
      position,
      row.key,
      row.medium_key,
      row.small_key,
      row.thumb_key,
      row.content_type,
      row.width,
      row.height,
      row.alt,
    )
    const slots = Array.from({ length: 9 }, (_, i) => `?${first + i}`)
    return `(${slots.join(', ')})`
  })
  return db
    .prepare(
      `INSERT INTO post_media (post_id, position, key, medium_key, small_key, thumb_key,
         content_type, width, height, alt)
       SELECT ${postIdSql}, column1, column2, column3, column4, column5, column6, column7,
         column8, column9
       FROM (VALUES ${tuples.join(', ')})`,
    )
    .bind(...values)
}
