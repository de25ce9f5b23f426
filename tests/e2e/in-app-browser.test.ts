import { afterAll, describe, expect, it } from 'vitest'
import { FACEBOOK_UAS, INSTAGRAM_UAS, LINE_UAS, ORDINARY_UAS } from '../fixtures/in-app-user-agents'
import { eventually, expectPath, fillLogin, sessionUser } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'

// The sign-in page opened from a link inside LINE, Instagram and Facebook (their real user agents,
// tests/fixtures/in-app-user-agents.ts) on a 390 px phone: Google and Apple would fail there with
// Google's 403 disallowed_useragent, so the page offers the way to the phone's browser instead;
// e-mail sign-in works in place. An ordinary browser sees the page unchanged.

const PHONE = { width: 390, height: 844 }
const opened: Awaited<ReturnType<typeof openBrowser>>[] = []
afterAll(async () => {
  for (const browser of opened) await browser.close()
})

async function loginPageAs(userAgent: string) {
  const browser = await openBrowser({ viewport: PHONE, userAgent })
  opened.push(browser)
  const page = await browser.context.newPage()
  await gotoApp(page, `${siteUrl()}/app/login?redirect=%2Fapp%2Fnotices`)
  await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor()
  return page
}

const [lineIphone] = LINE_UAS
const [instagramIphone] = INSTAGRAM_UAS
const [facebookAndroid] = FACEBOOK_UAS

describe('the sign-in page inside an app', () => {
  it('LINE: no Google or Apple button, 「ブラウザで開く」 with openExternalBrowser=1; e-mail works in place', async () => {
    const page = await loginPageAs(lineIphone)
    await expect
      .poll(() => page.getByText('LINEの中のブラウザではGoogle・Appleでログインできません').count())
      .toBe(1)
    expect(await page.getByRole('button', { name: 'Googleでログイン' }).isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Appleでログイン' }).isVisible()).toBe(false)
    const out = new URL(
      (await page.getByRole('link', { name: 'ブラウザで開く' }).getAttribute('href')) ?? '',
    )
    expect(out.pathname).toBe('/app/login')
    expect(out.searchParams.get('redirect')).toBe('/app/notices')
    expect(out.searchParams.get('openExternalBrowser')).toBe('1')

    await fillLogin(page, 'hanako@demo.jimoto.example', 'jimoto-demo-2026')
    await expectPath(page, '/app/notices')
    await eventually(async () => (await sessionUser(page))?.email).toBe(
      'hanako@demo.jimoto.example',
    )
  })

  it('Instagram (iPhone): a copy-link step instead of Google and Apple', async () => {
    const page = await loginPageAs(instagramIphone)
    await page.getByText('Instagramの中のブラウザではGoogle・Appleでログインできません').waitFor()
    expect(await page.getByRole('button', { name: 'Googleでログイン' }).isVisible()).toBe(false)
    // No Android intent on an iPhone.
    expect(await page.getByRole('link', { name: 'Chromeで開く' }).count()).toBe(0)
    // An in-app browser without the Clipboard API (older WebViews): the link shows to copy by hand.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }))
    await page.getByRole('button', { name: 'リンクをコピー' }).click()
    const shown = page.getByRole('textbox', { name: 'このページのリンク' })
    await shown.waitFor()
    expect(await shown.inputValue()).toBe(`${siteUrl()}/app/login?redirect=%2Fapp%2Fnotices`)
  })

  it("Facebook (Android): Chrome's intent for the same page, and e-mail sign-in stays", async () => {
    const page = await loginPageAs(facebookAndroid)
    await page.getByText('Facebookの中のブラウザではGoogle・Appleでログインできません').waitFor()
    expect(await page.getByRole('button', { name: 'Googleでログイン' }).isVisible()).toBe(false)
    const intent = await page.getByRole('link', { name: 'Chromeで開く' }).getAttribute('href')
    expect(intent).toBe(
      `intent://${new URL(siteUrl()).host}/app/login?redirect=%2Fapp%2Fnotices#Intent;scheme=https;package=com.android.chrome;end`,
    )
    expect(await page.getByRole('button', { name: 'ログイン', exact: true }).isVisible()).toBe(true)
  })

  it('an ordinary phone browser keeps Google and Apple and shows no notice', async () => {
    const page = await loginPageAs(ORDINARY_UAS[0])
    await page.getByRole('button', { name: 'Googleでログイン' }).waitFor()
    expect(await page.getByRole('button', { name: 'Appleでログイン' }).isVisible()).toBe(true)
    expect(await page.locator('.in-app-notice').count()).toBe(0)
  })
})
