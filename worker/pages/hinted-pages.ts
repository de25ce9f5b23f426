// Kept apart from page-hints.ts (no Workers types) so a Node test can check every path exists.

/** The public pages that get hints: route pattern under /app → module (src/app/pages.ts). */
export const HINTED_PAGES: Record<string, string> = {
  timeline: 'src/features/posts/pages/TimelinePage.tsx',
  gallery: 'src/features/posts/pages/GalleryPage.tsx',
  'posts/:id': 'src/features/posts/pages/PostDetailPage.tsx',
  'profile/:id': 'src/features/profile/pages/ProfilePage.tsx',
  search: 'src/features/search/pages/SearchPage.tsx',
  about: 'src/features/about/pages/AboutPage.tsx',
}
