import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serveGapiStandIn } from './auth-gapi'
import {
  card,
  eventually,
  expectPath,
  fillLogin,
  freshPage,
  popupOf,
  sessionUser,
} from './auth-pages'
import { openBrowser, siteUrl } from './browser'

// LINE Login in Chromium with the real firebase SDK (OAuthProvider('oidc.line'), popup). LINE's
// endpoints are the loopback stand-in (scripts/lib/line-stand-in.mjs: its login and consent
// screen, token, verify); Identity Platform's part (the code exchange with the channel secret) is
// scripts/lib/line-firebase-bridge.mjs in front of the Firebase Auth emulator, which then signs
// the LINE user in through its own signInWithIdp (sign_in_provider oidc.line) and our Worker
// exchanges that Firebase token for a session. gapi is replaced as for Google (auth-gapi.ts).

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  await serveGapiStandIn(browser.context)
})
afterAll(async () => {
  await browser.close()
})

/** Clicks `button`, then signs in on the LINE stand-in's screen that opens in the popup. */
async function signInAtLine(page: Page, click: () => Promise<void>, name: string, deny = false) {
  const opened = await popupOf(page, click)
  await eventually(() => new URL(opened.url()).origin).toBe(inject('e2eLineOrigin'))
  expect(new URL(opened.url()).pathname).toBe('/oauth2/v2.1/authorize')
  await opened.locator('#line-name').fill(name)
  await opened.locator(deny ? '#line-deny' : '#line-allow').click()
}

const lineRow = (page: Page) => page.locator('.sign-in-methods__row', { hasText: 'LINE' })

describe('LINE Login through the LINE stand-in', () => {
  it('signs in a new LINE user without email, who cannot unlink their only way in', async () => {
    const page = await freshPage(browser.context)
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await page.goto(`${siteUrl()}/app/login?redirect=/app/timeline`)
    const button = page.getByRole('button', { name: 'LINEでログイン' })
    await signInAtLine(page, () => button.click(), 'ライン 次郎')

    await expectPath(page, '/app/timeline')
    expect(await sessionUser(page)).toMatchObject({ name: 'ライン 次郎', email: null })
    await page.getByRole('link', { name: 'ライン 次郎さんのマイページ' }).waitFor()

    await page.goto(`${siteUrl()}/app/settings`)
    await eventually(() => lineRow(page).locator('.option__hint').textContent()).toBe('連携済み')
    await expect
      .poll(() => page.locator('.sign-in-methods__address').textContent())
      .toBe('登録なし')
    await page.getByRole('button', { name: 'LINEの連携を解除' }).click()
    await eventually(() => page.locator('.sign-in-methods__notice').textContent()).toBe(
      'ほかにログインする方法がないため、この連携は解除できません。先に別のログイン方法を連携してください。',
    )
    expect(await lineRow(page).locator('.option__hint').textContent()).toBe('連携済み')
    expect(errors).toEqual([])
    await page.close()
  })

  it('links LINE to an email account in Settings; LINE then signs into that account', async () => {
    const page = await freshPage(browser.context)
    await page.goto(`${siteUrl()}/app/login?redirect=/app/settings`)
    await fillLogin(page, 'kenta@demo.jimoto.example', 'jimoto-demo-2026')
    await expectPath(page, '/app/settings')
    await eventually(() => lineRow(page).locator('.option__hint').textContent()).toBe('未連携')

    const link = page.getByRole('button', { name: 'LINEを連携する' })
    await signInAtLine(page, () => link.click(), 'けんた LINE')
    await eventually(() => lineRow(page).locator('.option__hint').textContent()).toBe('連携済み')
    expect(await page.locator('.sign-in-methods__notice').textContent()).toBe(
      'LINEを連携しました。次回からLINEでもログインできます。',
    )

    // Log out, then in with the same LINE user: the demo account, not a new one.
    await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
    await eventually(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    await page.goto(`${siteUrl()}/app/login`)
    await signInAtLine(
      page,
      () => page.getByRole('button', { name: 'LINEでログイン' }).click(),
      'けんた LINE',
    )
    await eventually(() => sessionUser(page)).toMatchObject({
      email: 'kenta@demo.jimoto.example',
      name: '山本 健太',
    })

    // An email account may let LINE go.
    await page.goto(`${siteUrl()}/app/settings`)
    await page.getByRole('button', { name: 'LINEの連携を解除' }).click()
    await eventually(() => lineRow(page).locator('.option__hint').textContent()).toBe('未連携')
    await page.close()
  })

  it('declining at LINE shows "LINEログインがキャンセルされました"', async () => {
    const page = await freshPage(browser.context)
    await page.goto(`${siteUrl()}/app/login`)
    await signInAtLine(
      page,
      () => page.getByRole('button', { name: 'LINEでログイン' }).click(),
      '断る人',
      true,
    )
    // Firebase notices a closed popup by polling it, then waits for a late answer: ~10 s.
    await eventually(() => card(page).getByRole('alert').first().textContent(), 30_000).toBe(
      'LINEログインがキャンセルされました',
    )
    expect(await sessionUser(page)).toBeNull()
    await page.close()
  })
})
