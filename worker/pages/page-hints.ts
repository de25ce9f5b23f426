import { jsonForScript } from './escape'
import { HINTED_PAGES } from './hinted-pages'
import type { PageChunkFiles } from './template'

// A page's own chunks (scripts/lib/page-chunks.mjs lists them per build), written into the page as
// `#page-chunks`: the build's starter script (vite.config.ts) preloads them together with the
// entry script, instead of the entry script finding them only once it has run.

/** The `#page-chunks` data block of each hinted route pattern of one language build. */
export function pageHints(chunks: PageChunkFiles): Record<string, string> {
  const hints: Record<string, string> = {}
  for (const [pattern, module] of Object.entries(HINTED_PAGES)) {
    const scripts = chunks[module]
    if (!Array.isArray(scripts) || scripts.length === 0) continue
    hints[pattern] =
      `<script type="application/json" id="page-chunks">${jsonForScript(scripts)}</script>`
  }
  return hints
}
