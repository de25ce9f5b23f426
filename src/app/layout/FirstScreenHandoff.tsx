import { useLayoutEffect } from 'react'
import { requestFirstScreenHandoff } from '../../lib/first-screen'

/**
 * Removes the edge's first screen once the page it stands in for has rendered: placed inside the
 * page's Suspense boundary, its layout effect runs in the commit that shows the page (after its
 * chunk has loaded), before the browser paints, so the hand-over is a single frame. A page still
 * showing its spinner holds it back until its content is there (src/lib/first-screen.ts).
 * Removing the first screen also reveals the app's root (src/styles/first-screen.css).
 */
export function FirstScreenHandoff() {
  useLayoutEffect(() => {
    requestFirstScreenHandoff()
  }, [])
  return null
}
