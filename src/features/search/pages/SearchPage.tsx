import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { SearchIcon } from '../../../components/icons'
import { Nums } from '../../../components/Nums'
import { usePagedList } from '../../../components/post/usePagedList'
import { Spinner } from '../../../components/Spinner'
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../../shared/api/search'
import { fetchSearchPage } from '../api'
import { SearchHitItem } from '../components/SearchHitItem'
import { SearchSuggestions } from '../components/SearchSuggestions'
import m from '../i18n/current'
import '../search.css'
import { readSearchParams, searchHref } from '../searchUrl'

export function SearchPage() {
  const params = readSearchParams(useSearch())
  const [, navigate] = useLocation()
  const [draft, setDraft] = useState(params.q)
  // Back/forward and tag links change the URL: the box follows it.
  useEffect(() => setDraft(params.q), [params.q])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate(searchHref({ q: draft, kind: params.kind }))
  }

  return (
    <main className="page search-page">
      <h1 className="page-title">{m.search.title}</h1>
      <search>
        <form className="search-form" onSubmit={submit}>
          <label htmlFor="search-q" className="visually-hidden">
            {m.search.label}
          </label>
          <input
            id="search-q"
            className="search-form__input"
            type="search"
            name="q"
            value={draft}
            placeholder={m.search.placeholder}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary search-form__submit">
            <SearchIcon size={18} />
            <span>{m.search.submit}</span>
          </button>
        </form>
      </search>
      <nav className="segmented search-kinds" aria-label={m.search.kindFilter}>
        {[null, ...SEARCH_KINDS].map((kind) => (
          <Link
            key={kind ?? 'all'}
            href={searchHref({ q: params.q, kind })}
            className="segmented__item"
            aria-current={params.kind === kind ? 'page' : undefined}
          >
            {kind ? m.kinds[kind] : m.search.allKinds}
          </Link>
        ))}
      </nav>
      {params.q.trim() ? (
        <SearchResults q={params.q} kind={params.kind} />
      ) : (
        <EmptyState icon={<SearchIcon size={40} />} title={m.search.emptyTitle}>
          <p>{m.search.lead}</p>
          <SearchSuggestions />
        </EmptyState>
      )}
    </main>
  )
}

// Post, place and user ids overlap: a hit is its kind and id.
const hitKey = (hit: SearchHit) => `${hit.kind}-${hit.id}`

/** The hits of one search: the first page on a change of q or kind, further pages by cursor. */
function SearchResults({ q, kind }: { q: string; kind: SearchKind | null }) {
  const list = usePagedList(
    `search:${kind ?? ''}:${q}`,
    (cursor, signal) => fetchSearchPage(q, kind, cursor, signal),
    { itemKey: hitKey },
  )
  if (list.status === 'loading') return <Spinner label={m.search.searching} />
  if (list.status === 'error') {
    return (
      <p className="callout" role="alert">
        {/* Kept whole: the error id a person quotes (a server failure's message ends with it). */}
        <Nums>{list.error?.message ?? m.search.failed}</Nums>
      </p>
    )
  }
  if (list.items.length === 0 && !list.hasMore) {
    return (
      <EmptyState icon={<SearchIcon size={40} />} title={m.search.noResults(q)}>
        <p>{m.search.noResultsHint}</p>
        <SearchSuggestions />
      </EmptyState>
    )
  }
  return (
    <>
      <ul className="search-results" aria-label={m.search.resultsLabel(q)}>
        {list.items.map((hit) => (
          <SearchHitItem key={hitKey(hit)} hit={hit} />
        ))}
      </ul>
      {list.moreError?.message ? (
        <p className="callout" role="alert">
          {list.moreError.message}
        </p>
      ) : null}
      {list.hasMore ? (
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--secondary"
            onClick={list.loadMore}
            disabled={list.loadingMore}
          >
            {list.loadingMore ? m.search.loadingMore : m.search.more}
          </button>
        </div>
      ) : null}
    </>
  )
}
