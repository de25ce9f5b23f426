import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { ownAccount, sessionOf } from './own-rows'

// A page left while it checks the stored session (the app's first call, GET /auth/me): the
// browser cuts that fetch off as the next page loads, and the person must still be signed in
// there, with the same session. (A real failure after two more tries signing out is
// tests/web/auth-session.test.tsx's.)

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
})
afterAll(async () => {
  await browser.close()
})

/** GET /auth/me with `token`, as the Worker answers it now. */
async function meStatus(token: string): Promise<number> {
  const url = new URL(siteUrl())
  const res = await fetch(`http://127.0.0.1:${url.port}/auth/me`, {
    headers: { host: url.host, authorization: `Bearer ${token}` },
  })
  return res.status
}

describe('a page left while the session is checked', () => {
  it('keeps the person signed in on the next page, with the same session', async () => {
    const { email } = await ownAccount('page-left', '港 行人')
    const token = await sessionOf(email)
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl()}/app/about`)
    await page.evaluate((value) => window.localStorage.setItem('token', value), token)

    // The first page's check hangs until the next page is on its way, as on a slow line.
    let checks = 0
    let releaseFirst: () => void = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    await page.route('**/auth/me', async (route) => {
      checks += 1
      if (checks === 1) {
        await firstHeld
        await route.abort('aborted').catch(() => undefined)
        return
      }
      await route.continue()
    })
    await gotoApp(page, `${siteUrl()}/app/about`)
    await expect.poll(() => checks).toBe(1)
    // Leave for a page only a signed-in person sees; the cut-off check fails meanwhile.
    const next = page.goto(`${siteUrl()}/app/favorites`)
    releaseFirst()
    await next
    await page.waitForFunction(() => !document.getElementById('first-screen'))
    await page.getByRole('heading', { level: 1, name: 'お気に入り' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/app/favorites')
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token)
    expect(await meStatus(token)).toBe(200)
    await page.close()
  })
})
