import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Web tests have no network: a request no test answered fails the way it does in an offline
// browser (a TypeError from fetch), instead of happy-dom trying localhost:3000 for real. Set
// directly, not stubbed, so vi.unstubAllGlobals() in a test brings back this, not a live fetch.
// Tests that talk to the API stub fetch themselves (tests/web/posts-fakes.ts).
globalThis.fetch = async () => {
  throw new TypeError('Failed to fetch')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
