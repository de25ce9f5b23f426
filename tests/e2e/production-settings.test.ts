import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { startWorker } from '../../scripts/lib/stack.mjs'
import { gotoApp, openBrowser } from './browser'

// The Worker as wrangler.toml deploys it: the edge cache, the warnings' memo and the map's memo
// all on (the shared e2e Worker turns the three off, so fixtures written behind its back show at
// once). A second Worker on the same demo database, which this file only reads, serves a visitor
// the home page, the timeline, a post with its share card, the map with its pins and the hazard
// map; what the edge cache and the map's memo answer the second time is what the first showed.
// (That a repeated map view costs D1 nothing: tests/worker/map-memo-http.test.ts.)

let worker: Awaited<ReturnType<typeof startWorker>>
let servedDir = ''
let origin = ''
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page

beforeAll(async () => {
  servedDir = await mkdtemp(join(tmpdir(), 'jimoto-e2e-production-'))
  const port = await freePort()
  const tiles = inject('e2eTileOrigin')
  // Only the stand-ins' addresses: every other setting is wrangler.toml's.
  worker = await startWorker({
    port,
    persistTo: inject('e2ePersistTo'),
    servedDir,
    vars: {
      MAP_TILE_URL: `${tiles}/xyz/pale/{z}/{x}/{y}.png`,
      HAZARD_TILE_URL: `${tiles}/raster`,
    },
  })
  origin = `http://localhost:${port}`
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  page = await browser.context.newPage()
})
afterAll(async () => {
  await browser?.close()
  if (worker) await stopProcess(worker)
  await rm(servedDir, { recursive: true, force: true })
})

/** GET as a crawler would (Node's fetch drops a Host header): status, edge cache verdict, body. */
function crawl(path: string): Promise<{ status: number; cache: string; html: string }> {
  const { port, host } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host, 'user-agent': 'facebookexternalhit/1.1' } },
      (res) => {
        let html = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          html += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-edge-cache'] ?? ''),
            html,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const metaImage = (html: string) =>
  html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? ''

describe('the Worker with the production settings', () => {
  it('shows the home page', async () => {
    await gotoApp(page, `${origin}/app`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
  })

  it('serves the timeline from the edge cache the second time, and shows its posts', async () => {
    const first = await crawl('/app/timeline')
    const second = await crawl('/app/timeline')
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.cache).toBe('HIT')
    expect(second.html).toBe(first.html)
    await gotoApp(page, `${origin}/app/timeline`)
    await expect.poll(() => page.locator('.post-card').count()).toBeGreaterThan(5)
  })

  it('shows a post, and gives crawlers its share card (cached), which is served', async () => {
    const first = await crawl('/app/posts/2')
    const { html, cache } = await crawl('/app/posts/2')
    expect([first.status, cache]).toEqual([200, 'HIT'])
    const image = new URL(metaImage(html))
    expect(image.origin).toBe(origin)
    const served = await page.request.get(`${origin}${image.pathname}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toMatch(/^image\//)
    const title = html.match(/<meta property="og:title" content="([^"]+)"/)?.[1] ?? ''
    expect(title).not.toBe('')
    await gotoApp(page, `${origin}/app/posts/2`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
  })

  it('draws the map’s pins, the same ones when the view comes again', async () => {
    const pins = async () => {
      const answer = page.waitForResponse((res) => res.url().includes('/api/map?'))
      await gotoApp(page, `${origin}/app/map?lat=34.9725&lng=139.0925&z=17`)
      expect((await answer).status()).toBe(200)
      const { features } = (await (await answer).json()) as { features: { id: string }[] }
      await page.locator('.leaflet-marker-pane .map-marker').first().waitFor()
      return features.map((feature) => feature.id).sort()
    }
    const first = await pins()
    expect(first.length).toBeGreaterThan(0)
    expect(await pins()).toEqual(first)
  })

  it('shows the hazard map with the town’s shelters on its tiles', async () => {
    await gotoApp(page, `${origin}/app/hazardmap`)
    await page.locator('.hazard-all .hazard-shelter').first().waitFor()
    await page.locator('.leaflet-tile-loaded').first().waitFor()
  })
})
