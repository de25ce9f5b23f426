import { PagedListView } from '../../../components/post/PagedListView'
import { PostCard } from '../../../components/post/PostCard'
import { usePagedList } from '../../../components/post/usePagedList'
import { usePageMeta } from '../../../lib/meta'
import { leadPhotoIndex } from '../../../shared/boot-data'
import { bootTimeline, fetchTimeline } from '../api'
import { useRefreshControl } from '../components/RefreshControl'
import { TimelineEmpty } from '../components/TimelineEmpty'
import { TimelineHeader } from '../components/TimelineHeader'
import { useTimelineFilter } from '../hooks/useTimelineFilter'
import m from '../i18n/current'
import '../timeline.css'

/** Spec §2 timeline: every post, event and coupon of the town, newest first, endlessly. */
export function TimelinePage() {
  usePageMeta({ title: m.timeline.title })
  const filter = useTimelineFilter()
  const list = usePagedList(filter.key, (cursor, signal) => fetchTimeline(filter, cursor, signal), {
    bootPage: () => bootTimeline(filter),
  })
  const refresh = useRefreshControl(list.refresh)
  return (
    <main className="page page--feed">
      <TimelineHeader
        view="list"
        kind={filter.kind}
        tag={filter.tag}
        refreshButton={refresh.button}
      />
      {refresh.indicator}
      <PagedListView list={list} empty={<TimelineEmpty filter={filter} path="/app/timeline" />}>
        {(items) => {
          const lead = leadPhotoIndex(items)
          return (
            <ul className="post-list" aria-label={m.timeline.listLabel}>
              {items.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index === lead} />
                </li>
              ))}
            </ul>
          )
        }}
      </PagedListView>
    </main>
  )
}
