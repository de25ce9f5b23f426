// The search API contract, shared by the Worker (worker/search/routes.ts) and the SPA
// (src/features/search).
//
//   GET /api/search?q=&kind=&cursor=&limit=   Page<SearchHit>
//   GET /api/search/suggestions               SearchSuggestions   (the empty state)
//
// `q`: any text; it is normalized (NFKC, lower case), split on spaces (every term must match) and
// cut to 100 characters per term. An empty or unusable `q` gives an empty page, never an error.
// `kind`: one of SEARCH_KINDS (omitted = all). Results: documents whose title matches come first,
// then those where only the text matches; newest first within each group.
// Highlights are [start, end) UTF-16 offsets into the returned strings; clients render them as
// text (never HTML).

import type { InternationalLang } from '../sites'

export const SEARCH_KINDS = ['post', 'event', 'coupon', 'place', 'user'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The query of GET /api/search. */
export interface SearchQuery {
  q?: string
  kind?: SearchKind
  cursor?: string
  limit?: string | number
}

export type MatchRange = [start: number, end: number]

export interface SearchHit {
  kind: SearchKind
  /** posts.id for post/event/coupon, venues.id for place, users.id for user. */
  id: number
  /** Places only: which kind of place. */
  place_kind: 'venue' | 'restaurant' | 'shelter' | null
  /** Post title (or the start of its body), place name, or user name. */
  title: string
  title_matches: MatchRange[]
  /** An excerpt of the body / description / bio around the first match. */
  snippet: string
  snippet_matches: MatchRange[]
  /** Relative media URL of a thumbnail or avatar, if any. */
  image_url: string | null
  created_at: string
  /**
   * Posts, events, coupons, venues and restaurants, when the request asks for a language:
   * `translated` says whether `title`/`text` hold a machine translation (title and snippet above
   * stay the Japanese original with its highlights).
   */
  translation?: SearchHitTranslation
}

interface SearchHitTranslation {
  translated: boolean
  source_lang: 'ja'
  lang: InternationalLang
  /** The translated title (or start of the translated body for untitled posts). */
  title?: string
  /** The start of the translated body. */
  text?: string
}

export interface SearchSuggestions {
  /** Tags of the newest public posts, newest first, distinct. */
  recent_tags: string[]
  /** The most used tags among recent posts, most used first. */
  popular_tags: { tag: string; count: number }[]
  /** On an international site: the labels of the tags above that have one, by tag. */
  tag_labels?: Record<string, string>
}
