import { Link, useSearch } from 'wouter'
import { POST_KINDS, type PostKind } from '../../../shared/api/posts'
import { filterHref } from '../hooks/useTimelineFilter'
import m from '../i18n/current'

/** すべて・投稿・イベント・クーポン: links, so each filter has its own URL (?kind=). */
export function KindTabs({ path, current }: { path: string; current: PostKind | null }) {
  const search = useSearch()
  const options: (PostKind | null)[] = [null, ...POST_KINDS]
  return (
    <nav className="kind-tabs" aria-label={m.filter.label}>
      <ul className="kind-tabs__list">
        {options.map((kind) => (
          <li key={kind ?? 'all'}>
            <Link
              href={filterHref(path, search, { kind })}
              className="kind-tabs__tab"
              aria-current={current === kind ? 'true' : undefined}
            >
              {kind ? m.filter[kind] : m.filter.all}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
