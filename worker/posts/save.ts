import type { Context } from 'hono'
import { MAX_PHOTOS } from '../../src/shared/api/posts'
import { campaignCodeOf } from '../lib/campaign'
import type { AppEnv } from '../lib/env'
import { apiError, invalid } from '../lib/errors'
import { jsonPart, photoParts, readMultipart, type UploadedPhoto } from '../lib/multipart'
import { type ProcessedPhoto, processPostPhoto, storedCopies } from '../media/pipeline'
import { deleteIfUnreferenced, putNewObjects, rollbackObjects } from '../media/store'
import { type NormalizedPost, normalizePost } from './input'
import { type MediaRow, mediaRowKeys, toMediaRow } from './media-rows'
import { createPostStatements, updatePostStatements, venueExists } from './writes'

// Create and edit share one order of work, so that a failure at any step leaves nothing behind:
//   1. read and validate everything (fields, photo count, venue) — 4xx before any side effect,
//   2. process every photo (type, size, pixels, re-encode without metadata) — still nothing stored,
//   3. write the R2 objects that do not exist yet,
//   4. write the post and photo rows in one D1 batch; if that fails, delete the objects of step 3,
//   5. (edit) delete the objects of photos that were dropped, unless another row still uses them.

export type SaveTarget =
  | { mode: 'create'; userId: number }
  | { mode: 'edit'; postId: number; existing: MediaRow[] }

interface ReadUpload {
  post: NormalizedPost
  kept: MediaRow[]
  photos: UploadedPhoto[]
}

async function readUpload(c: Context<AppEnv>, target: SaveTarget): Promise<ReadUpload> {
  const form = await readMultipart(c)
  const post = normalizePost(await jsonPart(form))
  const photos = await photoParts(form)
  let kept: MediaRow[] = []
  if (target.mode === 'edit') {
    const positions = post.keepMedia ?? target.existing.map((_, i) => i)
    kept = positions.map((position) => {
      const row = target.existing[position]
      if (!row) throw invalid('keep_media', '残す写真の指定が正しくありません。')
      return row
    })
  }
  if (kept.length + photos.length > MAX_PHOTOS) {
    throw invalid('photos', `写真は${MAX_PHOTOS}枚までです。`)
  }
  if (!post.body && kept.length + photos.length === 0) {
    throw invalid('body', '本文を入力するか、写真を選んでください。')
  }
  if (post.venueId !== null && !(await venueExists(c.env.DB, post.venueId))) {
    throw invalid('place.venue_id', '指定された会場が見つかりません。')
  }
  return { post, kept, photos }
}

/** Validates, processes and stores a post upload; returns the post's id. */
export async function savePost(c: Context<AppEnv>, target: SaveTarget): Promise<number> {
  const { post, kept, photos } = await readUpload(c, target)

  const processed: ProcessedPhoto[] = []
  // One at a time: each photo is decoded by the Images binding, and memory is the scarce part.
  for (const photo of photos)
    processed.push(await processPostPhoto(c.env.IMAGES, photo.bytes, photo.field))

  const created = await putNewObjects(c.env.MEDIA, processed.flatMap(storedCopies))
  const media = [...kept, ...processed.map((photo, i) => toMediaRow(photo, photos[i]?.alt ?? ''))]
  const db = c.env.DB
  let postId: number
  try {
    if (target.mode === 'create') {
      const statements = createPostStatements(db, target.userId, post, media, campaignCodeOf(c))
      const [inserted] = await db.batch<{ id: number }>(statements)
      const id = inserted?.results[0]?.id
      if (typeof id !== 'number') throw new Error('INSERT … RETURNING id returned no id')
      postId = id
    } else {
      await db.batch(updatePostStatements(db, target.postId, post, media))
      postId = target.postId
    }
  } catch (err) {
    console.error('posts: D1 write failed, removing this upload from R2', err)
    await rollbackObjects(db, c.env.MEDIA, created)
    throw apiError(
      503,
      'save_failed',
      '投稿を保存できませんでした。時間をおいてもう一度お試しください。',
    )
  }

  if (target.mode === 'edit') {
    const keptKeys = new Set(kept.flatMap(mediaRowKeys))
    const dropped = target.existing.flatMap(mediaRowKeys).filter((key) => !keptKeys.has(key))
    await deleteIfUnreferenced(db, c.env.MEDIA, dropped)
  }
  return postId
}
