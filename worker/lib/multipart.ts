import type { Context } from 'hono'
import {
  MAX_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_UPLOAD_BYTES,
  textLength,
} from '../../src/shared/api/posts'
import { textProblem, textProblemMessage } from '../../src/shared/text-input'
import { apiError, invalid } from './errors'
import { limitBody } from './validate'

// Multipart uploads (post create/edit, avatar). Their routes limit the body with
// `limitUpload` first, so a request without Content-Length (or lying about it) is cut off at its
// limit instead of filling the Worker's memory.

/** The size limit of a post upload: 64 MB for all its photos together. */
export const limitUpload = () =>
  limitBody(
    MAX_UPLOAD_BYTES,
    '送信するデータが大きすぎます（合計64MBまで）。写真の枚数を減らすか、小さくしてからお試しください。',
  )

/** The size limit of one photo's upload (an avatar): the photo limit plus room for the form. */
export const limitPhotoUpload = () =>
  limitBody(
    MAX_PHOTO_BYTES + 64 * 1024,
    '画像が大きすぎます（16MBまで）。小さくしてからお試しください。',
  )

export async function readMultipart(c: Context): Promise<FormData> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) {
    throw apiError(
      415,
      'unsupported_media_type',
      'フォームの形式が正しくありません（multipart/form-data で送信してください）。',
    )
  }
  const body = c.req.raw.body
  if (!body) throw invalid('data', '送信内容が空です。')
  try {
    return await c.req.raw.formData()
  } catch {
    throw invalid('data', 'フォームの内容を読み取れませんでした。もう一度お試しください。')
  }
}

/** The `data` part as JSON (a plain field or a JSON file part). */
export async function jsonPart(form: FormData, name = 'data'): Promise<unknown> {
  const part = form.get(name)
  if (part === null) throw invalid(name, '投稿内容（data）がありません。')
  const text = typeof part === 'string' ? part : await part.text()
  if (text.length > 256 * 1024) throw invalid(name, '投稿内容が長すぎます。')
  try {
    return JSON.parse(text)
  } catch {
    throw invalid(name, '投稿内容（data）の形式が正しくありません（JSON）。')
  }
}

export interface UploadedPhoto {
  bytes: Uint8Array
  alt: string
  field: string
}

/** The `photos` file parts with their `alts` (matched by order), at most `max`. */
export async function photoParts(form: FormData, max = MAX_PHOTOS): Promise<UploadedPhoto[]> {
  const files = form.getAll('photos')
  if (files.length > max) {
    throw invalid('photos', `写真は${max}枚までです。`)
  }
  const alts = form.getAll('alts')
  const photos: UploadedPhoto[] = []
  for (const [i, file] of files.entries()) {
    if (typeof file === 'string')
      throw invalid(`photos.${i}`, '写真はファイルとして送信してください。')
    const alt = alts[i] ?? ''
    if (typeof alt !== 'string')
      throw invalid(`alts.${i}`, '写真の説明は文字列で入力してください。')
    const problem = textProblem(alt)
    if (problem) throw invalid(`alts.${i}`, textProblemMessage(problem, '写真の説明'))
    if (textLength(alt) > MAX_ALT_LENGTH) {
      throw invalid(`alts.${i}`, `写真の説明は${MAX_ALT_LENGTH}文字以内で入力してください。`)
    }
    photos.push({
      bytes: new Uint8Array(await file.arrayBuffer()),
      alt: alt.trim(),
      field: `photos.${i}`,
    })
  }
  return photos
}

/** One required file part (the avatar). */
export async function filePart(form: FormData, name: string): Promise<Uint8Array> {
  const file = form.get(name)
  if (file === null || typeof file === 'string') {
    throw invalid(name, '画像ファイルを選んでください。')
  }
  return new Uint8Array(await file.arrayBuffer())
}
