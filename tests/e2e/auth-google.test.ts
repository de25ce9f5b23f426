import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serveGapiStandIn } from './auth-gapi'
import {
  card,
  eventually,
  expectPath,
  freshPage,
  popupOf,
  sessionUser,
  uniqueEmail,
} from './auth-pages'
import { openBrowser, siteUrl } from './browser'

// Google sign-in with the real firebase SDK against the Firebase Auth emulator: the popup is the
// emulator's own sign-in page, where a person adds an account and signs in. Google's gapi script,
// which the SDK and the emulator's helper iframe load from apis.google.com, is unreachable offline
// and is replaced at its URL (auth-gapi.ts).

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  // A phone-sized window: the mobile header shows the signed-in person's avatar.
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  await serveGapiStandIn(browser.context)
})
afterAll(async () => {
  await browser.close()
})

const openGooglePopup = (page: Page): Promise<Page> =>
  popupOf(page, () => page.getByRole('button', { name: /Googleでログイン/ }).click())

/** Signed-in users firebase/auth keeps in this browser's IndexedDB. */
function firebaseUsers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0)
          const keys = db
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAllKeys()
          keys.onsuccess = () =>
            resolve(
              keys.result.filter((key) => String(key).startsWith('firebase:authUser:')).length,
            )
          keys.onerror = () => reject(keys.error)
        }
      }),
  )
}

describe('Google sign-in through the Auth emulator', () => {
  it('signs in with a new Google account on the emulator’s page', async () => {
    const page = await freshPage(browser.context)
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    const email = uniqueEmail('google')
    await page.goto(`${siteUrl()}/app/login?redirect=/app/timeline`)

    const popup = await openGooglePopup(page)
    // The SDK talks to this run's emulator: its own sign-in page opens in the popup.
    expect(new URL(popup.url()).host).toBe(inject('e2eAuthEmulatorHost'))
    expect(new URL(popup.url()).pathname).toBe('/emulator/auth/handler')
    await popup.locator('#add-account-button').click()
    await popup.locator('#email-input').fill(email)
    await popup.locator('#display-name-input').fill('グーグル 花子')
    await popup.locator('#sign-in').click()

    await expectPath(page, '/app/timeline')
    expect(await sessionUser(page)).toMatchObject({ email, name: 'グーグル 花子' })
    // The header's avatar (no photo: the first letter of the name).
    const avatar = page.getByRole('link', { name: 'グーグル 花子さんのマイページ' })
    await avatar.waitFor()
    expect((await avatar.textContent())?.trim()).toBe('グ')

    // Logout on a later visit (firebase not loaded yet) still signs out of Firebase.
    await page.goto(`${siteUrl()}/app/settings`)
    expect(await firebaseUsers(page)).toBe(1)
    await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
    await eventually(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    await eventually(() => firebaseUsers(page)).toBe(0)
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
    await page.getByRole('link', { name: '中村 さくらさんのマイページ' }).waitFor()
    await page.close()
  })

  it('a closed popup shows "Googleログインがキャンセルされました"', async () => {
    const page = await freshPage(browser.context)
    await page.goto(`${siteUrl()}/app/login`)
    const popup = await openGooglePopup(page)
    await popup.close()
    // Firebase notices a closed popup by polling it, then waits for a late answer: ~10 s.
    await eventually(() => card(page).getByRole('alert').first().textContent(), 30_000).toBe(
      'Googleログインがキャンセルされました',
    )
    expect(await sessionUser(page)).toBeNull()
    await page.close()
  })
})
