import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react'
import { Link } from 'wouter'
import shared from '../../components/shell/i18n/current'
import { toApiError } from '../../lib/api'
import { pathTo } from '../../shared/links'
import m from '../i18n/current'
import '../not-found.css'

interface RouteErrorBoundaryProps {
  children: ReactNode
}

interface RouteErrorBoundaryState {
  failed: boolean
  /** Bumped by "try again": the page is mounted afresh. */
  attempt: number
  /** The server's id of the failed request, when a failed call is what broke the page. */
  requestId: string | null
}

/**
 * Around each route (the layouts key it by path): a page that throws while rendering shows a
 * message in the site's language with a retry and a link home, never a blank page; the menu and
 * the other pages keep working.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, attempt: 0, requestId: null }

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, requestId: toApiError(error).requestId }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack)
  }

  private retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))

  override render() {
    if (!this.state.failed) {
      return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
    }
    return (
      <main className="page not-found" role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title" className="page-title">
          {m.routeError.title}
        </h1>
        <p className="not-found__body">{m.routeError.body}</p>
        {this.state.requestId && (
          <>
            <p className="not-found__error-id">{shared.errorId(this.state.requestId)}</p>
            <p className="not-found__body">{m.routeError.quote}</p>
          </>
        )}
        <div className="button-row button-row--center">
          <button type="button" className="button button--primary" onClick={this.retry}>
            {m.routeError.retry}
          </button>
          <Link href={pathTo('/app')} className="button button--secondary">
            {m.routeError.home}
          </Link>
        </div>
      </main>
    )
  }
}
