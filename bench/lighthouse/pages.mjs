import { PAGE_ROUTES, urlOf } from '../../src/shared/routes.ts'

/**
 * The URLs Lighthouse measures, from the route table's `lighthouse` column: on the Japanese host,
 * on the English host, and signed in as the demo admin on the Japanese host. `postId` fills
 * `{demoPost}`.
 */
export function lighthousePages(postId) {
  const pages = { ja: [], en: [], signedIn: [] }
  for (const row of PAGE_ROUTES) {
    if (!row.lighthouse) continue
    const samples =
      typeof row.lighthouse === 'string' ? { [urlOf(row)]: row.lighthouse } : row.lighthouse
    for (const [sample, run] of Object.entries(samples)) {
      const url = sample.replace('{demoPost}', String(postId))
      if (run === 'signed-in') pages.signedIn.push(url)
      else pages.ja.push(url)
      if (run === 'ja+en') pages.en.push(url)
    }
  }
  return pages
}
