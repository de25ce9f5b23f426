import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, fillLogin, freshPage, sessionUser, uniqueEmail } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'

// Account basics at a phone's width on the Japanese site: change the password from Settings (the
// other device is signed out, this one stays), then 「すべての端末からログアウト」 (this one too).

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
})
afterAll(async () => {
  await browser.close()
})

const PASSWORD = 'minato-town-2026'
const NEW_PASSWORD = 'minato-harbour-2027'

describe('Settings → account at 390 px', () => {
  it('changes the password, then signs out on every device', async () => {
    const page = await freshPage(browser.context)
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    const email = uniqueEmail('basics')
    const api = page.request
    expect(
      (
        await api.post(`${siteUrl()}/auth/register`, {
          data: { email, name: '港 花子', password: PASSWORD },
        })
      ).status(),
    ).toBe(201)
    const outbox = await (
      await api.get(`${siteUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()
    const verify = new URL(outbox.items[0].links[0]).searchParams.get('token')
    expect((await api.get(`${siteUrl()}/auth/verify-email?token=${verify}`)).status()).toBe(200)
    // "Another phone": a session the page does not hold.
    const other = await (
      await api.post(`${siteUrl()}/auth/login`, { data: { email, password: PASSWORD } })
    ).json()
    const otherStatus = async () =>
      (
        await api.get(`${siteUrl()}/auth/me`, {
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).status()
    expect(await otherStatus()).toBe(200)

    await gotoApp(page, `${siteUrl()}/app/login`)
    await fillLogin(page, email, PASSWORD)
    await eventually(() => sessionUser(page)).toMatchObject({ email })
    await gotoApp(page, `${siteUrl()}/app/settings`)

    const passwordForm = page.locator('details', { hasText: 'パスワードを変更' })
    await passwordForm.locator('summary').click()
    await passwordForm.getByLabel('現在のパスワード').fill('not my password')
    await passwordForm.getByLabel('新しいパスワード').fill(NEW_PASSWORD)
    await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click()
    await eventually(() => passwordForm.getByRole('alert').textContent()).toBe(
      '現在のパスワードが正しくありません。',
    )
    await passwordForm.getByLabel('現在のパスワード').fill(PASSWORD)
    await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click()
    await eventually(() => passwordForm.getByRole('status').textContent()).toBe(
      'パスワードを変更しました。ほかの端末ではログアウトしました。',
    )
    expect(await otherStatus()).toBe(401)
    expect(await sessionUser(page)).toMatchObject({ email })
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const token = await page.evaluate(() => window.localStorage.getItem('token'))
    await page.getByRole('button', { name: 'すべての端末からログアウト', exact: true }).click()
    await page.getByRole('button', { name: 'すべての端末からログアウトする' }).click()
    await eventually(() => page.getByText('ログインしていません。').isVisible()).toBe(true)
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    const revoked = await api.get(`${siteUrl()}/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(revoked.status()).toBe(401)
    // The new password is the one that works now.
    const login = await api.post(`${siteUrl()}/auth/login`, {
      data: { email, password: NEW_PASSWORD },
    })
    expect(login.status()).toBe(200)
    expect(errors).toEqual([])
    await page.close()
  })
})
