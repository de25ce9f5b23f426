import { SMALL_AVATAR_SUFFIX } from '../../src/shared/avatar-sizes'
import type { StoredImage } from './pipeline'

// R2 side of uploads. Objects are content-addressed, so the same photo uploaded twice is one
// object shared by two rows: writes skip keys that already exist, and deletes only remove keys
// that no row points at any more. That is what keeps "nothing half-written" true in both
// directions: a failed D1 write removes exactly the objects this request created, and removing a
// post never breaks another post's photo.

/** Writes the objects R2 does not have yet; returns the keys this call created. */
export async function putNewObjects(bucket: R2Bucket, images: StoredImage[]): Promise<string[]> {
  const created: string[] = []
  const seen = new Set<string>()
  try {
    for (const image of images) {
      if (seen.has(image.key)) continue
      seen.add(image.key)
      if (await bucket.head(image.key)) continue
      await bucket.put(image.key, image.bytes, {
        httpMetadata: { contentType: image.contentType },
      })
      created.push(image.key)
    }
  } catch (err) {
    await deleteQuietly(bucket, created)
    throw err
  }
  return created
}

/** Deletes objects; failures are logged, never thrown (the caller is already answering). */
export async function deleteQuietly(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  try {
    await bucket.delete(keys)
  } catch (err) {
    console.error('media: could not delete R2 objects', keys, err)
  }
}

/**
 * Of `keys`, the ones no post_media row (in any of a photo's sizes) and no user's avatar refers
 * to (an avatar's small copy is used as long as its avatar is). One statement whatever the
 * number of keys: a post of ten photos has forty files, and a request may send 50 statements in
 * all (D1 on Workers Free).
 */
export async function unreferencedKeys(db: D1Database, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)]
  if (unique.length === 0) return []
  const { results } = await db
    .prepare(
      `SELECT k.value AS key FROM json_each(?1) AS k
       WHERE NOT EXISTS (SELECT 1 FROM post_media WHERE key = k.value)
         AND NOT EXISTS (SELECT 1 FROM post_media WHERE thumb_key = k.value)
         AND NOT EXISTS (SELECT 1 FROM post_media WHERE small_key = k.value)
         AND NOT EXISTS (SELECT 1 FROM post_media WHERE medium_key = k.value)
         AND NOT EXISTS (SELECT 1 FROM users
           WHERE avatar_url = '/media/' || replace(k.value, ?2, '.jpg'))`,
    )
    .bind(JSON.stringify(unique), SMALL_AVATAR_SUFFIX)
    .all<{ key: string }>()
  const unused = new Set(results.map((row) => row.key))
  return unique.filter((key) => unused.has(key))
}

/** After rows stopped pointing at `keys`: removes the objects nothing else uses. */
export async function deleteIfUnreferenced(
  db: D1Database,
  bucket: R2Bucket,
  keys: string[],
): Promise<void> {
  try {
    await deleteQuietly(bucket, await unreferencedKeys(db, keys))
  } catch (err) {
    console.error('media: could not clean up R2 objects', keys, err)
  }
}

/**
 * Undoes `putNewObjects` after the D1 write failed. Objects another request started using in the
 * meantime (the same photo uploaded at the same moment) stay; if D1 cannot even answer that, the
 * objects go anyway: an orphan is worse than the near-impossible race.
 */
export async function rollbackObjects(
  db: D1Database,
  bucket: R2Bucket,
  created: string[],
): Promise<void> {
  if (created.length === 0) return
  let keys = created
  try {
    keys = await unreferencedKeys(db, created)
  } catch (err) {
    console.error('media: D1 unavailable while rolling back an upload', err)
  }
  await deleteQuietly(bucket, keys)
}
