import { mkdtemp, rm } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

export { CHROMIUM_PATH }

/** Base URL of a site served by the e2e Worker: '' for the main site, 'en' etc. for the others. */
export function siteUrl(prefix: '' | 'en' | 'ko' | 'zh-hans' | 'zh-hant' = ''): string {
  const port = inject('e2ePort')
  return `http://${prefix ? `${prefix}.` : ''}localhost:${port}`
}

interface BrowserOptions {
  viewport?: { width: number; height: number }
  userAgent?: string
  /**
   * A Chromium of the file's own with a profile on disk, instead of a context in the process's
   * shared one: Push needs it (a context without a profile is incognito, where Chromium offers no
   * push service).
   */
  profile?: boolean
}

/**
 * A fresh browser context: its own storage, cache, permissions and service workers, in the
 * Chromium the e2e process shares among its files (global-setup.ts starts it; a launch per file
 * cost a second of CPU). close() closes the context.
 */
export async function openBrowser(options: BrowserOptions = {}) {
  const settings = {
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: 'ja-JP',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  }
  if (options.profile) return openWithProfile(settings)
  const shared = await chromium.connect(inject('e2eBrowserEndpoint'))
  const context: BrowserContext = await shared.newContext(settings)
  return {
    context,
    async close() {
      await context.close()
      await shared.close()
    },
  }
}

async function openWithProfile(settings: BrowserContextOptions) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'jimoto-chromium-'))
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    ...settings,
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

/** GET from the Worker as a visitor of that site (Node's fetch would drop the Host header). */
export function fromWorker(path: string, prefix: '' | 'en' = ''): Promise<string> {
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
