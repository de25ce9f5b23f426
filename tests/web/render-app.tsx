import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { StrictMode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppRoutes } from '../../src/app/routes'
import { authLoadingAtom, type SessionUser, signInAtom, tokenAtom } from '../../src/state/session'
import { makeSessionUser } from './auth-fakes'

export type SessionState =
  | { kind: 'loading'; storedToken?: string }
  | { kind: 'anonymous' }
  | { kind: 'user'; user: SessionUser }

export const HANAKO: SessionUser = makeSessionUser({
  id: 7,
  name: '花子',
  email: 'hanako@demo.jimoto.example',
})

/** The town office's admin account, as the admin pages' tests sign in. */
export const TOWN_ADMIN: SessionUser = makeSessionUser({
  id: 1,
  name: 'みなと町役場',
  email: 'admin@demo.jimoto.example',
  role: 'admin',
})

/**
 * The real router, layout and pages at `path` in an in-memory location, with a fresh jotai store
 * in the given session state. `history` records every navigation (redirects replace the entry).
 */
export function renderApp(path: string, session: SessionState = { kind: 'anonymous' }) {
  const store = createStore()
  if (session.kind === 'loading') {
    store.set(authLoadingAtom, true)
    // As on a reload: the token stored by an earlier visit, not yet confirmed by /auth/me.
    if (session.storedToken) store.set(tokenAtom, session.storedToken)
  } else if (session.kind === 'anonymous') store.set(authLoadingAtom, false)
  else store.set(signInAtom, { token: 'test-token', user: session.user })
  const location = memoryLocation({ path, record: true })
  // StrictMode as in src/main.tsx: effects run twice on mount, as they do in development.
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AppRoutes />
        </Router>
      </Provider>
    </StrictMode>,
  )
  const currentPath = () => location.history.at(-1) ?? ''
  return { ...view, store, location, currentPath }
}
