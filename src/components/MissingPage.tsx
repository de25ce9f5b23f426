import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { EmptyState } from './EmptyState'
import { AlertIcon } from './icons'

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
export function MissingPage(props: {
  notFound: boolean
  notFoundIcon: ReactNode
  text: MissingPageText
  onRetry: () => void
}) {
  const { notFound, text } = props
  return (
    <main className="page page--narrow">
      <EmptyState
        headingLevel={1}
        icon={notFound ? props.notFoundIcon : <AlertIcon size={40} />}
        title={notFound ? text.notFoundTitle : text.loadErrorTitle}
        action={
          notFound ? (
            <Link href="/app/timeline" className="button button--primary">
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
