import { escapeHtml } from './escape'
import type { PageChunkFiles } from './template'

// Preload hints for a page's own chunks (scripts/lib/page-chunks.mjs lists them per build), so a
// phone fetches them together with the entry script instead of after it has run.

/** The public pages that get hints: route pattern under /app → module (src/app/pages.ts). */
export const HINTED_PAGES: Record<string, string> = {
  timeline: 'src/features/posts/pages/TimelinePage.tsx',
  gallery: 'src/features/posts/pages/GalleryPage.tsx',
  'posts/:id': 'src/features/posts/pages/PostDetailPage.tsx',
  'profile/:id': 'src/features/profile/pages/ProfilePage.tsx',
  search: 'src/features/search/pages/SearchPage.tsx',
  about: 'src/features/info/pages/AboutPage.tsx',
}

/** Link tags for each hinted route pattern of one language build. */
export function pageHints(chunks: PageChunkFiles): Record<string, string> {
  const hints: Record<string, string> = {}
  for (const [pattern, module] of Object.entries(HINTED_PAGES)) {
    const files = chunks[module]
    if (!files) continue
    hints[pattern] =
      files.scripts
        .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
        .join('') +
      files.styles
        .map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}">`)
        .join('')
  }
  return hints
}
