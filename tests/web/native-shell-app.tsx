import { act, render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { NativeShell } from '../../src/app/NativeShell'
import { AppRoutes } from '../../src/app/routes'
import { authLoadingAtom, signInAtom } from '../../src/state/session'
import { HANAKO } from './render-app'

/**
 * The whole SPA inside the native shell at `path` (signed in as HANAKO or not), over whatever
 * native bridge the test file installed; says where the app has navigated to.
 */
export function renderShell(path: string, signedIn = false) {
  const location = memoryLocation({ path, record: true })
  const store = createStore()
  store.set(authLoadingAtom, false)
  if (signedIn) store.set(signInAtom, { token: 'test-token', user: HANAKO })
  render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
        <NativeShell />
      </Router>
    </Provider>,
  )
  return {
    currentPath: () => location.history.at(-1) ?? '',
    /** Every path the app has been at, in order. */
    history: () => [...location.history],
    navigate: (to: string) => act(() => location.navigate(to)),
  }
}
