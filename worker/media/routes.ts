import { Hono } from 'hono'
import { SMALL_AVATAR_SUFFIX } from '../../src/shared/avatar-sizes'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

/** User media from R2. Keys are content-addressed, so responses are immutable. */
export const media = new Hono<AppEnv>()

/** The R2 key a media path names, or null when its percent-encoding does not decode. */
function mediaKey(path: string): string | null {
  try {
    return decodeURIComponent(path.slice('/media/'.length))
  } catch {
    return null
  }
}

media.get('/*', async (c) => {
  const key = mediaKey(c.req.path)
  // Share cards share the bucket under cards/ and are served only by /cards, which first checks
  // that their subject is still public (worker/share-cards/routes.ts).
  if (!key || key.includes('..') || key.length > 512 || key.startsWith('cards/')) {
    throw apiError(404, 'not_found', '画像が見つかりません。')
  }
  let object = await c.env.MEDIA.get(key)
  let cacheControl = 'public, max-age=31536000, immutable'
  if (!object && key.startsWith('avatars/') && key.endsWith(SMALL_AVATAR_SUFFIX)) {
    // An uploaded avatar stored before avatars had small copies: the avatar itself stands in (the
    // srcset asks for the copy), so a card shows it at once instead of after a 404 and a second
    // request. Cached for a day, not forever, as the copy may yet be made.
    object = await c.env.MEDIA.get(`${key.slice(0, -SMALL_AVATAR_SUFFIX.length)}.jpg`)
    cacheControl = 'public, max-age=86400'
  }
  if (!object) throw apiError(404, 'not_found', '画像が見つかりません。')
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('cache-control', cacheControl)
  headers.set('x-content-type-options', 'nosniff')
  return new Response(object.body, { headers })
})
