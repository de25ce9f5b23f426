// After a deploy, the chunks of the previous build are gone (their URLs answer 404), and a tab
// opened before it fails to load any page it has not loaded yet. Vite reports that as
// `vite:preloadError`: the page is then reloaded once, which fetches the new build. A reload that
// fails the same way within a short time is not repeated (no loop): the page's error boundary
// shows, with its retry and its link home.

const RELOADED_AT = 'jimoto:stale-chunk-reload'
/** Another failure this soon after a reload means the reload did not help. */
const LOOP_WINDOW_MS = 30_000

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
  now: () => number
}

/** True when the page was reloaded (and the failure should not reach the page). */
export function reloadForStaleChunk(deps: ReloadDeps): boolean {
  let last = 0
  try {
    last = Number(deps.storage.getItem(RELOADED_AT)) || 0
  } catch {
    // Storage refused (private mode): still reload, guarded by nothing but the browser.
  }
  if (deps.now() - last < LOOP_WINDOW_MS) return false
  try {
    deps.storage.setItem(RELOADED_AT, String(deps.now()))
  } catch {
    return false
  }
  deps.reload()
  return true
}

/** Listens for `vite:preloadError` for the life of the page. */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const reloaded = reloadForStaleChunk({
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
      now: Date.now,
    })
    if (reloaded) event.preventDefault()
  })
}
