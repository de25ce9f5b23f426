import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { profileBody } from '../../src/shared/api/accounts-schema'
import { smallAvatarKey } from '../../src/shared/avatar-sizes'
import { purgeEdgeCache } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { filePart, limitPhotoUpload, readMultipart } from '../lib/multipart'
import { decodeTimeIdCursor, encodeTimeIdCursor, readPage, toPage } from '../lib/pagination'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { processAvatar } from '../media/pipeline'
import { deleteIfUnreferenced, putNewObjects, rollbackObjects } from '../media/store'
import { findNgWord, findProfileHold, holdProfile } from '../moderation/ng-words'
import { listFavorites, toCards, toPostSummary } from '../posts/queries'
import { translateForRequest } from '../translate/apply'
import { requestedLang } from '../translate/lang'
import { authBody } from './input'
import { requireActiveUser, requireUser } from './session'
import { replaceAvatar, toSessionUser, updateProfile } from './user-store'

/**
 * `/api/me`: the signed-in user's own account. The profile edit (name, bio, website), the avatar,
 * and the list of posts they saved as favorites. Lists are private: never cached by anyone.
 */
export const me = new Hono<AppEnv>()

me.patch('/', authBody, zValidator('json', profileBody, rejectInvalid), async (c) => {
  const user = await requireUser(c)
  const { name, bio, ...rest } = c.req.valid('json')
  const wanted = { name: name ?? user.name, bio: bio ?? user.bio }
  const changesText = name !== undefined || bio !== undefined
  const word = changesText ? await findNgWord(c.env.DB, [wanted.name, wanted.bio]) : null
  // An NG word in the name or bio: that edit waits for the staff; the rest applies now.
  if (word !== null) await holdProfile(c.env.DB, user.id, wanted, word)
  const updated = await updateProfile(
    c.env.DB,
    user.id,
    word === null ? { name, bio, ...rest } : rest,
  )
  if (!updated)
    throw apiError(401, 'unauthorized', 'ログインが必要です。もう一度ログインしてください。')
  // The profile page shows the name and bio: anonymous visitors see the edit at once.
  await purgeEdgeCache(c, { profileId: user.id })
  c.header('cache-control', 'no-store')
  return reply(c, 'PATCH /api/me', {
    ...toSessionUser(updated),
    held_profile: word === null ? await findProfileHold(c.env.DB, user.id) : wanted,
  })
})

const NO_STORE = { 'cache-control': 'private, no-store' }

me.get('/favorites', async (c) => {
  const viewer = await requireActiveUser(c)
  const page = readPage(c.req.query(), decodeTimeIdCursor)
  // Cards: as the timeline's (worker/posts/card-body.ts), starts read only when not translated.
  const cardBodies = requestedLang(c) === null
  const rows = await listFavorites(c.env.DB, viewer.id, page.after, page.limit, cardBodies)
  const body = toPage(rows, page.limit, toPostSummary, (row) =>
    encodeTimeIdCursor({ at: row.favorited_at, id: row.id }),
  )
  const items = await toCards(c.env.DB, await translateForRequest(c, body.items), cardBodies)
  return reply(c, 'GET /api/me/favorites', { ...body, items }, 200, NO_STORE)
})

/** The keys behind one of our own avatar URLs (the avatar and its copy), to clean them up. */
function avatarKeys(url: string | null): string[] {
  if (!url?.startsWith('/media/avatars/')) return []
  const key = url.slice('/media/'.length)
  return [key, smallAvatarKey(key)]
}

me.put('/avatar', limitPhotoUpload(), async (c) => {
  const viewer = await requireActiveUser(c)
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.uploadsPerUser, subject: viewer.id }])
  const form = await readMultipart(c)
  const image = await processAvatar(c.env.IMAGES, await filePart(form, 'avatar'), 'avatar')
  const created = await putNewObjects(c.env.MEDIA, [image.avatar, image.small])
  const avatarUrl = `/media/${image.avatar.key}`
  let previous: string | null
  try {
    previous = await replaceAvatar(c.env.DB, viewer.id, avatarUrl)
  } catch (err) {
    console.error('me: avatar update failed, removing the upload from R2', err)
    await rollbackObjects(c.env.DB, c.env.MEDIA, created)
    throw apiError(
      503,
      'save_failed',
      'アイコンを保存できませんでした。時間をおいてもう一度お試しください。',
    )
  }
  const oldKeys = avatarKeys(previous)
  if (previous !== avatarUrl) await deleteIfUnreferenced(c.env.DB, c.env.MEDIA, oldKeys)
  await purgeEdgeCache(c, { profileId: viewer.id })
  return reply(c, 'PUT /api/me/avatar', { avatar_url: avatarUrl })
})

me.delete('/avatar', async (c) => {
  const viewer = await requireActiveUser(c)
  const oldKeys = avatarKeys(await replaceAvatar(c.env.DB, viewer.id, null))
  await deleteIfUnreferenced(c.env.DB, c.env.MEDIA, oldKeys)
  await purgeEdgeCache(c, { profileId: viewer.id })
  return reply(c, 'DELETE /api/me/avatar', { avatar_url: null })
})
