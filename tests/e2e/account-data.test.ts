import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, fillLogin, sessionUser, uniqueEmail } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// A resident downloads their data and then deletes their account, from Settings, in Chromium on
// the Japanese site at 390 px, against the production build, the real API, the queue running in
// the e2e Worker, and the Firebase Auth emulator. One page, one person, start to end.

/** The stored form of `jimoto-test-2026` (scrypt, the accounts code's format). */
const PASSWORD = 'jimoto-test-2026'
const PASSWORD_HASH =
  'scrypt$16384$8$5$AjBfTaj2JZtZ5xPiPmM9Iw==$krCridUQ6OoQ6QLDaOY9uP3VNilF02wOnSZPZHZ5xixAZQrkOQi2K8BZv3FfvhtbFg5lhllIMm/oiRkRT4nfIQ=='

let browser: Awaited<ReturnType<typeof openBrowser>>
beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
})
afterAll(async () => {
  await browser.close()
})

/** The person who leaves, with a post of theirs and a like on a neighbour's post (made here too). */
async function resident(): Promise<{ email: string; id: number; likedPost: number }> {
  const email = uniqueEmail('leaving')
  const [row] = await queryLocalD1<{ id: number }>(
    `INSERT INTO users (email, email_verified, password_hash, name) VALUES ('${email}', 1, '${PASSWORD_HASH}', '去る 人') RETURNING id;`,
  )
  const [neighbour] = await queryLocalD1<{ id: number }>(
    `INSERT INTO users (email, email_verified, password_hash, name) VALUES ('${uniqueEmail('staying')}', 1, '${PASSWORD_HASH}', '残る 人') RETURNING id;`,
  )
  const [liked] = await queryLocalD1<{ id: number }>(
    `INSERT INTO posts (user_id, body, like_count) VALUES (${neighbour?.id}, '港の朝焼け', 1) RETURNING id;`,
  )
  await queryLocalD1(
    `INSERT INTO posts (user_id, body) VALUES (${row?.id}, 'さよなら、みなと町'); INSERT INTO likes (user_id, post_id) VALUES (${row?.id}, ${liked?.id});`,
  )
  return { email, id: row?.id ?? 0, likedPost: liked?.id ?? 0 }
}

const likeCount = async (post: number) =>
  (await queryLocalD1<{ n: number }>(`SELECT like_count AS n FROM posts WHERE id = ${post}`))[0]
    ?.n ?? -1

async function logIn(page: Page, email: string, then: string) {
  await gotoApp(page, `${siteUrl()}/app`)
  await page.evaluate(() => window.localStorage.clear())
  await gotoApp(page, `${siteUrl()}/app/login?redirect=${encodeURIComponent(then)}`)
  await fillLogin(page, email, PASSWORD)
  await eventually(() => new URL(page.url()).pathname).toBe(then)
}

describe('my data, from Settings', () => {
  it('downloads the export, then deletes the account and signs out', async () => {
    const person = await resident()
    const likesBefore = await likeCount(person.likedPost)
    const page = await browser.context.newPage()
    await logIn(page, person.email, '/app/settings')

    // 「データをダウンロード」: prepared in the background, then a ZIP of the person's data.
    await page.getByRole('heading', { name: 'データをダウンロード' }).waitFor()
    await page.getByRole('button', { name: 'データを準備する' }).click()
    await page.getByText('準備しています').waitFor()
    await eventually(async () => {
      const refresh = page.getByRole('button', { name: '状況を更新' })
      if (await refresh.isVisible()) await refresh.click()
      return page.getByRole('button', { name: 'ZIPをダウンロード' }).isVisible()
    }, 30_000).toBe(true)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ZIPをダウンロード' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^jimoto-data-\d{8}\.zip$/)
    const zip = await readFile(await download.path())
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    for (const name of ['README.txt', 'account.json', 'data/posts.json', 'data/likes.json']) {
      expect(zip.includes(Buffer.from(name))).toBe(true)
    }
    expect(zip.includes(Buffer.from('さよなら、みなと町'))).toBe(true)

    // 「アカウントを削除」: what goes and what stays, the password, done, signed out.
    await page.getByRole('link', { name: /アカウントを削除/ }).click()
    await page.getByRole('heading', { name: 'アカウントを削除', level: 1 }).waitFor()
    await page.getByRole('heading', { name: '削除されるもの' }).waitFor()
    await page
      .getByText(/広告の請求・支払いの記録：法人税法・消費税法により7年間保存します/)
      .waitFor()
    const submit = page.getByRole('button', { name: 'アカウントを削除する' })
    expect(await submit.isDisabled()).toBe(true)
    await page.getByLabel('パスワード').fill('not-my-password')
    await submit.click()
    await page.getByRole('alert').getByText('パスワードが正しくありません。').waitFor()
    await page.getByLabel('パスワード').fill(PASSWORD)
    await submit.click()
    await page.waitForURL(/\/app\/account-deletion\?done=mail$/)
    await page.getByRole('heading', { name: '削除を受け付けました' }).waitFor()
    await page
      .getByText('すべての端末からログアウトしました。削除が終わるとメールでお知らせします。')
      .waitFor()
    expect(await sessionUser(page)).toBeNull()
    // The queue finishes the job: the account's row and its post are gone.
    await eventually(
      async () =>
        (
          await queryLocalD1<{ n: number }>(
            `SELECT (SELECT count(*) FROM users WHERE id = ${person.id}) + (SELECT count(*) FROM posts WHERE user_id = ${person.id}) AS n`,
          )
        )[0]?.n,
      60_000,
    ).toBe(0)
    // The like it gave is no longer counted.
    expect(await likeCount(person.likedPost)).toBe(likesBefore - 1)
  }, 240_000)
})
