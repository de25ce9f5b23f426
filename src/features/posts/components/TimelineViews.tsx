import { Link, useSearch } from 'wouter'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'

/**
 * The timeline as a list or as a photo gallery: two views of one section. Switching
 * keeps the kind and tag filters.
 */
export function TimelineViews({ current }: { current: 'list' | 'gallery' }) {
  const search = useSearch()
  const query = search ? `?${search}` : ''
  return (
    <nav className="segmented" aria-label={m.views.label}>
      <Link
        href={`${pathTo('/app/timeline')}${query}`}
        className="segmented__item"
        aria-current={current === 'list' ? 'page' : undefined}
      >
        {m.views.list}
      </Link>
      <Link
        href={`${pathTo('/app/gallery')}${query}`}
        className="segmented__item"
        aria-current={current === 'gallery' ? 'page' : undefined}
      >
        {m.views.gallery}
      </Link>
    </nav>
  )
}
