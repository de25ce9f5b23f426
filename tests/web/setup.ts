import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// findBy* and waitFor wait for what a person would see; they return as soon as it is there. A
// page whose chunk and API answer take seconds on a busy machine must still pass, so the limit is
// generous (the testing library's 1 s default made outcomes depend on the machine's load).
configure({ asyncUtilTimeout: 15_000 })

// Web tests have no network: a request no test answered fails the way it does in an offline
// browser (a TypeError from fetch), instead of happy-dom trying localhost:3000 for real. Set
// directly, not stubbed, so vi.unstubAllGlobals() in a test brings back this, not a live fetch.
// Tests that talk to the API stub fetch themselves (tests/web/posts-fakes.ts).
globalThis.fetch = async () => {
  throw new TypeError('Failed to fetch')
}

// A test file is one page: performance.now() counts from when the file began, as a tab's counts
// from its navigation (the app reads it for its boot data's age, src/lib/boot-data.ts), not from
// when the process that runs the file started, which may have run other files before.
const pageStart = performance.now()
const sinceProcessStart = performance.now.bind(performance)
performance.now = () => sinceProcessStart() - pageStart

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
