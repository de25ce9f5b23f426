// What one route adds to a visit: open /app in Chromium, then follow the app's own link to the
// route (a client-side navigation, as a user does) and record every script and stylesheet fetched
// after that. Their sizes are read from dist/client, compressed as the edge would serve them.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

/**
 * The map routes' own JS + CSS, gzip (/app/map and /app/hazardmap): Leaflet, react-leaflet,
 * clustering and the page.
 */
export const MAP_ROUTE_BUDGET_GZIP = 57 * 1024
/** The stamp rally list's own JS + CSS, gzip: no map, no QR code libraries. */
export const RALLY_ROUTE_BUDGET_GZIP = 30 * 1024

/** The organizer pages' own JS + CSS, gzip (forms, the CSV preview, five catalogues' one). */
export const ORGANIZER_ROUTE_BUDGET_GZIP = 30 * 1024

/** The ad landing route's own JS + CSS, gzip: the page, its card and catalogue. */
export const AD_ROUTE_BUDGET_GZIP = 20 * 1024

/**
 * A coupon's page after the coupon timeline (its own JS + CSS, gzip): the post page and the
 * coupons feature's 「使う」 panel.
 */
export const COUPON_ROUTE_BUDGET_GZIP = 20 * 1024

/**
 * @param {{ origin: string, route: string, ready: string, client: string, from?: string,
 *   link?: string, viaHistory?: boolean }} options
 *   `ready` is a CSS selector that exists once the route has drawn; `from` is the page whose link
 *   is followed (default /app); `link` the one to click (default: the first link to the route).
 *   `viaHistory`: for a route no page links to, navigate the app's router with
 *   history.pushState instead of a click.
 */
export async function observeRouteChunks({
  origin,
  route,
  ready,
  client,
  from = '/app',
  link,
  viaHistory = false,
}) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const fetched = []
    page.on('request', (request) => {
      const type = request.resourceType()
      if (type === 'script' || type === 'stylesheet') fetched.push(new URL(request.url()).pathname)
    })
    await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' })
    const before = new Set(fetched)
    if (viaHistory) {
      await page.evaluate((path) => {
        history.pushState(null, '', path)
        dispatchEvent(new PopStateEvent('popstate'))
      }, route)
    } else {
      await page
        .locator(link ?? `a[href="${route}"]`)
        .first()
        .click()
    }
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
