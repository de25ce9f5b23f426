import { PagedListView } from '../../../components/post/PagedListView'
import { usePagedList } from '../../../components/post/usePagedList'
import { usePageMeta } from '../../../lib/meta'
import { pathTo } from '../../../shared/links'
import { fetchTimeline } from '../api'
import { GalleryGrid } from '../components/GalleryGrid'
import { useRefreshControl } from '../components/RefreshControl'
import { TimelineEmpty } from '../components/TimelineEmpty'
import { TimelineHeader } from '../components/TimelineHeader'
import { useTimelineFilter } from '../hooks/useTimelineFilter'
import m from '../i18n/current'
import { tagLabel } from '../lib/tag-label'
import '../timeline.css'

/** The timeline's photo view (the menu's timeline item stays active here). */
export function GalleryPage() {
  usePageMeta({ title: m.gallery.title })
  const filter = useTimelineFilter()
  // The same list as the timeline: switching views shows what was already loaded.
  const list = usePagedList(filter.key, (cursor, signal) => fetchTimeline(filter, cursor, signal))
  const refresh = useRefreshControl(list.refresh)
  return (
    <main className="page page--wide">
      <TimelineHeader
        view="gallery"
        kind={filter.kind}
        tag={filter.tag}
        tagLabel={filter.tag ? tagLabel(filter.tag, list.items) : undefined}
        refreshButton={refresh.button}
      />
      {refresh.indicator}
      <PagedListView
        list={list}
        skeleton="tile"
        empty={<TimelineEmpty filter={filter} path={pathTo('/app/gallery')} />}
      >
        {(items) => <GalleryGrid posts={items} hasMore={list.hasMore} />}
      </PagedListView>
    </main>
  )
}
