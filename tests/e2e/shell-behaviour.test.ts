import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, fillLogin } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'

// Menu behaviour a visitor notices in a real browser: the login prompt, the reload on home, the
// international menu without dead ends, titles on client navigation, campaign codes; home as a
// signed-in resident sees it.

const LOGIN_REQUIRED =
  'ログインするとタイムラインの投稿・お気に入り保存・スタンプラリーができます。'
const DEFAULT_TITLE = 'jimoto｜地元のイベント・投稿・クーポン'

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

async function open(url: string, width = 375): Promise<Page> {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width, height: 760 })
  await gotoApp(page, url)
  await page.locator('h1').first().waitFor()
  return page
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /メインメニュー|Main menu/ })
}

describe('the Japanese main site', () => {
  it.each([
    ['投稿する', 375],
    ['お気に入り', 800],
    ['スタンプラリー', 1280],
  ] as const)(
    'explains to a visitor who clicks %s in the app’s own alert dialog, then opens the login (%i px)',
    async (item, width) => {
      const page = await open(`${siteUrl()}/app`, width)
      // Never the browser's own alert ("localhost says…").
      const browserDialogs: string[] = []
      page.on('dialog', (dialog) => {
        browserDialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await mainMenu(page).getByRole('link', { name: item }).click()
      const prompt = page.getByRole('alertdialog', { name: 'ログインが必要です' })
      await prompt.getByText(LOGIN_REQUIRED, { exact: true }).waitFor()
      // Focus stays inside: Tab from the login button goes to 閉じる, never to the page behind.
      const login = prompt.getByRole('link', { name: 'ログイン', exact: true })
      expect(await login.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.press('Shift+Tab')
      expect(
        await prompt
          .getByRole('button', { name: '閉じる' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true)
      await login.click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/app/login')
      expect(browserDialogs).toEqual([])
      // The login page says why the visitor is there, and that they come back.
      await page
        .getByRole('note')
        .getByText('ログインが終わると、開いていたページに戻ります。')
        .waitFor()
      await page.close()
    },
  )

  it('says why a visitor who opened a page that needs an account is on the timeline', async () => {
    // The starter script leaves before the app loads: the timeline it lands on still says why.
    const page = await open(`${siteUrl()}/app/favorites`, 375)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/timeline')
    const notice = page.getByRole('status').filter({ hasText: 'ログインした方だけが使えます' })
    await notice.waitFor()
    expect(await notice.getByRole('link', { name: 'ログインして開く' }).getAttribute('href')).toBe(
      `/app/login?redirect=${encodeURIComponent('/app/favorites')}`,
    )
    await page.close()
  })

  it('reloads the page when home is clicked on home', async () => {
    const page = await open(`${siteUrl()}/app`, 1280)
    await page.evaluate(() => {
      ;(window as unknown as { beforeReload?: boolean }).beforeReload = true
    })
    await Promise.all([
      page.waitForEvent('load'),
      mainMenu(page).getByRole('link', { name: 'ホーム', exact: true }).click(),
    ])
    await page.locator('h1').waitFor()
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined()
    await page.close()
  })

  it('marks the timeline as current on the gallery', async () => {
    const page = await open(`${siteUrl()}/app/gallery`, 1280)
    const current = mainMenu(page).locator('[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.getAttribute('href')).toBe('/app/timeline')
    await page.close()
  })

  it('updates the title on client navigation and falls back to the default', async () => {
    const page = await open(`${siteUrl()}/app`, 1280)
    expect(await page.title()).toBe(DEFAULT_TITLE)
    await page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' }).click()
    await expect.poll(() => page.title()).toBe('プライバシーポリシー｜jimoto')
    await page.goBack()
    await expect.poll(() => page.title()).toBe(DEFAULT_TITLE)
    const description = await page.getAttribute('meta[name="description"]', 'content')
    expect(description).toMatch(/^地元のお祭りやライブ/)
    await page.close()
  })

  it('keeps a campaign code that arrives on a later page for the session', async () => {
    const page = await open(`${siteUrl()}/app/map`, 1280)
    expect(await page.evaluate(() => sessionStorage.getItem('campaignCode'))).toBeNull()
    await gotoApp(page, `${siteUrl()}/app/terms?c=line-ad-0714`)
    await page.locator('h1').waitFor()
    await mainMenu(page).getByRole('link', { name: 'タイムライン' }).click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('タイムライン')
    expect(await page.evaluate(() => sessionStorage.getItem('campaignCode'))).toBe('line-ad-0714')
    await page.close()
  })
})

describe('home', () => {
  it('opens a signed-in resident on today in the town, hazard map and each section in sight at 390 px; the landing stays for visitors', async () => {
    // A browser of its own: the session it signs in must not carry over to the other tests.
    const own = await openBrowser()
    const page = await own.context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    // Noon on the demo town's festival weekend: みなと音楽祭 2026 is on (11/28 11:30–11/30 0:30).
    await page.clock.setFixedTime(new Date('2026-11-29T12:00:00+09:00'))
    await gotoApp(page, `${siteUrl()}/app/login?redirect=${encodeURIComponent('/app')}`)
    await fillLogin(page, 'hanako@demo.jimoto.example', 'jimoto-demo-2026')
    await eventually(() => new URL(page.url()).pathname).toBe('/app')
    await page.getByRole('heading', { level: 1, name: '今日のまち' }).waitFor()
    const events = page.getByRole('region', { name: '今日・これからのイベント' })
    const first = events.getByRole('listitem').first()
    await first.waitFor()
    expect(
      await events.getByRole('listitem').filter({ hasText: 'みなと音楽祭 2026' }).textContent(),
    ).toContain('開催中')
    // Above the bottom menu on a phone's first screen: the hazard map and each section's first item.
    const fold = await page.evaluate(
      () => document.querySelector('.app-nav')?.getBoundingClientRect().top ?? window.innerHeight,
    )
    const bottoms = await Promise.all(
      [
        page.getByRole('link', { name: 'ハザードマップ・避難所' }),
        first,
        page.getByRole('region', { name: 'いま使えるクーポン' }).locator('li, p').first(),
        page.getByRole('region', { name: '新しい投稿' }).getByRole('listitem').first(),
      ].map(async (item) => {
        const box = await item.boundingBox()
        return box ? box.y + box.height : Number.POSITIVE_INFINITY
      }),
    )
    expect(bottoms.every((bottom) => bottom <= fold)).toBe(true)
    // Signed out, the same address is the landing again (as the edge writes it for crawlers).
    await page.evaluate(() => window.localStorage.clear())
    await gotoApp(page, `${siteUrl()}/app`)
    await page.getByRole('heading', { level: 1, name: '地元の「いま」が集まる場所' }).waitFor()
    expect(await page.getByRole('heading', { name: '今日のまち' }).count()).toBe(0)
    await own.close()
  })
})

describe('the English site', () => {
  it.each([375, 800, 1280])(
    'has no menu items that need a login, and offers login on the Japanese site (%i px)',
    async (width) => {
      const page = await open(`${siteUrl('en')}/app`, width)
      const links = mainMenu(page).getByRole('link')
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
      expect(hrefs).not.toContain('/app/upload')
      expect(hrefs).not.toContain('/app/favorites')
      expect(hrefs).not.toContain('/app/stamprally')
      expect(hrefs).not.toContain('/app/login')
      const login = mainMenu(page).getByRole('link', { name: 'Log in on the Japanese site' })
      expect(await login.isVisible()).toBe(true)
      // It says first where it goes and why, then goes there with the way back.
      await login.click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText(/^Log in to collect stamps, save favorites and like posts/).waitFor()
      await dialog.getByRole('link', { name: 'Log in on the Japanese site' }).click()
      const back = `${siteUrl('en')}/app`
      await expect
        .poll(() => page.url())
        .toBe(`${siteUrl()}/app/login?redirect=${encodeURIComponent(back)}`)
      expect(await page.getAttribute('html', 'lang')).toBe('ja')
      await page.close()
    },
  )

  it('brings a visitor who logs in on the Japanese site back to the page they were reading', async () => {
    const page = await open(`${siteUrl('en')}/app/map`, 390)
    await mainMenu(page).getByRole('link', { name: 'Log in on the Japanese site' }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('link', { name: 'Log in on the Japanese site' })
      .click()
    await page.getByLabel('メールアドレス').waitFor()
    await fillLogin(page, 'hanako@demo.jimoto.example', 'jimoto-demo-2026')
    // The map writes its view into the address once it is drawn: the page is what counts.
    await expect
      .poll(() => new URL(page.url()).origin + new URL(page.url()).pathname)
      .toBe(`${siteUrl('en')}/app/map`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await page.close()
  })

  it('answers a main-site-only path with the 404 page', async () => {
    const page = await open(`${siteUrl('en')}/app/register`, 1280)
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    await page.close()
  })
})
