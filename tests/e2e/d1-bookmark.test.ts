import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { D1_BOOKMARK_HEADER, isD1Bookmark } from '../../src/shared/d1-bookmark'
import { eventually, expectPath, fillLogin } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'
import { OWN_PASSWORD, ownAccount } from './own-rows'

// Read-your-writes in Chromium against the production build: a like's answer brings a D1
// bookmark, the tab keeps it through a reload and sends it with the next reads (which show the
// like), and logout forgets it. The reader and the post they like are this file's own rows.

let postId = 0
let reader = ''

let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page

beforeAll(async () => {
  const author = await ownAccount('bookmark-author', '港の 写真家')
  reader = (await ownAccount('bookmark-reader', '港の 読者')).email
  const [post] = await queryLocalD1<{ id: number }>(
    `INSERT INTO posts (user_id, title, body) VALUES (${author.id}, '防波堤の朝', '朝の防波堤です。')
     RETURNING id`,
  )
  postId = post?.id ?? 0
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  page = await browser.context.newPage()
})
afterAll(async () => {
  await browser.close()
})

const isPath = (url: string, path: string) => new URL(url).pathname === path

describe('the D1 bookmark in the browser', () => {
  it('is kept after a like, sent after a reload, and forgotten on logout', async () => {
    const postPath = `/app/posts/${postId}`
    await gotoApp(page, `${siteUrl()}/app/login?redirect=${encodeURIComponent(postPath)}`)
    const firstStatus = page.waitForResponse((res) =>
      isPath(res.url(), `/api/posts/${postId}/like-status`),
    )
    await fillLogin(page, reader, OWN_PASSWORD)
    await expectPath(page, postPath)
    // Whatever it says at first, the click turns it around.
    const { liked } = (await (await firstStatus).json()) as { liked: boolean }
    const before = String(liked)
    const after = String(!liked)
    const like = page.locator('.action-button--like')
    await eventually(() => like.getAttribute('aria-pressed')).toBe(before)

    const toggle = async () => {
      const answer = page.waitForResponse((res) => isPath(res.url(), `/api/posts/${postId}/like`))
      await like.click()
      return answer
    }
    const written = (await toggle()).headers()[D1_BOOKMARK_HEADER]
    expect(isD1Bookmark(written)).toBe(true)

    // A reload right after the write: the status read carries at least the write's bookmark and
    // shows the write.
    const status = page.waitForRequest((req) =>
      isPath(req.url(), `/api/posts/${postId}/like-status`),
    )
    await page.reload()
    const sent = (await status).headers()[D1_BOOKMARK_HEADER]
    expect(isD1Bookmark(sent) && sent >= (written ?? '')).toBe(true)
    await eventually(() => like.getAttribute('aria-pressed')).toBe(after)

    // And back: the like's answer comes with a bookmark too.
    expect((await toggle()).status()).toBe(200)
    await eventually(() => like.getAttribute('aria-pressed')).toBe(before)

    await gotoApp(page, `${siteUrl()}/app/settings`)
    await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
    await eventually(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    expect(await page.evaluate(() => window.sessionStorage.getItem('d1Bookmark'))).toBeNull()
    const next = page.waitForRequest((req) => new URL(req.url()).pathname.startsWith('/api/'))
    await gotoApp(page, `${siteUrl()}/app/posts/${postId}`)
    expect((await next).headers()[D1_BOOKMARK_HEADER]).toBeUndefined()
  })
})
