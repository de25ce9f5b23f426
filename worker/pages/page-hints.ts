import { webOrigin } from './csp'
import { escapeHtml, jsonForScript } from './escape'
import { HINTED_PAGES, MAP_PAGES } from './hinted-pages'
import type { PageChunkFiles } from './template'

// A page's own chunks (scripts/lib/page-chunks.mjs lists them per build), written into the page as
// `#page-chunks`: the build's starter script (vite.config.ts) preloads them together with the
// entry script, instead of the entry script finding them only once it has run. Pages with a map
// also open the connection to the tile server while the scripts load.

/** The hints of each hinted route pattern of one language build. */
export function pageHints(chunks: PageChunkFiles, tileUrl: string): Record<string, string> {
  const tileOrigin = webOrigin(tileUrl.replace(/[{}]/g, ''))
  const preconnect = tileOrigin ? `<link rel="preconnect" href="${escapeHtml(tileOrigin)}">` : ''
  const hints: Record<string, string> = {}
  for (const [pattern, modules] of Object.entries(HINTED_PAGES)) {
    const scripts = [...new Set(modules.flatMap((module) => chunks[module] ?? []))]
    if (scripts.length === 0) continue
    hints[pattern] =
      `<script type="application/json" id="page-chunks">${jsonForScript(scripts)}</script>` +
      (MAP_PAGES.includes(pattern) ? preconnect : '')
  }
  return hints
}
