import { apiErrorText } from '../../../components/apiErrorText'
import { LoadingPage } from '../../../components/MissingPage'
import type { ApiErrorInfo } from '../../../lib/api'
import m from '../i18n/current'

/** An organizer screen whose data is not there: a spinner while it loads, else why not. */
export function OrganizerUnready(props: {
  state: { status: 'loading' } | { status: 'error'; error: ApiErrorInfo }
  onRetry: () => void
}) {
  if (props.state.status === 'error') {
    return <OrganizerProblem error={props.state.error} onRetry={props.onRetry} />
  }
  return <LoadingPage />
}

/** Why an organizer screen cannot show: not allowed, not found, or the network. */
export function OrganizerProblem(props: { error: ApiErrorInfo; onRetry: () => void }) {
  const { error } = props
  const text =
    error.status === 403
      ? apiErrorText(error, m.manage.forbidden)
      : error.status === 404
        ? m.missing.notFoundTitle
        : m.missing.loadErrorBody
  return (
    <main className="page page--narrow rally-page">
      <h1 className="page-title">{m.stampRally.title}</h1>
      <p role="alert">{text}</p>
      {error.status !== 403 && error.status !== 404 ? (
        <button type="button" className="button" onClick={props.onRetry}>
          {m.missing.retry}
        </button>
      ) : null}
    </main>
  )
}
