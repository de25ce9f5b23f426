import { Link } from 'wouter'
import m from '../i18n/current'

/** The timeline as a list or as a photo gallery: two views of one section (spec §2). */
export function TimelineViews({ current }: { current: 'list' | 'gallery' }) {
  return (
    <nav className="segmented" aria-label={m.views.label}>
      <Link
        href="/app/timeline"
        className="segmented__item"
        aria-current={current === 'list' ? 'page' : undefined}
      >
        {m.views.list}
      </Link>
      <Link
        href="/app/gallery"
        className="segmented__item"
        aria-current={current === 'gallery' ? 'page' : undefined}
      >
        {m.views.gallery}
      </Link>
    </nav>
  )
}
