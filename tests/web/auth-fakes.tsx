import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { SessionUser } from '../../src/shared/api/accounts'

// The network boundary of the web tests: a fetch that answers like the jimoto API. Everything
// above it (ofetch client, atoms, components) is the real code.

export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: unknown
}

export type ApiAnswer =
  | { status?: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | 'network-error'
type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>

export function stubUntypedAuthApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      'http://localhost:8787',
    )
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const raw = init?.body
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    }
    calls.push(call)
    const handler = routes[`${method} ${url.pathname}`]
    const answer: ApiAnswer = handler
      ? await handler(call)
      : { status: 404, json: { error: 'not_found', message: 'APIが見つかりません。' } }
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    const headers = {
      'content-type': answer.text ? 'text/html' : 'application/json',
      ...answer.headers,
    }
    return new Response(answer.text ?? JSON.stringify(answer.json ?? {}), {
      status: answer.status ?? 200,
      headers,
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return {
    calls,
    find: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  }
}

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
