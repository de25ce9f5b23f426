import { useLayoutEffect } from 'react'

/** The element the edge writes before the app's root (worker/pages/first-screen.ts). */
const FIRST_SCREEN_ID = 'first-screen'

/**
 * Removes the edge's first screen once the page it stands in for has rendered: placed inside the
 * page's Suspense boundary, its layout effect runs in the commit that shows the page (after its
 * chunk has loaded), before the browser paints, so the hand-over is a single frame. Removing the
 * first screen also reveals the app's root (src/styles/first-screen.css).
 */
export function FirstScreenHandoff() {
  useLayoutEffect(() => {
    document.getElementById(FIRST_SCREEN_ID)?.remove()
  }, [])
  return null
}
