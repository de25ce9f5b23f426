import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  card,
  eventually,
  expectPath,
  fillLogin,
  followMailedLink,
  freshPage,
  sessionUser,
  uniqueEmail,
} from './auth-pages'
import { openBrowser, siteUrl } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser.close()
})

const PASSWORD = 'minato-town-2026'

describe('email and password accounts in Chromium', () => {
  it('register → the email in the outbox → verify → login → reload stays logged in → logout', async () => {
    const page = await freshPage(browser.context)
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    const email = uniqueEmail('flow')

    await page.goto(`${siteUrl()}/app/register`)
    await page.getByLabel('お名前').fill('港 太郎')
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByLabel('パスワード').fill(PASSWORD)
    await page.getByLabel('自己紹介').fill('みなと町で写真を撮っています。')
    await page.getByRole('button', { name: '登録する' }).click()
    await eventually(() => card(page).getByRole('heading', { level: 1 }).textContent()).toBe(
      '確認メールを送信しました',
    )

    await followMailedLink(page, email, '/app/verify-email?token=')
    await expectPath(page, '/app/verify-email')
    await eventually(() => card(page).getByRole('status').first().textContent()).toBe(
      'メールアドレスの確認が完了しました。ログインしてください。',
    )

    await page.getByRole('link', { name: 'ログインする' }).click()
    await expectPath(page, '/app/login')
    await fillLogin(page, email, PASSWORD)
    await expectPath(page, '/app')
    expect(await sessionUser(page)).toMatchObject({ email, name: '港 太郎' })

    // A reload keeps the session: the stored token is checked against /auth/me on load.
    const me = page.waitForResponse((res) => new URL(res.url()).pathname === '/auth/me')
    await page.reload()
    expect((await me).status()).toBe(200)
    expect(await sessionUser(page)).toMatchObject({ email })

    const token = await page.evaluate(() => window.localStorage.getItem('token'))
    await page.goto(`${siteUrl()}/app/settings`)
    await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
    await eventually(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    // Revoked on the server too: the old token no longer works.
    const status = await page.evaluate(
      async (old) =>
        (await fetch('/auth/me', { headers: { authorization: `Bearer ${old}` } })).status,
      token,
    )
    expect(status).toBe(401)
    expect(errors).toEqual([])
    await page.close()
  })

  it('an unverified login shows the message and the resend button, which mails a new link', async () => {
    const page = await freshPage(browser.context)
    const email = uniqueEmail('unverified')
    const registered = await page.request.post(`${siteUrl()}/auth/register`, {
      data: { email, name: '未確認 花子', password: PASSWORD },
    })
    expect(registered.status()).toBe(201)

    await page.goto(`${siteUrl()}/app/login`)
    await fillLogin(page, email, PASSWORD)
    await eventually(() => card(page).getByRole('alert').first().textContent()).toBe(
      'メールアドレスの確認が完了していません。届いたメールのリンクを開いてからログインしてください。',
    )
    expect(await sessionUser(page)).toBeNull()
    await page.getByRole('button', { name: '確認メールを再送' }).click()
    await eventually(() =>
      card(page)
        .getByText(/確認メールを再送しました/)
        .count(),
    ).toBeGreaterThan(0)

    const outbox = await page.request.get(
      `${siteUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`,
    )
    const { items } = (await outbox.json()) as { items: { links: string[] }[] }
    expect(items).toHaveLength(2)

    // The newest link works and then the login goes through.
    await followMailedLink(page, email, '/app/verify-email?token=')
    await eventually(() => card(page).getByRole('status').first().textContent()).toBe(
      'メールアドレスの確認が完了しました。ログインしてください。',
    )
    await page.goto(`${siteUrl()}/app/login`)
    await fillLogin(page, email, PASSWORD)
    await expectPath(page, '/app')
    expect(await sessionUser(page)).toMatchObject({ email })
    await page.close()
  })

  it('a demo user logs in with the published demo password', async () => {
    const page = await freshPage(browser.context)
    await page.goto(`${siteUrl()}/app/login?redirect=/app/map`)
    await fillLogin(page, 'hanako@demo.jimoto.example', 'jimoto-demo-2026')
    await expectPath(page, '/app/map')
    expect(await sessionUser(page)).toMatchObject({ email: 'hanako@demo.jimoto.example' })
    await page.close()
  })

  it('a forgotten password is reset through the mailed link', async () => {
    const page = await freshPage(browser.context)
    const email = uniqueEmail('forgot')
    await page.request.post(`${siteUrl()}/auth/register`, {
      data: { email, name: '忘れ 太郎', password: PASSWORD },
    })
    await page.goto(`${siteUrl()}/app/forgot-password`)
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByRole('button', { name: '再設定メールを送る' }).click()
    await eventually(() => card(page).getByRole('status').first().textContent()).toMatch(
      /再設定用のリンク/,
    )

    await followMailedLink(page, email, '/app/reset-password/')
    await page.getByLabel('新しいパスワード必須').fill('a fresh password 2026')
    await page.getByLabel('新しいパスワード（確認）').fill('a fresh password 2026')
    await page.getByRole('button', { name: 'パスワードを変更する' }).click()
    await eventually(() => card(page).getByRole('status').first().textContent()).toMatch(
      /再設定しました/,
    )

    // The link proved the address, so the account is verified as well.
    await page.goto(`${siteUrl()}/app/login`)
    await fillLogin(page, email, 'a fresh password 2026')
    await expectPath(page, '/app')
    expect(await sessionUser(page)).toMatchObject({ email })
    await page.close()
  })
})
