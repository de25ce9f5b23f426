import { deliveryOf } from '../../src/shared/route-delivery.ts'
import { PAGE_ROUTES, urlOf } from '../../src/shared/routes.ts'

/**
 * The URLs Lighthouse measures, from the `lighthouse` of the route table's pages (src/shared/route-delivery.ts): on the Japanese host,
 * on the English host, and signed in as the demo admin on the Japanese host. `postId` fills
 * `{demoPost}`.
 */
export function lighthousePages(postId) {
  const pages = { ja: [], en: [], signedIn: [] }
  for (const row of PAGE_ROUTES) {
    const { lighthouse } = deliveryOf(row.path)
    if (!lighthouse) continue
    const samples = typeof lighthouse === 'string' ? { [urlOf(row)]: lighthouse } : lighthouse
    for (const [sample, run] of Object.entries(samples)) {
      const url = sample.replace('{demoPost}', String(postId))
      if (run === 'signed-in') pages.signedIn.push(url)
      else pages.ja.push(url)
      if (run === 'ja+en') pages.en.push(url)
    }
  }
  return pages
}
