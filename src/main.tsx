import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
// The global styles first: the styles of components and pages, imported by them, come after and
// may refine them.
import './styles/global.css'
import { App } from './app/App'
import { captureCampaignCode } from './lib/campaign'
import { reloadOnStaleChunks } from './lib/stale-chunks'

captureCampaignCode(window.location.search)
reloadOnStaleChunks()

const root = document.getElementById('root')
// The first render is a transition: React renders the app in slices and yields to the browser
// between them, instead of one long task that a phone's tap (or its first paint) would wait out.
// The edge's first screen is on screen meanwhile; the app replaces it when its commit is done.
if (root) {
  const app = createRoot(root)
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}
