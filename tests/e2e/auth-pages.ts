import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { gotoApp, siteUrl } from './browser'

// Steps shared by the accounts e2e tests: what a person does in the browser, plus a look at what
// the API says about the session the page holds.

/** A new tab on the main site with nobody logged in (the tests share one browser profile). */
export async function freshPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await gotoApp(page, `${siteUrl()}/app`)
  await page.evaluate(() => window.localStorage.clear())
  return page
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.jimoto.example`

/** The session the page holds, as the API sees it (null when logged out). */
export async function sessionUser(page: Page): Promise<{ email: string; name: string } | null> {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('token')
    if (!token) return null
    const res = await fetch('/auth/me', { headers: { authorization: `Bearer ${token}` } })
    return res.ok ? ((await res.json()) as { email: string; name: string }) : null
  })
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード').fill(password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

/** Opens the local outbox page and follows the newest link mailed to `email`. */
export async function followMailedLink(page: Page, email: string, linkPart: string) {
  await gotoApp(page, `${siteUrl()}/app/test-email-verification`)
  const mail = page.locator('.auth-outbox__mail', { hasText: email }).first()
  await mail.waitFor()
  await mail.locator(`a[href*="${linkPart}"]`).click()
}

/** expect.poll with room for a scrypt login on a busy 2-core machine (its default is 1 s). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) =>
  expect.poll(read, { timeout })

export async function expectPath(page: Page, path: string) {
  await eventually(() => new URL(page.url()).pathname).toBe(path)
}

/** The accounts page's own card: its messages, not other live regions of the layout. */
export const card = (page: Page) => page.locator('.auth-card')

/**
 * The popup that `click` opens (a social sign-in). When the page answers otherwise, it fails at
 * once with what happened instead of waiting on: an error it shows (the SDK could not reach the
 * Auth emulator's helper), or leaving for the provider in this tab (the redirect a blocked popup
 * falls back to).
 */
export async function popupOf(page: Page, click: () => Promise<void>): Promise<Page> {
  const home = new URL(page.url()).host
  const popup = page.waitForEvent('popup', { timeout: 0 })
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first()
  const shown = alert.waitFor({ timeout: 0 }).then(async () => {
    throw new Error(`no popup: the page says 「${((await alert.textContent()) ?? '').trim()}」`)
  })
  const left = page
    .waitForURL((url) => url.host !== home, { timeout: 0 })
    .then(() => {
      throw new Error(`no popup: the page left for ${page.url()}`)
    })
  // The two that lose wait until the page closes, then reject: nothing to report then.
  for (const outcome of [popup, shown, left]) outcome.catch(() => {})
  await click()
  const opened = await Promise.race([popup, shown, left])
  await opened.waitForLoadState('domcontentloaded')
  return opened
}
