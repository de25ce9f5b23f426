import { Link } from 'wouter'
import { ImageIcon } from '../../../components/icons'
import { KindBadge } from '../../../components/post/KindBadge'
import { excerpt } from '../../../components/post/PostCard'
import { mediaUrl } from '../../../lib/api'
import type { PostSummary } from '../../../shared/api/posts'
import m from '../i18n/current'

function GalleryTile({ post }: { post: PostSummary }) {
  const photo = post.media[0]
  const src = mediaUrl(photo?.thumb_url)
  const label = post.title?.trim() || excerpt(post.body, 60) || m.gallery.textOnly
  return (
    <Link href={`/app/posts/${post.id}`} className="gallery-tile">
      {photo && src ? (
        <img
          className="gallery-tile__photo"
          src={src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="gallery-tile__text" aria-hidden="true">
          {excerpt(post.title?.trim() || post.body, 48)}
        </span>
      )}
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

/** The posts as square tiles, photo first; a post without a photo shows its words instead. */
export function GalleryGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="gallery-grid" aria-label={m.gallery.gridLabel}>
      {posts.map((post) => (
        <li key={post.id}>
          <GalleryTile post={post} />
        </li>
      ))}
    </ul>
  )
}
