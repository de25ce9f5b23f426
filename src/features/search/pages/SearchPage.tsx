import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { SearchIcon } from '../../../components/icons'
import { Spinner } from '../../../components/Spinner'
import { SEARCH_KINDS } from '../../../shared/api/search'
import { SearchHitItem } from '../components/SearchHitItem'
import { SearchSuggestions } from '../components/SearchSuggestions'
import m from '../i18n/current'
import '../search.css'
import { readSearchParams, searchHref } from '../searchUrl'
import { useSearchResults } from '../useSearchResults'

export function SearchPage() {
  const params = readSearchParams(useSearch())
  const [, navigate] = useLocation()
  const [draft, setDraft] = useState(params.q)
  // Back/forward and tag links change the URL: the box follows it.
  useEffect(() => setDraft(params.q), [params.q])
  const results = useSearchResults(params.q, params.kind)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate(searchHref({ q: draft, kind: params.kind }))
  }

  return (
    <div className="page search-page">
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
      <SearchBody q={params.q} results={results} />
    </div>
  )
}

function SearchBody({ q, results }: { q: string; results: ReturnType<typeof useSearchResults> }) {
  if (results.status === 'idle') {
    return (
      <EmptyState icon={<SearchIcon size={40} />} title={m.search.emptyTitle}>
        <p>{m.search.lead}</p>
        <SearchSuggestions />
      </EmptyState>
    )
  }
  if (results.status === 'loading') return <Spinner label={m.search.searching} />
  if (results.status === 'error') {
    return (
      <p className="callout" role="alert">
        {results.error ?? m.search.failed}
      </p>
    )
  }
  if (results.items.length === 0 && !results.nextCursor) {
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
        {results.items.map((hit) => (
          <SearchHitItem key={`${hit.kind}-${hit.id}`} hit={hit} />
        ))}
      </ul>
      {results.error ? (
        <p className="callout" role="alert">
          {results.error}
        </p>
      ) : null}
      {results.nextCursor ? (
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--secondary"
            onClick={results.loadMore}
            disabled={results.loadingMore}
          >
            {results.loadingMore ? m.search.loadingMore : m.search.more}
          </button>
        </div>
      ) : null}
    </>
  )
}
