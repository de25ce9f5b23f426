// The timeline's request. A timeline or gallery page keeps its filters in its URL
// (`?kind=event&tag=夏祭り`); the SPA (src/features/posts/hooks/useTimelineFilter.ts) and the edge
// (worker/pages/boot-data.ts) read them from it the same way and ask GET /api/posts the same
// query, so the boot data the edge writes is found under the key the SPA looks it up by
// (bootDataKey). The API (worker/posts/timeline-query.ts) filters by the tag as `tagFilter` says.

import { isPostKind, MAX_TAG_LENGTH, normalizeTag, type PostKind, textLength } from './api/posts'
import { LIST_PAGE_SIZE } from './boot-data'

export interface TimelineFilter {
  kind: PostKind | null
  tag: string | null
}

/** A page URL's tag is cut to this many UTF-16 units before it goes to the API (no tag is longer). */
const MAX_URL_TAG = 60

/** The filters a page URL asks for: an unknown kind is no kind, a blank tag no tag. */
export function timelineFilterOf(search: URLSearchParams): TimelineFilter {
  const kind = search.get('kind')
  return {
    kind: isPostKind(kind) ? kind : null,
    tag: search.get('tag')?.trim().slice(0, MAX_URL_TAG) || null,
  }
}

/**
 * The query of GET /api/posts for one page of `filter` (`cursor`: null for the first page). Every
 * request of an international site adds `target_scope` (siteQuery, src/shared/sites.ts).
 */
export function timelineQuery(
  filter: TimelineFilter,
  cursor: string | null = null,
): Record<string, string> {
  const query: Record<string, string> = { limit: String(LIST_PAGE_SIZE) }
  if (cursor) query.cursor = cursor
  if (filter.kind) query.kind = filter.kind
  if (filter.tag) query.tag = filter.tag
  return query
}

/** The tag the API filters by for a `tag` parameter, or null when no tag can be that (400). */
export function tagFilter(raw: string): string | null {
  const tag = normalizeTag(raw)
  return tag && textLength(tag) <= MAX_TAG_LENGTH ? tag : null
}
