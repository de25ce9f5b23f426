import type { Page } from 'playwright-core'
import { afterAll, beforeAll, it } from 'vitest'
import { fillLogin } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'

// Throwaway: screenshots of the account data screens (not committed).
const DIR = '/work/notes/shots/account-data'
let browser: Awaited<ReturnType<typeof openBrowser>>
beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
})
afterAll(async () => {
  await browser.close()
})

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true })
  }
}

it('shots', async () => {
  const page = await browser.context.newPage()
  for (const lang of ['', 'en', 'ko', 'zh-hant'] as const) {
    await gotoApp(page, `${siteUrl(lang)}/app/account-deletion`)
    await shoot(page, `account-deletion-${lang || 'ja'}`)
  }
  // The edge's own HTML, before any script (what a browser without JavaScript shows).
  await page.route('**/*.js', (route) => route.abort())
  for (const lang of ['', 'en'] as const) {
    await page.goto(`${siteUrl(lang)}/app/account-deletion`)
    await shoot(page, `account-deletion-nojs-${lang || 'ja'}`)
  }
  await page.unroute('**/*.js')
  await gotoApp(page, `${siteUrl('en')}/app/settings`)
  await shoot(page, 'settings-en')
  await gotoApp(page, `${siteUrl()}/app/login?redirect=%2Fapp%2Fsettings`)
  await fillLogin(page, 'hanako@demo.jimoto.example', 'jimoto-demo-2026')
  await page.waitForURL(/\/app\/settings$/)
  await page.getByRole('heading', { name: 'データをダウンロード' }).waitFor()
  await shoot(page, 'settings-ja')
  await page.getByRole('button', { name: 'データを準備する' }).click()
  await page.getByText('準備しています').waitFor()
  await shoot(page, 'settings-preparing-ja')
  await gotoApp(page, `${siteUrl()}/app/settings/delete-account`)
  await page.getByLabel('パスワード').waitFor()
  await shoot(page, 'delete-account-ja')
  await page.getByLabel('パスワード').fill('wrong-password')
  await page.getByRole('button', { name: 'アカウントを削除する' }).click()
  await page.getByRole('alert').waitFor()
  await shoot(page, 'delete-account-error-ja')
}, 240_000)
