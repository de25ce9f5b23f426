// The edge's first screen (worker/pages/first-screen.ts) and its hand-over to the app. The page's
// component asks for the hand-over once it has rendered (src/app/layout/FirstScreenHandoff.tsx);
// a loading indicator (a page waiting for its data or for the session) holds it back meanwhile,
// so the first screen, which already shows the page's heading and first items, is never swapped
// for a spinner and then again for the page: it goes in the commit that shows the page itself.

/** The element the edge writes before the app's root. */
const FIRST_SCREEN_ID = 'first-screen'

let holds = 0
let requested = false

function removeWhenFree(): void {
  if (requested && holds === 0) document.getElementById(FIRST_SCREEN_ID)?.remove()
}

/** The page has rendered: remove the first screen now, or once the last hold lets go. */
export function requestFirstScreenHandoff(): void {
  requested = true
  removeWhenFree()
}

/**
 * A loading indicator is on screen: the first screen stays. Returns the release. The release
 * checks after the current commit (a microtask, still before the browser paints), because the
 * indicator that replaces this one (the guard's spinner, then the page's own) takes its hold in
 * the same commit, after this one let go.
 */
export function holdFirstScreen(): () => void {
  holds += 1
  return () => {
    holds -= 1
    queueMicrotask(removeWhenFree)
  }
}
