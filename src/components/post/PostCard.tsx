import { Link } from 'wouter'
import { mediaUrl } from '../../lib/api'
import type { PostSummary } from '../../shared/api/posts'
import { cardText, shownAuthor, shownTextLang } from '../../shared/text'
import { Avatar } from '../Avatar'
import m from '../i18n/current'
import '../translated-text.css'
import { CalendarIcon, ImageIcon, MapPinIcon, TicketIcon } from '../icons'
import { CardReactions } from './CardReactions'
import { KindBadge } from './KindBadge'
import { RelativeTime, useNow } from './RelativeTime'
import { couponCardState, formatCount, formatEventRange, formatValidity } from './time'
import { useUsedByMe } from './useUsedCoupons'
import './post.css'
import './badges.css'
import { pathTo } from '../../shared/links'
import { Nums } from '../Nums'

function CouponLine({ post }: { post: PostSummary }) {
  const now = useNow()
  const usedByMe = useUsedByMe(post.coupon ? post.id : null)
  const coupon = post.coupon
  if (!coupon) return null
  const validity = formatValidity(coupon.valid_from, coupon.valid_until)
  const { state, remaining } = couponCardState(coupon, usedByMe, now)
  return (
    <p className="post-card__fact post-card__fact--coupon">
      <TicketIcon size={18} />
      <span>
        <strong lang={shownTextLang(post.translation)}>{coupon.offer}</strong>
        {validity ? (
          <span className="post-card__validity">
            <Nums>{validity}</Nums>
          </span>
        ) : null}
        {coupon.reward_of_rally !== null ? (
          <span className="status-pill status-pill--reward">{m.coupon.rallyReward}</span>
        ) : null}
        {state !== 'valid' ? (
          <span className={`status-pill status-pill--${state}`}>{m.coupon[state]}</span>
        ) : null}
        {remaining !== null && (state === 'valid' || state === 'notYet') ? (
          <span className="status-pill status-pill--remaining">
            {m.coupon.remaining(formatCount(remaining))}
          </span>
        ) : null}
      </span>
    </p>
  )
}

interface PostCardProps {
  post: PostSummary
  /** h2 on a list page, h3 inside a page section. */
  headingLevel?: 2 | 3
  /**
   * The photo a phone shows first (the edge preloads it, worker/pages/boot-data.ts): loaded at
   * once and before other images instead of lazily.
   */
  priority?: boolean
}

/**
 * One post in a list. The title is the link to the post and stretches over the whole card; the
 * author link sits above it, so the two never nest.
 */
export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // The same words as the edge's first screen of the timeline (src/shared/text.ts).
  const { heading, text, titled } = cardText(post)
  // The Japanese original on an international site is marked as Japanese (glyphs, voices).
  const textLang = shownTextLang(post.translation)
  const photo = post.media[0]
  const photoSrc = mediaUrl(photo?.thumb_url)
  const by = shownAuthor(post)
  return (
    <article className={`post-card post-card--${post.kind}`}>
      <div className="post-card__head">
        {by.organization ? (
          // An organization's event: the organization's name, not its organizer's profile.
          <span className="post-card__author">
            <Avatar name={by.name} avatarUrl={null} size={36} />
            <span className="post-card__author-name">{by.name}</span>
          </span>
        ) : (
          <Link
            href={pathTo('/app/profile/:id', { id: post.author.id })}
            className="post-card__author"
          >
            <Avatar name={by.name} avatarUrl={post.author.avatar_url} size={36} />
            <span className="post-card__author-name">{by.name}</span>
          </Link>
        )}
        <RelativeTime value={post.created_at} />
        {post.kind !== 'post' ? <KindBadge kind={post.kind} /> : null}
      </div>
      <Heading
        className={`post-card__title${titled ? '' : ' post-card__title--text'}`}
        lang={heading ? textLang : undefined}
      >
        <Link href={pathTo('/app/posts/:id', { id: post.id })} className="post-card__link">
          {heading || m.card.postBy(by.name)}
        </Link>
      </Heading>
      {text ? (
        <p className="post-card__text" lang={textLang}>
          {text}
        </p>
      ) : null}
      {post.translation ? (
        // International sites: say whether the text is a machine translation or the original.
        <p className="translated-text__note">
          <span className={post.translation.translated ? undefined : 'translated-text__label'}>
            {post.translation.translated ? m.translation.machine : m.translation.original}
          </span>
        </p>
      ) : null}
      {post.event ? (
        <p className="post-card__fact">
          <CalendarIcon size={18} />
          <span>
            <Nums>{formatEventRange(post.event.starts_at, post.event.ends_at)}</Nums>
          </span>
        </p>
      ) : null}
      <CouponLine post={post} />
      {photo && photoSrc ? (
        <div className="post-card__photo">
          <img
            src={photoSrc}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
          {post.media.length > 1 ? (
            <span className="post-card__photo-count">
              <ImageIcon size={14} />
              <span className="visually-hidden">{m.card.photoCount(post.media.length)}</span>
              <span aria-hidden="true">{post.media.length}</span>
            </span>
          ) : null}
        </div>
      ) : null}
      <div className="post-card__foot">
        <CardReactions post={post} />
        {post.place?.name ? (
          <span className="post-card__place">
            <MapPinIcon size={16} />
            <span lang={textLang}>{post.place.name}</span>
          </span>
        ) : null}
      </div>
    </article>
  )
}
