import { SEARCH_KINDS, type SearchKind } from '../../shared/api/search'

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
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (kind) params.set('kind', kind)
  const query = params.toString()
  return `/app/search${query ? `?${query}` : ''}`
}
