import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import { TimelineIcon } from '../../../components/icons'
import { pathTo } from '../../../shared/links'
import type { TimelineFilter } from '../../../shared/timeline'
import { isAuthenticatedAtom } from '../../../state/session'
import m from '../i18n/current'

/** What an empty timeline (or gallery) says, for its filter, and what to do next. */
export function TimelineEmpty({ filter, path }: { filter: TimelineFilter; path: string }) {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const filtered = filter.kind !== null || filter.tag !== null
  const title = filter.tag
    ? m.timeline.emptyTagTitle(filter.tag)
    : filter.kind
      ? m.timeline.emptyKindTitle(m.filter[filter.kind])
      : m.timeline.emptyTitle
  return (
    <EmptyState
      icon={<TimelineIcon size={40} />}
      title={title}
      action={
        filtered ? (
          <Link href={path} className="button button--secondary">
            {m.timeline.showAll}
          </Link>
        ) : authenticated ? (
          <Link href={pathTo('/app/upload')} className="button button--primary">
            {m.timeline.post}
          </Link>
        ) : null
      }
    >
      <p>{filtered ? m.timeline.emptyOtherKinds : m.timeline.emptyBody}</p>
    </EmptyState>
  )
}
