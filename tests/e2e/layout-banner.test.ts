import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { queryLocalD1Surely } from './d1'
import { label, lookAt, VIEWS } from './layout-look'
import type { LayoutRoute } from './layout-routes'

// The layout suite's checks (layout-walk.ts) with warnings in force: a file of its own because the
// banner is on every page while they are, so it runs alone (town-lock.ts).

let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_FLAGS })
})
afterAll(async () => {
  await browser.close()
})

// Disaster mode's banner is on every page while a warning is in force: the same checks on the
// pages it changes most (the hazard map in disaster mode, the warnings page), with the longest
// words (level 5) and a second warning in force, at the phone width in both languages and at the
// desktop width. The warnings go before the views open and are gone before the file ends.
const BANNER_ROUTES: (LayoutRoute & { path: string })[] = [
  { path: '/app/hazardmap?alert=layout-l5&layer=debris_flow', who: 'nobody' },
  { path: '/app/alerts', who: 'nobody' },
]

describe.concurrent('with a warning in force', () => {
  beforeAll(async () => {
    const now = new Date().toISOString()
    await queryLocalD1Surely(
      `INSERT OR REPLACE INTO alerts (id, source, kind, level, area_code, area_name, headline, status,
                           report_at, issued_at, updated_at, shelter_ids)
       VALUES ('layout-l5', 'jma', 'sediment', 5, '2220500', '熱海市',
               '熱海市に土砂災害特別警報を発表しました。命に危険が及ぶ土砂災害がすでに発生していてもおかしくない状況です。',
               'issued', '${now}', '${now}', '${now}', '[]'),
              ('layout-town', 'town', 'elderly_evacuation', 3, 'town', '和田浜地区・港町一丁目から三丁目',
               '川沿いにお住まいの方は早めに避難してください。', 'issued', '${now}', '${now}', '${now}', '[1,2]')`,
    )
  })
  afterAll(async () => {
    // Every later file expects no warning in force.
    await queryLocalD1Surely("DELETE FROM alerts WHERE id LIKE 'layout-%'")
  })

  it.each(VIEWS)(
    'the banner in the $name view',
    async (view) => {
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        locale: 'ja-JP',
      })
      const page = await context.newPage()
      const titles = new Map<string, string>()
      const problems: string[] = []
      for (const route of BANNER_ROUTES) {
        for (const problem of await lookAt(page, view, route, route.path, titles)) {
          problems.push(`banner ${label(route)}: ${problem}`)
        }
        // The banner is there, below the header and never under the bottom menu.
        const placed = await page.evaluate(() => {
          const banner = document.querySelector('#content .alert-banner')?.getBoundingClientRect()
          const header = document.querySelector('.app-header')?.getBoundingClientRect()
          return banner && header ? banner.top >= header.bottom - 1 : false
        })
        if (!placed) problems.push(`banner ${label(route)}: not shown below the header`)
      }
      await context.close()
      expect(problems).toEqual([])
    },
    120_000,
  )
})
