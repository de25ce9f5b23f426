import { useRef, useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons'
import { mediaUrl } from '../../../lib/api'
import type { MediaItem } from '../../../shared/api/posts'
import { DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from '../../../shared/boot-data'
import m from '../i18n/current'
import './carousel.css'

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The frame keeps the first photo's shape, within portrait 3:4 and wide 16:9. */
function frameRatio(first: MediaItem | undefined): number {
  if (!first?.width || !first.height) return 4 / 3
  return Math.min(16 / 9, Math.max(3 / 4, first.width / first.height))
}

/**
 * The post's photos: swiped on touch screens (CSS scroll snap), with previous/next buttons and
 * dots; with focus on the strip, arrow keys scroll it (no auto-rotation).
 */
export function PhotoCarousel({ media }: { media: MediaItem[] }) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const total = media.length

  const goTo = (next: number) => {
    const element = track.current
    const target = Math.max(0, Math.min(total - 1, next))
    setIndex(target)
    element?.scrollTo({
      left: target * element.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }

  const onScroll = () => {
    const element = track.current
    if (!element || element.clientWidth === 0) return
    const shown = Math.round(element.scrollLeft / element.clientWidth)
    if (shown !== index && shown >= 0 && shown < total) setIndex(shown)
  }

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={m.detail.photos.label}
    >
      <div
        ref={track}
        className="carousel__track"
        style={{ aspectRatio: String(frameRatio(media[0])) }}
        // Focusable, so arrow keys scroll it (snapping photo by photo), as a swipe does on touch.
        tabIndex={total > 1 ? 0 : undefined}
        onScroll={onScroll}
      >
        {media.map((item, position) => (
          <figure
            key={item.url}
            className="carousel__slide"
            aria-label={total > 1 ? m.detail.photos.slide(position + 1, total) : undefined}
          >
            <img
              src={mediaUrl(item.url) ?? undefined}
              srcSet={detailPhotoSrcSet(item, mediaUrl)}
              sizes={DETAIL_PHOTO_SIZES}
              alt={item.alt || m.detail.photos.alt(position + 1)}
              width={item.width}
              height={item.height}
              loading={position === 0 ? 'eager' : 'lazy'}
              // The page's largest element: the edge preloads it and its first screen shows the
              // same file, so it is usually in the cache by now.
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </figure>
        ))}
      </div>
      {total > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => goTo(index - 1)}
            aria-disabled={index === 0}
            aria-label={m.detail.photos.previous}
          >
            <ChevronLeftIcon />
          </button>
          <div className="carousel__dots">
            {media.map((item, position) => (
              <button
                key={item.url}
                type="button"
                className="carousel__dot"
                aria-label={m.detail.photos.goTo(position + 1)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            onClick={() => goTo(index + 1)}
            aria-disabled={index === total - 1}
            aria-label={m.detail.photos.next}
          >
            <ChevronRightIcon />
          </button>
          <p className="carousel__status" aria-live="polite">
            {m.detail.photos.slide(index + 1, total)}
          </p>
        </div>
      ) : null}
    </section>
  )
}
