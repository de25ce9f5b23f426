import { useSearch } from 'wouter'
import { POST_KINDS, type PostKind } from '../../../shared/api/posts'
import type { TimelineFilter } from '../api'

const isKind = (value: string | null): value is PostKind =>
  value !== null && (POST_KINDS as readonly string[]).includes(value)

/** The timeline's filters live in the URL (`?kind=event&tag=夏祭り`), so they can be shared. */
export function useTimelineFilter(): TimelineFilter & { key: string } {
  const params = new URLSearchParams(useSearch())
  const kind = params.get('kind')
  const tag = params.get('tag')?.trim().slice(0, 60) || null
  const filter = { kind: isKind(kind) ? kind : null, tag }
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
