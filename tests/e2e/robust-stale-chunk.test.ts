import { readFileSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'

// After a deploy, the chunks of the previous build answer 404. A tab opened before it must not
// end on a blank page when it moves to a page it has not loaded yet: it reloads once, and the
// reload brings the new build. Here the served build loses the About page's chunk while the tab
// is open; the "new deploy" that the reload finds is the build with the chunk put back. The
// browser's reload request is held (not answered) until the server serves the chunk again:
// `wrangler dev` picks up file changes after a moment, a real deploy is live before a reload.

/** The directory the e2e Worker serves its static files from (its copy's wrangler config says). */
function servedAssets(): string {
  const configPath = join(inject('e2eServedDir'), 'jimoto/wrangler.json')
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as { assets: { directory: string } }
  return resolve(dirname(configPath), config.assets.directory)
}

/** The About page's chunk, as its URL path and its file in the served build. */
function aboutChunk(assets: string): { path: string; file: string } {
  const chunks = JSON.parse(readFileSync(join(assets, '_shell/ja.chunks.json'), 'utf8')) as Record<
    string,
    string[]
  >
  const [path] = chunks['src/features/about/pages/AboutPage.tsx'] ?? []
  if (!path) throw new Error('no chunk of the About page in the build')
  return { path, file: join(assets, path) }
}

/** Waits until the server answers `path` with `status` (it reloads after a file change). */
async function untilServed(path: string, status: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${siteUrl().replace('localhost', '127.0.0.1')}${path}`)).status)
    .toBe(status)
}

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('a lazy chunk of an older deploy', () => {
  it('reloads the page once, and the page shows', async () => {
    const chunk = aboutChunk(servedAssets())
    const hidden = `${chunk.file}.gone`
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl()}/app`)
    await page.locator('h1').first().waitFor()

    let restored = false
    const restore = () => {
      if (restored) return
      restored = true
      renameSync(hidden, chunk.file)
    }
    renameSync(chunk.file, hidden)
    try {
      await untilServed(chunk.path, 404)
      const chunkAnswers: number[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === chunk.path) chunkAnswers.push(response.status())
      })
      let reloads = 0
      await page.route('**/app/about', async (route) => {
        reloads += 1
        restore()
        await untilServed(chunk.path, 200)
        await route.continue()
      })

      await page.getByRole('contentinfo').getByRole('link', { name: 'jimotoについて' }).click()
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('jimotoについて')
      expect(chunkAnswers[0]).toBe(404)
      expect(reloads).toBe(1)
      expect(new URL(page.url()).pathname).toBe('/app/about')
      expect(await page.getByText('ページを表示できませんでした').count()).toBe(0)
    } finally {
      restore()
      await untilServed(chunk.path, 200)
      await page.close()
    }
  })
})
