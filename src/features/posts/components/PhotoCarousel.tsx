import { useRef, useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons'
import { mediaUrl } from '../../../lib/api'
import type { MediaItem } from '../../../shared/api/posts'
import { DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from '../../../shared/photo-sizes'
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
 * Which photo shows, following the strip as it is swiped or scrolled; `goTo` scrolls to one
 * (without the smooth glide for those who asked for less motion).
 */
function useCarousel(total: number) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
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
  return { track, index, goTo, onScroll }
}

/** One photo of the strip; the first is the page's largest element. */
function Slide({ item, position, total }: { item: MediaItem; position: number; total: number }) {
  return (
    <figure
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
  )
}

/** Previous, a dot per photo, next, and which photo of how many, said to screen readers. */
function CarouselControls({
  media,
  index,
  goTo,
}: {
  media: MediaItem[]
  index: number
  goTo: (next: number) => void
}) {
  const total = media.length
  return (
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
  )
}

/**
 * The post's photos: swiped on touch screens (CSS scroll snap), with previous/next buttons and
 * dots; with focus on the strip, arrow keys scroll it (no auto-rotation).
 */
export function PhotoCarousel({ media }: { media: MediaItem[] }) {
  const total = media.length
  const { track, index, goTo, onScroll } = useCarousel(total)
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
          <Slide key={item.url} item={item} position={position} total={total} />
        ))}
      </div>
      {total > 1 ? <CarouselControls media={media} index={index} goTo={goTo} /> : null}
    </section>
  )
}
