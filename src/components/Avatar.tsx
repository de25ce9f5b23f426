import { useState } from 'react'
import { mediaUrl } from '../lib/api'
import { avatarSrcSet } from '../shared/photo-sizes'
import './avatar.css'

/** The avatar, else the first letter of the name, else '?'. */
export function initialOf(name: string | null | undefined): string {
  // Array.from splits by code point, so a name starting with an emoji or a rare kanji survives.
  const first = Array.from((name ?? '').trim())[0]
  return first ? first.toLocaleUpperCase() : '?'
}

interface AvatarProps {
  name: string | null | undefined
  avatarUrl: string | null | undefined
  size?: number
}

/**
 * Decorative: the link or button around it carries the person's name. Our own avatars offer
 * their 128 px copy (a card's 36 px avatar is 63 px on a density-1.75 phone, not 400); for one
 * stored before the copies existed, /media answers the avatar itself (worker/media/routes.ts).
 * A failed load still tries the avatar alone before the initial.
 */
export function Avatar({ name, avatarUrl, size = 32 }: AvatarProps) {
  const src = mediaUrl(avatarUrl)
  const srcSet = avatarUrl ? avatarSrcSet(avatarUrl, mediaUrl) : undefined
  const [failed, setFailed] = useState<{ src: string; srcSet: boolean } | null>(null)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) }
  const failedHere = failed?.src === src ? failed : null
  if (src && !(failedHere && !failedHere.srcSet)) {
    const withCopy = srcSet !== undefined && failedHere === null
    return (
      <img
        key={withCopy ? 'with-copy' : 'avatar'}
        className="avatar"
        src={src}
        srcSet={withCopy ? srcSet : undefined}
        sizes={withCopy ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed({ src, srcSet: withCopy })}
      />
    )
  }
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {initialOf(name)}
    </span>
  )
}
