// What one route adds to a visit: open /app in Chromium, then follow the app's own link to the
// route (a client-side navigation, as a user does) and record every script and stylesheet fetched
// after that. Their sizes are read from dist/client, compressed as the edge would serve them.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

/** The map route's own JS + CSS, gzip: Leaflet, react-leaflet, clustering and the page. */
export const MAP_ROUTE_BUDGET_GZIP = 60 * 1024

/** The ad landing route's own JS + CSS, gzip: the page, its card and catalogue. */
export const AD_ROUTE_BUDGET_GZIP = 20 * 1024

/**
 * @param {{ origin: string, route: string, ready: string, client: string }} options
 *   `ready` is a CSS selector that exists once the route has drawn.
 */
export async function observeRouteChunks({ origin, route, ready, client }) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const fetched = []
    page.on('request', (request) => {
      const type = request.resourceType()
      if (type === 'script' || type === 'stylesheet') fetched.push(new URL(request.url()).pathname)
    })
    await page.goto(`${origin}/app`, { waitUntil: 'networkidle' })
    const before = new Set(fetched)
    await page.locator(`a[href="${route}"]`).first().click()
    await page.locator(ready).first().waitFor()
    await page.waitForLoadState('networkidle')
    const files = [...new Set(fetched)].filter(
      (path) => !before.has(path) && path.startsWith('/assets/'),
    )
    let js = 0
    let css = 0
    for (const file of files) {
      const gzip = gzipSync(await readFile(join(client, file)), { level: 9 }).byteLength
      if (file.endsWith('.css')) css += gzip
      else js += gzip
    }
    return { files, js, css }
  } finally {
    await browser.close()
  }
}
