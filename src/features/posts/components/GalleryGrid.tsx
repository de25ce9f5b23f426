import { Link } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { ImageIcon } from '../../../components/icons'
import { KindBadge } from '../../../components/post/KindBadge'
import { mediaUrl } from '../../../lib/api'
import type { MediaItem, PostSummary } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { excerpt, toOneLine } from '../../../shared/text'
import m from '../i18n/current'

function GalleryTile({ post, photo }: { post: PostSummary; photo: MediaItem }) {
  const label =
    toOneLine(post.title ?? '') || excerpt(toOneLine(post.body), 60) || m.gallery.untitled
  // The tile is a link named by its label: a photo described in the very same words would make
  // screen readers say them twice, so the photo is then left unnamed.
  const alt = toOneLine(photo.alt) === label ? '' : photo.alt
  return (
    <Link href={pathTo('/app/posts/:id', { id: post.id })} className="gallery-tile">
      <img
        className="gallery-tile__photo"
        src={mediaUrl(photo.thumb_url) ?? undefined}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
      />
      <span className="visually-hidden">{label}</span>
      {post.kind !== 'post' ? (
        <span className="gallery-tile__badge">
          <KindBadge kind={post.kind} />
        </span>
      ) : null}
      {post.media.length > 1 ? (
        <span className="gallery-tile__multi">
          <ImageIcon size={16} />
          <span className="visually-hidden">{m.gallery.photoCount(post.media.length)}</span>
        </span>
      ) : null}
    </Link>
  )
}

/**
 * The posts with photos, as square tiles of their first photo. Posts without one stay on the
 * list view; while loaded pages hold no photo yet, the list footer keeps loading the next page.
 */
export function GalleryGrid({ posts, hasMore }: { posts: PostSummary[]; hasMore: boolean }) {
  const tiles = posts.flatMap((post) => (post.media[0] ? [{ post, photo: post.media[0] }] : []))
  if (tiles.length === 0) {
    return hasMore ? null : (
      <EmptyState icon={<ImageIcon size={40} />} title={m.gallery.emptyTitle}>
        <p>{m.gallery.emptyBody}</p>
      </EmptyState>
    )
  }
  return (
    <ul className="gallery-grid" aria-label={m.gallery.gridLabel}>
      {tiles.map(({ post, photo }) => (
        <li key={post.id}>
          <GalleryTile post={post} photo={photo} />
        </li>
      ))}
    </ul>
  )
}
