import { useSearch } from 'wouter'
import { type TimelineFilter, timelineFilterOf } from '../../../shared/timeline'

/**
 * The timeline's filters live in the URL (`?kind=event&tag=夏祭り`), so they can be shared; the
 * edge reads them the same way for the page's boot data (src/shared/timeline.ts).
 */
export function useTimelineFilter(): TimelineFilter & { key: string } {
  const filter = timelineFilterOf(new URLSearchParams(useSearch()))
  return { ...filter, key: `timeline:${filter.kind ?? 'all'}:${filter.tag ?? ''}` }
}

/** A timeline or gallery URL with one filter changed (null removes it). */
export function filterHref(
  path: string,
  search: string,
  change: Partial<Record<'kind' | 'tag', string | null>>,
): string {
  const params = new URLSearchParams(search)
  for (const [name, value] of Object.entries(change)) {
    if (value) params.set(name, value)
    else params.delete(name)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
