import { SEARCH_KINDS, type SearchKind } from '../../shared/api/search'
import { pathTo } from '../../shared/links'

// The search lives in the URL (`/app/search?q=…&kind=…`) so it can be shared and the back
// button returns to the previous search.

interface SearchParams {
  q: string
  kind: SearchKind | null
}

export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search)
  const kind = params.get('kind')
  return {
    q: params.get('q') ?? '',
    kind: SEARCH_KINDS.find((known) => known === kind) ?? null,
  }
}

export function searchHref({ q, kind }: SearchParams): string {
  return pathTo('/app/search', { q: q.trim() || null, kind })
}
