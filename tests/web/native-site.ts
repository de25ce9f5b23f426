import { afterEach, beforeEach, vi } from 'vitest'
import { site } from '../../src/lib/site'
import type { NativeBridge } from './native-bridge'

/**
 * Every test of the file runs as the app in the shell over `bridge` (fresh answers and calls,
 * console errors of the expected failures kept quiet), and leaves the web site as it found it.
 */
export function runInNativeShell(bridge: NativeBridge) {
  beforeEach(() => {
    site.native = true
    bridge.reset()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    site.native = false
    localStorage.clear()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
