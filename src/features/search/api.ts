import { api } from '../../lib/api'
import type { Page } from '../../shared/api/posts'
import type { SearchHit, SearchKind, SearchSuggestions } from '../../shared/api/search'

export function fetchSearchPage(
  q: string,
  kind: SearchKind | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<SearchHit>> {
  const query: Record<string, string> = { q }
  if (kind) query.kind = kind
  if (cursor) query.cursor = cursor
  return api<Page<SearchHit>>('/api/search', { query, signal })
}

export function fetchSuggestions(signal?: AbortSignal): Promise<SearchSuggestions> {
  return api<SearchSuggestions>('/api/search/suggestions', { signal })
}
