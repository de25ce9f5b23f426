import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { startWorker } from '../../scripts/lib/stack.mjs'
import { openBrowser } from './browser'
import { queryLocalD1Surely } from './d1'

// Disaster mode as residents live it in production: the edge cache and the isolate's memos ON
// (wrangler.toml's EDGE_CACHE, ALERT_STATE_MEMO, MAP_MEMO), which the shared e2e Worker turns off.
// This file starts a Worker of its own with those settings, on the same local D1, and its own
// channel of the JMA feed stand-in (scripts/lib/jma-stand-in.mjs); each drill step is read by a
// run of the Worker's Cron Trigger, as `npm run drill` does. The step from 警報 to 危険警報, and
// the lift, must show on a reload of any page on both sites within 5 s, and in a page left open
// (no reload) within 60 s. The times measured are printed.

const RELOAD_WITHIN_MS = 5_000
const OPEN_PAGE_WITHIN_MS = 60_000
const CLEAR_ALERTS = 'DELETE FROM alert_reports; DELETE FROM alert_actions; DELETE FROM alerts'

let port = 0
let worker: Awaited<ReturnType<typeof startWorker>> | null = null
const feed = `${new URL(inject('e2eJmaFeedUrl')).origin}/ch/${crypto.randomUUID()}/developer/xml/feed`

const origin = (site: 'ja' | 'en') => `http://${site === 'en' ? 'en.' : ''}localhost:${port}`

async function drill(step: 'advisory' | 'warning' | 'danger' | 'lift'): Promise<number> {
  const published = await fetch(`${feed}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  })
  expect(published.status).toBeLessThan(300)
  const polled = await fetch(
    `http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`,
  )
  await polled.arrayBuffer()
  expect(polled.ok).toBe(true)
  return Date.now()
}

/** The level of the banner the app shows (after the first screen's hand-over), 0 for none. */
async function shownLevel(page: Page): Promise<number> {
  return page.evaluate(() => {
    if (document.getElementById('first-screen')) return -1
    const banner = document.querySelector('#content .alert-banner')
    const match = /alert-banner--level(\d)/.exec(banner?.className ?? '')
    return match ? Number(match[1]) : 0
  })
}

/** Opens `url` afresh (a reload) and waits for the app's banner to settle: its level. */
async function reloadLevel(page: Page, url: string, expected: number): Promise<number> {
  await page.goto(url)
  await page.waitForFunction(() => !document.getElementById('first-screen'))
  // The app reads /api/alerts once at start: give that read its chance to change the banner.
  await page.waitForLoadState('networkidle')
  const level = await shownLevel(page)
  return level === expected ? level : shownLevel(page)
}

beforeAll(async () => {
  await queryLocalD1Surely(CLEAR_ALERTS)
  port = await freePort()
  const persistTo = inject('e2ePersistTo')
  worker = await startWorker({
    port,
    persistTo,
    servedDir: join(persistTo, 'served-production'),
    testScheduled: true,
    vars: { EDGE_CACHE: 'on', ALERT_STATE_MEMO: 'on', MAP_MEMO: 'on', JMA_FEED_URL: feed },
  })
}, 120_000)

afterAll(async () => {
  if (worker) await stopProcess(worker)
  await queryLocalD1Surely(CLEAR_ALERTS)
})

describe('a drill with the edge cache and memos on, as in production', () => {
  it('警報 → 危険警報 → 解除 reaches reloaded pages within 5 s and open pages within 60 s, on both sites', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } })
    const measured: string[] = []
    try {
      await drill('advisory')
      await drill('warning')
      // Pages residents keep open (an edge-cached timeline, home) and one they reload.
      const open = {
        ja: await browser.context.newPage(),
        en: await browser.context.newPage(),
      }
      await open.ja.goto(`${origin('ja')}/app/timeline`)
      await open.en.goto(`${origin('en')}/app`)
      const reloads = await browser.context.newPage()
      const urls = [
        `${origin('ja')}/app/timeline`,
        `${origin('en')}/app/timeline`,
        `${origin('ja')}/app`,
        `${origin('en')}/app/alerts`,
      ]
      // Every page seen at level 3 first: the edge cache, the memos and the browser's cache
      // all hold the previous state when the step comes.
      for (const url of urls) expect(await reloadLevel(reloads, url, 3)).toBe(3)
      await expect.poll(() => shownLevel(open.ja)).toBe(3)
      await expect.poll(() => shownLevel(open.en)).toBe(3)

      for (const [step, level] of [
        ['danger', 4],
        ['lift', 0],
      ] as const) {
        const changed = await drill(step)
        // Any page reloaded after the change has it, the first one at once.
        for (const [i, url] of urls.entries()) {
          const startedAfter = Date.now() - changed
          expect(await reloadLevel(reloads, url, level)).toBe(level)
          measured.push(`${step}: reload of ${url} started ${startedAfter} ms after the change`)
          if (i === 0) expect(startedAfter).toBeLessThan(RELOAD_WITHIN_MS)
        }
        for (const site of ['ja', 'en'] as const) {
          await expect
            .poll(() => shownLevel(open[site]), { timeout: OPEN_PAGE_WITHIN_MS, interval: 250 })
            .toBe(level)
          const after = Date.now() - changed
          measured.push(`${step}: the open ${site} page showed it ${after} ms after the change`)
          expect(after).toBeLessThan(OPEN_PAGE_WITHIN_MS)
        }
        const text = await open.ja.locator('#content').textContent()
        if (level === 4) expect(text).toContain('危険な場所から全員避難')
      }
    } finally {
      console.log(`alerts freshness:\n  ${measured.join('\n  ')}`)
      await browser.close()
    }
  }, 240_000)
})
