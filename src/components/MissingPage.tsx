import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { pathTo } from '../shared/links'
import { EmptyState } from './EmptyState'
import { AlertIcon } from './icons'
import { PageSpinner } from './Spinner'

/** The words of a missing page, from the feature's own catalog. */
interface MissingPageText {
  notFoundTitle: string
  notFoundBody: string
  loadErrorTitle: string
  loadErrorBody: string
  toTimeline: string
  retry: string
}

/**
 * A page whose subject (a post, a profile) does not exist (404: a way back to the timeline) or
 * could not be loaded (a retry button).
 */
interface MissingPageProps {
  notFound: boolean
  notFoundIcon: ReactNode
  text: MissingPageText
  onRetry: () => void
}

function MissingPage(props: MissingPageProps) {
  const { notFound, text } = props
  return (
    <main className="page page--narrow">
      <EmptyState
        headingLevel={1}
        icon={notFound ? props.notFoundIcon : <AlertIcon size={40} />}
        title={notFound ? text.notFoundTitle : text.loadErrorTitle}
        action={
          notFound ? (
            <Link href={pathTo('/app/timeline')} className="button button--primary">
              {text.toTimeline}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={props.onRetry}>
              {text.retry}
            </button>
          )
        }
      >
        <p>{notFound ? text.notFoundBody : text.loadErrorBody}</p>
      </EmptyState>
    </main>
  )
}

/**
 * A page whose subject is not there yet: a spinner while it loads, else the missing page.
 */
export function UnreadyPage({
  loading,
  hiddenTitle,
  ...missing
}: MissingPageProps & { loading: boolean; hiddenTitle?: string }) {
  return loading ? <LoadingPage hiddenTitle={hiddenTitle} /> : <MissingPage {...missing} />
}

/** A page while its subject loads, with the page's heading for screen readers where given. */
export function LoadingPage({ hiddenTitle }: { hiddenTitle?: string }) {
  return (
    <main className="page page--narrow" aria-busy="true">
      {hiddenTitle === undefined ? null : <h1 className="visually-hidden">{hiddenTitle}</h1>}
      <PageSpinner />
    </main>
  )
}
