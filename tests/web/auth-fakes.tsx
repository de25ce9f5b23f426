import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { SessionUser } from '../../src/shared/api/accounts'

// The signed-in person and a router for the web tests; the network is tests/web/api-fakes.ts.

/**
 * An answer the Worker never gives (a gateway's HTML page, an error without a message) to every
 * request: outside the endpoint table, so fetch is stubbed by hand.
 */
export function stubForeignAnswer(status: number, body: string, contentType = 'text/html') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  )
}

/** A signed-in person as GET /auth/me answers (a resident with nothing set beyond the name). */
export function makeSessionUser(fields: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: '山田 花子',
    email: 'hanako@example.com',
    email_verified: true,
    avatar_url: null,
    bio: '',
    website: '',
    birth_date: null,
    groups: [],
    service_name: null,
    role: 'user',
    created_at: '2026-04-01T09:00:00.000Z',
    ...fields,
  }
}

export const USER = makeSessionUser()

export const TOKEN = 'T'.repeat(43)

/** Renders `children` at `path` with a fresh jotai store; returns the store and the location. */
export function renderAt(path: string, children: ReactNode, routePattern?: string) {
  const location = memoryLocation({ path, record: true })
  const store = createStore()
  const view = render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {routePattern ? (
          <Switch>
            <Route path={routePattern}>{children}</Route>
          </Switch>
        ) : (
          children
        )}
      </Router>
    </Provider>,
  )
  return { store, location, view }
}
