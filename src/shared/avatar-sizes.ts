// An avatar's stored sizes and the `srcset` that offers them. Apart from photo-sizes.ts because
// every screen's header and cards show avatars: this is all the first route needs of either.

/** An avatar's square sides: the stored avatar, and the copy lists and post pages show. */
export const AVATAR_SIZES = { full: 400, small: 128 } as const

/** What a small copy's key ends in, in place of its avatar's `.jpg` (SQL undoes it with this). */
export const SMALL_AVATAR_SUFFIX = `.${AVATAR_SIZES.small}.jpg`

/**
 * The key of an avatar's small copy: named after the avatar's own key (content-addressed, so
 * the copy of a key never changes either), so every answer that names an avatar names its copy.
 */
export function smallAvatarKey(key: string): string {
  return key.replace(/\.jpg$/, SMALL_AVATAR_SUFFIX)
}

/** The `srcset` of one of our own avatars (a `/media/` JPEG), or undefined for any other URL. */
export function avatarSrcSet(
  avatarUrl: string,
  toHref: (path: string) => string | null,
): string | undefined {
  if (!avatarUrl.startsWith('/media/') || !avatarUrl.endsWith('.jpg')) return undefined
  const small = `/media/${smallAvatarKey(avatarUrl.slice('/media/'.length))}`
  return `${toHref(small)} ${AVATAR_SIZES.small}w, ${toHref(avatarUrl)} ${AVATAR_SIZES.full}w`
}
