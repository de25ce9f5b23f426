import { mkdtemp, rm } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'
import {
  CHROMIUM_PATH,
  TEST_CHROMIUM_FLAGS,
  TEST_CHROMIUM_PATH,
} from '../../scripts/lib/chromium.mjs'

export { CHROMIUM_PATH, TEST_CHROMIUM_PATH }

/** Base URL of a site served by the e2e Worker: '' for the main site, 'en' etc. for the others. */
export function siteUrl(prefix: '' | 'en' | 'ko' | 'zh-hans' | 'zh-hant' = ''): string {
  const port = inject('e2ePort')
  return `http://${prefix ? `${prefix}.` : ''}localhost:${port}`
}

/**
 * A fresh Chromium profile; close() removes it. `push: true` starts the full browser, the one
 * with a push service (scripts/lib/chromium.mjs says why the others get the headless shell).
 */
export async function openBrowser(
  options: {
    viewport?: { width: number; height: number }
    userAgent?: string
    push?: boolean
  } = {},
) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'jimoto-chromium-'))
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: options.push ? CHROMIUM_PATH : TEST_CHROMIUM_PATH,
    args: TEST_CHROMIUM_FLAGS,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: 'ja-JP',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  return {
    context,
    async close() {
      await context.close()
      await rm(userDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Opens `url` and waits until the app has taken over from the first screen the edge writes into
 * some pages (worker/pages/first-screen.ts): until then the page shows that static preview, and
 * the app's own elements are not visible yet.
 */
export async function gotoApp(
  page: Page,
  url: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
) {
  const res = await page.goto(url, { waitUntil })
  await page.waitForFunction(() => !document.getElementById('first-screen'))
  return res
}

/**
 * A page whose scripts never arrive (as on a stalled connection): what the edge writes, as a
 * crawler or a first visit sees it. The service worker, once a visit of the hazard map has
 * registered it, would serve the app's code from its cache past the page's routes, and the app
 * would take the first screen away while a test reads it; this page bypasses it.
 */
export async function pageWithoutScripts(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const devtools = await context.newCDPSession(page)
  await devtools.send('Network.enable')
  await devtools.send('Network.setBypassServiceWorker', { bypass: true })
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  return page
}

/** GET from the Worker as a visitor of that site (Node's fetch would drop the Host header). */
export function fromWorker(path: string, prefix: '' | 'en' | 'zh-hant' = ''): Promise<string> {
  const url = new URL(`${siteUrl(prefix)}${path}`)
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: url.port, path, headers: { host: url.host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve(body))
    }).on('error', reject)
  })
}
