import { call } from '../../lib/api'
import type { SearchKind, SearchQuery } from '../../shared/api/search'

export function fetchSearchPage(
  q: string,
  kind: SearchKind | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query: SearchQuery = { q }
  if (kind) query.kind = kind
  if (cursor) query.cursor = cursor
  return call('GET /api/search', { query, signal })
}

export function fetchSuggestions(signal?: AbortSignal) {
  return call('GET /api/search/suggestions', { signal })
}
