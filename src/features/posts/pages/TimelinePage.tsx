import { type ComponentType, Fragment, type ReactNode } from 'react'
import { PagedListView } from '../../../components/post/PagedListView'
import { PostCard } from '../../../components/post/PostCard'
import { usePagedList } from '../../../components/post/usePagedList'
import { usePageMeta } from '../../../lib/meta'
import { leadPhotoIndex } from '../../../shared/boot-data'
import { pathTo } from '../../../shared/links'
import { bootTimeline, fetchTimeline } from '../api'
import { useRefreshControl } from '../components/RefreshControl'
import { TimelineEmpty } from '../components/TimelineEmpty'
import { TimelineHeader } from '../components/TimelineHeader'
import { useTimelineFilter } from '../hooks/useTimelineFilter'
import m from '../i18n/current'
import { tagLabel } from '../lib/tag-label'
import '../timeline.css'

/**
 * Items placed between posts (the app composes the ads feature's PR cards here): given how many
 * posts are listed, it hands the list a function naming what goes before the post at an index
 * (an `<li>`, or null).
 */
export interface TimelineSlotsProps {
  count: number
  children: (slotAt: (index: number) => ReactNode) => ReactNode
}

/** Timeline: every post, event and coupon of the town, newest first, endlessly. */
export function TimelinePage({ Slots }: { Slots?: ComponentType<TimelineSlotsProps> } = {}) {
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
        tagLabel={filter.tag ? tagLabel(filter.tag, list.items) : undefined}
        refreshButton={refresh.button}
      />
      {refresh.indicator}
      <PagedListView
        list={list}
        empty={<TimelineEmpty filter={filter} path={pathTo('/app/timeline')} />}
      >
        {(items) => {
          const lead = leadPhotoIndex(items)
          const list = (slotAt?: (index: number) => ReactNode) => (
            <ul className="post-list near-screen-list" aria-label={m.timeline.listLabel}>
              {items.map((post, index) => (
                <Fragment key={post.id}>
                  {slotAt?.(index)}
                  <li>
                    <PostCard post={post} priority={index === lead} />
                  </li>
                </Fragment>
              ))}
              {slotAt?.(items.length)}
            </ul>
          )
          return Slots ? <Slots count={items.length}>{list}</Slots> : list()
        }}
      </PagedListView>
    </main>
  )
}
