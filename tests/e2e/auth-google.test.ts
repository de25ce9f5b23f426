import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveGapiStandIn } from './auth-gapi'
import { expectPath, freshPage, sessionUser, uniqueEmail } from './auth-pages'
import { openBrowser, siteUrl } from './browser'

// Google sign-in with the real firebase SDK against the Firebase Auth emulator: the popup is the
// emulator's own sign-in page, where a person adds an account and signs in. Google's gapi script,
// which the SDK and the emulator's helper iframe load from apis.google.com, is unreachable offline
// and is replaced at its URL (auth-gapi.ts).

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
  await serveGapiStandIn(browser.context)
})
afterAll(async () => {
  await browser.close()
})

async function openGooglePopup(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: /Googleでログイン/ }).click()
  const opened = await popup
  await opened.waitForLoadState('domcontentloaded')
  return opened
}

describe('Google sign-in through the Auth emulator', () => {
  it('signs in with a new Google account on the emulator’s page', async () => {
    const page = await freshPage(browser.context)
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    const email = uniqueEmail('google')
    await page.goto(`${siteUrl()}/app/login?redirect=/app/timeline`)

    const popup = await openGooglePopup(page)
    expect(new URL(popup.url()).pathname).toBe('/emulator/auth/handler')
    await popup.locator('#add-account-button').click()
    await popup.locator('#email-input').fill(email)
    await popup.locator('#display-name-input').fill('グーグル 花子')
    await popup.locator('#sign-in').click()

    await expectPath(page, '/app/timeline')
    expect(await sessionUser(page)).toMatchObject({ email, name: 'グーグル 花子' })
    expect(errors).toEqual([])
    await page.close()
  })

  it('links a Google account to the demo user with the same verified email', async () => {
    const page = await freshPage(browser.context)
    await page.goto(`${siteUrl()}/app/login`)
    const popup = await openGooglePopup(page)
    await popup.locator('#add-account-button').click()
    await popup.locator('#email-input').fill('sakura@demo.jimoto.example')
    await popup.locator('#display-name-input').fill('Sakura N')
    await popup.locator('#sign-in').click()
    await expectPath(page, '/app')
    // Same account as the demo user: the demo name, not the Google display name.
    expect(await sessionUser(page)).toMatchObject({
      email: 'sakura@demo.jimoto.example',
      name: '中村 さくら',
    })
    await page.close()
  })

  it('a closed popup shows "Googleログインがキャンセルされました"', async () => {
    const page = await freshPage(browser.context)
    await page.goto(`${siteUrl()}/app/login`)
    const popup = await openGooglePopup(page)
    await popup.close()
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toBe('Googleログインがキャンセルされました')
    expect(await sessionUser(page)).toBeNull()
    await page.close()
  })
})
