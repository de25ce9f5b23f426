import { StrictMode } from 'react'
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
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
