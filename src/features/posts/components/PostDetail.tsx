import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { Avatar } from '../../../components/Avatar'
import { HeldNote } from '../../../components/block/HeldNote'
import { ChevronLeftIcon } from '../../../components/icons'
import { useNotice } from '../../../components/Notice'
import { KindBadge } from '../../../components/post/KindBadge'
import { RelativeTime } from '../../../components/post/RelativeTime'
import { TranslatedText, userTextLang } from '../../../components/TranslatedText'
import { site } from '../../../lib/site'
import type { Post } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { SITE_LANGUAGES } from '../../../shared/sites'
import { shownAuthor } from '../../../shared/text'
import m from '../i18n/current'
import { PhotoCarousel } from './PhotoCarousel'
import { PostActions } from './PostActions'
import { CouponFacts, EventFacts, PlaceFacts } from './PostFacts'

/** A post's own page: who and when, its photos, what it is about, where, and what to do. */
export function PostDetail({
  post,
  couponPanel,
  eventPanel,
}: {
  post: Post
  /** Under a coupon's facts: using it (composed in src/app from the coupons feature). */
  couponPanel?: (post: Post) => ReactNode
  /** Under an event's facts: its lineup, when it has one (composed in src/app, places feature). */
  eventPanel?: (post: Post) => ReactNode
}) {
  const [notice, notify] = useNotice()
  // One "show original" switches the title, text, place name and coupon back to the Japanese.
  const [showOriginal, setShowOriginal] = useState(false)
  const original = post.translation?.original
  const shown = showOriginal && original ? withOriginal(post, original) : post
  const textLang = userTextLang(post.translation, showOriginal)
  const edited = post.updated_at !== post.created_at
  const by = shownAuthor(post)
  return (
    <main className="page page--narrow post-detail">
      <Link href={pathTo('/app/timeline')} className="back-link">
        <ChevronLeftIcon size={18} />
        {m.detail.back}
      </Link>
      {post.held ? <HeldNote /> : null}
      <article className="post-detail__article" aria-labelledby="post-title">
        <div className="post-detail__head">
          {by.organization ? (
            // An organization's event: the organization's name, not its organizer's profile.
            <span className="post-detail__author">
              <Avatar name={by.name} avatarUrl={null} size={44} />
              <span className="post-detail__author-name">{by.name}</span>
            </span>
          ) : (
            <Link
              href={pathTo('/app/profile/:id', { id: post.author.id })}
              className="post-detail__author"
            >
              <Avatar name={by.name} avatarUrl={post.author.avatar_url} size={44} />
              <span className="post-detail__author-name">{by.name}</span>
            </Link>
          )}
          <span className="post-detail__time">
            <RelativeTime value={post.created_at} />
            {edited ? <span className="post-detail__edited">{m.detail.edited}</span> : null}
          </span>
          {post.kind !== 'post' ? <KindBadge kind={post.kind} /> : null}
        </div>
        {/* On the international sites the title and text may be machine translations: one
            toggle switches both back to the Japanese original. */}
        <TranslatedText
          translation={post.translation}
          showOriginal={showOriginal}
          onShowOriginalChange={setShowOriginal}
          original={
            <PostText
              title={original ? original.title : post.title}
              body={original ? original.body : post.body}
              author={by.name}
            />
          }
          translated={
            post.translation?.translated ? (
              <PostText title={post.title} body={post.body} author={by.name} />
            ) : undefined
          }
        />
        {post.media.length > 0 ? <PhotoCarousel media={post.media} /> : null}
        <EventFacts post={shown} textLang={textLang} />
        {post.kind === 'event' && eventPanel ? eventPanel(post) : null}
        <CouponFacts post={shown} textLang={textLang} />
        {post.kind === 'coupon' && couponPanel ? couponPanel(post) : null}
        <PlaceFacts post={shown} textLang={textLang} />
        {post.tags.length > 0 ? (
          <ul className="tag-list" aria-label={m.detail.tags}>
            {post.tags.map((tag) => (
              <li key={tag}>
                {/* The key stays the Japanese word; the label is the site's where stored. */}
                <Link
                  href={pathTo('/app/timeline', { tag })}
                  className="tag"
                  lang={post.translation && !post.tag_labels?.[tag] ? 'ja' : undefined}
                >
                  #{post.tag_labels?.[tag] ?? tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <PostActions post={post} notify={notify} />
      </article>
      {notice}
    </main>
  )
}

/** The post with its Japanese place name and coupon text (the translation's `original`). */
function withOriginal(
  post: Post,
  original: NonNullable<Post['translation']>['original'] & {},
): Post {
  return {
    ...post,
    place: post.place && { ...post.place, name: original.place_name ?? post.place.name },
    coupon: post.coupon && {
      ...post.coupon,
      offer: original.coupon_offer ?? post.coupon.offer,
      terms: original.coupon_terms ?? post.coupon.terms,
    },
  }
}

function PostText({ title, body, author }: { title: string | null; body: string; author: string }) {
  const heading = title?.trim()
  return (
    <>
      <h1
        id="post-title"
        className={heading ? 'post-detail__title' : 'visually-hidden'}
        // The stand-in heading is the site's own words, even inside the Japanese original.
        lang={heading ? undefined : SITE_LANGUAGES[site.lang].htmlLang}
      >
        {heading || m.detail.headingFallback(author)}
      </h1>
      {body ? <div className="post-detail__body preserve-lines">{body}</div> : null}
    </>
  )
}
