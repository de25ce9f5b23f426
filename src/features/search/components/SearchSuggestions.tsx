import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { SearchSuggestions as Suggestions } from '../../../shared/api/search'
import { fetchSuggestions } from '../api'
import m from '../i18n/current'
import { searchHref } from '../searchUrl'

/** Recent and popular tags as one-tap searches. Quietly absent when they cannot be loaded. */
export function SearchSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetchSuggestions(controller.signal).then(setSuggestions, () => setSuggestions(null))
    return () => controller.abort()
  }, [])
  if (!suggestions) return null
  const groups = [
    { title: m.suggestions.recent, tags: suggestions.recent_tags },
    { title: m.suggestions.popular, tags: suggestions.popular_tags.map((entry) => entry.tag) },
  ].filter((group) => group.tags.length > 0)
  if (groups.length === 0) return null
  // International sites: stored labels by tag; the search is still for the Japanese tag.
  const labels = suggestions.tag_labels
  return (
    <div className="search-suggestions">
      {groups.map((group) => (
        <section key={group.title} className="search-suggestions__group">
          <h2 className="search-suggestions__title">{group.title}</h2>
          <ul className="chip-list">
            {group.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={searchHref({ q: tag, kind: null })}
                  className="chip"
                  lang={labels && !labels[tag] ? 'ja' : undefined}
                >
                  #{labels?.[tag] ?? tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
