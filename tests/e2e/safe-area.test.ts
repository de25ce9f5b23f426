import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'

// A phone with a notch and a home indicator, or Android 15+ drawing the app edge to edge, lays the
// page under the system bars (viewport-fit=cover) and reports how far through the safe-area
// insets. Chromium emulates them (DevTools Emulation.setSafeAreaInsetsOverride): the header must
// clear the status bar, the menus the home indicator and a notch at the side, and a plain browser
// (no insets) must look as before.

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

interface Insets {
  top: number
  right: number
  bottom: number
  left: number
}

async function withInsets(page: Page, insets: Insets) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets })
}

/** Where the shell's parts are, in CSS pixels. */
function shellBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`no ${selector}`)
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return {
        top: rect.top,
        bottom: rect.bottom,
        left: rect.left,
        right: rect.right,
        width: rect.width,
        height: rect.height,
        padding: [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft],
      }
    }
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      header: box('.app-header'),
      headerSearch: box('.app-header__search'),
      nav: box('.app-nav'),
      firstLink: box('.app-nav .nav-link'),
      body: box('.app-shell__body'),
    }
  })
}

describe('every page the edge serves', () => {
  it.each(['', 'en'] as const)('asks to be laid out under the system bars (%s)', async (prefix) => {
    for (const path of ['/app', '/app/hazardmap', '/app/no-such-page']) {
      const res = await fetch(
        `${siteUrl(prefix)}${path}`.replace(/\/\/(\w+\.)?localhost/, '//127.0.0.1'),
        {
          headers: { host: new URL(siteUrl(prefix)).host },
        },
      )
      const html = await res.text()
      const viewport = /<meta name="viewport" content="([^"]+)"/.exec(html)?.[1]
      expect(viewport, `${prefix}${path}`).toBe(
        'width=device-width, initial-scale=1, viewport-fit=cover',
      )
    }
  })
})

describe('the shell at 390 px', () => {
  it.each(['', 'en'] as const)('looks as before without insets (%s)', async (prefix) => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoApp(page, `${siteUrl(prefix)}/app`)
    const boxes = await shellBoxes(page)
    expect(boxes.header).toMatchObject({ top: 0, height: 60 })
    expect(boxes.header.padding).toEqual(['0px', '12px', '0px', '16px'])
    expect(boxes.nav.bottom).toBe(844)
    expect(boxes.nav.padding).toEqual(['0px', '0px', '0px', '0px'])
    expect(boxes.firstLink.bottom).toBe(844)
    await page.close()
  })

  it.each(['', 'en'] as const)(
    'clears the status bar and the home indicator (%s)',
    async (prefix) => {
      const page = await browser.context.newPage()
      await page.setViewportSize({ width: 390, height: 844 })
      await withInsets(page, { top: 47, right: 0, bottom: 34, left: 0 })
      await gotoApp(page, `${siteUrl(prefix)}/app`)
      const boxes = await shellBoxes(page)
      // The header's background runs under the status bar; its controls start below it.
      expect(boxes.header).toMatchObject({ top: 0, height: 60 + 47 })
      expect(boxes.header.padding[0]).toBe('47px')
      expect(boxes.headerSearch.top).toBeGreaterThanOrEqual(47)
      // The bottom menu reaches the screen's edge, its buttons stop above the home indicator.
      expect(boxes.nav.bottom).toBe(844)
      expect(boxes.nav.padding[2]).toBe('34px')
      expect(boxes.firstLink.bottom).toBe(844 - 34)
      // The page scrolls clear of the menu and the indicator.
      expect(boxes.body.padding[2]).toBe(`${62 + 34}px`)
      await page.close()
    },
  )
})

describe('the shell at 1280 px', () => {
  it.each(['', 'en'] as const)('looks as before without insets (%s)', async (prefix) => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoApp(page, `${siteUrl(prefix)}/app`)
    const boxes = await shellBoxes(page)
    expect(boxes.nav).toMatchObject({ left: 0, width: 248, top: 0 })
    expect(boxes.body.left).toBe(248)
    expect(boxes.header.padding).toEqual(['0px', '20px', '0px', '24px'])
    await page.close()
  })

  it('gives the side menu the notch at the left and the page the inset at the right', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await withInsets(page, { top: 0, right: 47, bottom: 21, left: 47 })
    await gotoApp(page, `${siteUrl()}/app`)
    const boxes = await shellBoxes(page)
    expect(boxes.nav).toMatchObject({ left: 0, width: 248 + 47 })
    expect(boxes.nav.padding).toEqual(['20px', '0px', `${20 + 21}px`, '47px'])
    expect(boxes.firstLink.left).toBeGreaterThanOrEqual(47)
    expect(boxes.body.left).toBe(248 + 47)
    expect(boxes.header.right).toBe(1280)
    expect(boxes.header.padding[1]).toBe(`${20 + 47}px`)
    await page.close()
  })
})
