import { useAtomValue } from 'jotai'
import { type ReactNode, useLayoutEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { PageSpinner } from '../components/Spinner'
import { rememberGuardedPage } from '../lib/guarded-page'
import { loggedOutDestination } from '../shared/redirect'
import { authLoadingAtom, isAuthenticatedAtom } from '../state/session'

interface RequireAuthProps {
  children: ReactNode
  /** The route's pattern, when its logged-out visitors have a destination of their own. */
  page?: string
}

/**
 * The login guard: a spinner while auth loads; then a logged-out visitor goes where
 * `loggedOutDestination()` says (the edge's starter script sends them there before the app loads
 * when no token is stored at all).
 */
export function RequireAuth({ children, page }: RequireAuthProps) {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const search = useSearch()
  if (loading) {
    return (
      <main className="page" aria-busy="true">
        <PageSpinner />
      </main>
    )
  }
  if (!authenticated) {
    const target = loggedOutDestination(page ?? '', new URLSearchParams(search).get('redirect'))
    return <LeaveForLogin target={target} />
  }
  return children
}

/** Sends a logged-out visitor on, remembering the page they meant to open (GuardNotice). */
function LeaveForLogin({ target }: { target: string }) {
  const [path] = useLocation()
  const search = useSearch()
  useLayoutEffect(() => {
    rememberGuardedPage(`${path}${search ? `?${search}` : ''}`)
  }, [path, search])
  return <Redirect to={target} replace />
}
