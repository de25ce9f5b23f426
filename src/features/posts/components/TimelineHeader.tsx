import type { ReactNode } from 'react'
import { Link, useSearch } from 'wouter'
import { CloseIcon } from '../../../components/icons'
import type { PostKind } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { filterHref } from '../hooks/useTimelineFilter'
import m from '../i18n/current'
import { KindTabs } from './KindTabs'
import { TimelineViews } from './TimelineViews'

interface TimelineHeaderProps {
  view: 'list' | 'gallery'
  kind: PostKind | null
  tag: string | null
  /** The tag as shown: its label in the site's language where the posts carry one. */
  tagLabel?: string
  refreshButton: ReactNode
}

/** Heading, list/gallery switch, refresh, kind tabs and the active tag of the timeline views. */
export function TimelineHeader({ view, kind, tag, tagLabel, refreshButton }: TimelineHeaderProps) {
  const search = useSearch()
  const path = view === 'list' ? pathTo('/app/timeline') : pathTo('/app/gallery')
  return (
    <div className="timeline-head">
      <div className="timeline-head__row">
        <h1 className="page-title">{view === 'list' ? m.timeline.title : m.gallery.title}</h1>
        <div className="timeline-head__tools">
          <TimelineViews current={view} />
          {refreshButton}
        </div>
      </div>
      <KindTabs path={path} current={kind} />
      {tag ? (
        <p className="active-tag">
          <span>{m.tag.heading(tagLabel ?? tag)}</span>
          <Link
            href={filterHref(path, search, { tag: null })}
            className="active-tag__clear"
            aria-label={m.tag.clear}
          >
            <CloseIcon size={16} />
          </Link>
        </p>
      ) : null}
    </div>
  )
}
