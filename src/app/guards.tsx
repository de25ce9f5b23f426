import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Redirect, useSearch } from 'wouter'
import { PageSpinner } from '../components/Spinner'
import { authLoadingAtom, isAuthenticatedAtom } from '../state/session'
import { safeRedirectTarget } from './redirect'

const DEFAULT_GUARD_TARGET = '/app/timeline'

interface RequireAuthProps {
  children: ReactNode
  /** A fixed destination for logged-out visitors (event-upload sends them to /app/event-auth). */
  redirectTo?: string
}

/**
 * Spec §2 guard: a spinner while auth loads; then a logged-out visitor goes to `redirectTo`, or
 * to the `redirect` query target when it is a safe path on this site, or to /app/timeline.
 */
export function RequireAuth({ children, redirectTo }: RequireAuthProps) {
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
    const target =
      redirectTo ??
      safeRedirectTarget(new URLSearchParams(search).get('redirect')) ??
      DEFAULT_GUARD_TARGET
    return <Redirect to={target} replace />
  }
  return children
}
