import { POST_KINDS, type PostKind } from './api/posts'
import { LIST_PAGE_SIZE } from './boot-data'

// The timeline's filters live in the page URL (`/app/timeline?kind=event&tag=夏祭り`) so a view can
// be shared. The app reads them to ask GET /api/posts; the Worker reads the same URL to write that
// very answer into the page (boot data). Both go through these two functions, so the Worker's
// boot-data key is always the request the app makes.

export interface TimelineFilter {
  kind: PostKind | null
  tag: string | null
}

/** Longest tag a URL may carry; the API refuses longer ones, so the app never asks for them. */
const MAX_URL_TAG_LENGTH = 60

/** The filters of a timeline page URL: an unknown kind is ignored, the tag trimmed and capped. */
export function timelineFilterOf(search: URLSearchParams): TimelineFilter {
  const kind = search.get('kind')
  const tag = search.get('tag')?.trim().slice(0, MAX_URL_TAG_LENGTH) || null
  return {
    kind: POST_KINDS.find((known): known is PostKind => known === kind) ?? null,
    tag,
  }
}

/** The query of one page of a list request: `limit`, the cursor after the first page, filters. */
export function listPageQuery(
  cursor: string | null,
  extra: Record<string, string | null> = {},
): Record<string, string> {
  const query: Record<string, string> = { limit: String(LIST_PAGE_SIZE) }
  if (cursor) query.cursor = cursor
  for (const [name, value] of Object.entries(extra)) if (value) query[name] = value
  return query
}
