import { useState } from 'react'
import { mediaUrl } from '../lib/api'
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

/** Decorative: the link or button around it carries the person's name. */
export function Avatar({ name, avatarUrl, size = 32 }: AvatarProps) {
  const src = mediaUrl(avatarUrl)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) }
  if (src && failedSrc !== src) {
    return (
      <img
        className="avatar"
        src={src}
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
