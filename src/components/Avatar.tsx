import { useState } from 'react'
import { mediaUrl } from '../lib/api'
import { avatarSrcSet } from '../shared/avatar-sizes'
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
 * stored before the copies existed, /media answers the copy's name with the avatar itself
 * (worker/media/routes.ts), so a failed load means no picture: the initial then.
 */
export function Avatar({ name, avatarUrl, size = 32 }: AvatarProps) {
  const src = mediaUrl(avatarUrl)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) }
  if (src && failedSrc !== src) {
    const srcSet = avatarUrl ? avatarSrcSet(avatarUrl, mediaUrl) : undefined
    return (
      <img
        className="avatar"
        src={src}
        srcSet={srcSet}
        sizes={srcSet && `${size}px`}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailedSrc(src)}
      />
    )
  }
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {initialOf(name)}
    </span>
  )
}
