import { Link } from 'wouter'
import { mediaUrl } from '../../../lib/api'
import m from '../i18n/current'
import '../timeline-ad.css'

interface AdCardProps {
  headline: string
  body: string
  imageUrl?: string | null
  /** Where a tap leads; none in a preview. */
  href?: string
  onTap?: () => void
}

/**
 * A PR card as the timeline shows it, labelled 「広告」 / "Sponsored" where it cannot be missed
 * (Japan's stealth-marketing rules).
 */
export function AdCard({ headline, body, imageUrl, href, onTap }: AdCardProps) {
  const content = (
    <>
      <span className="ad-card__label">{m.sponsored}</span>
      {imageUrl ? (
        <img
          className="ad-card__image"
          src={mediaUrl(imageUrl) ?? undefined}
          alt=""
          loading="lazy"
        />
      ) : null}
      <span className="ad-card__headline">{headline}</span>
      <span className="ad-card__body">{body}</span>
    </>
  )
  return (
    <article className="ad-card" aria-label={`${m.sponsored}: ${headline}`}>
      {href?.startsWith('/') && !href.startsWith('//') ? (
        <Link className="ad-card__link" href={href} onClick={onTap}>
          {content}
        </Link>
      ) : href ? (
        <a
          className="ad-card__link"
          href={href}
          onClick={onTap}
          rel="sponsored noopener"
          target="_blank"
        >
          {content}
        </a>
      ) : (
        <div className="ad-card__link">{content}</div>
      )}
    </article>
  )
}
