import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'
import { executeSql, sha256Hex, sql } from './edge-fixtures'
import { ownAccount } from './own-rows'

// Search and translated posts in Chromium against the production build. The e2e Worker has no
// translation provider (the local default): one post of this file's own gets a translation row,
// as the queue consumer would write it, and another has none (so it is shown as the original).

interface OwnPost {
  id: number
  title: string
  body: string
}

/** This run in kana (one per digit): a title mixing scripts would be marked in pieces. */
const RUN = [...String(Date.now() % 1e7)]
  .map((digit) => 'あいうえおかきくけこ'[Number(digit)])
  .join('')
let browser: Awaited<ReturnType<typeof openBrowser>>
let translated: OwnPost
let untranslated: OwnPost
const ENGLISH_TITLE = 'Harbour town notice (machine translation)'
const ENGLISH_BODY = 'This is the English text of a post, stored as its translation.'

/** A titled post of `author`, written into D1 as an admin tool would (search normalizes it). */
async function postOf(author: number, title: string, body: string): Promise<OwnPost> {
  const [row] = await queryLocalD1<{ id: number }>(
    `INSERT INTO posts (user_id, title, body) VALUES (${author}, ${sql(title)}, ${sql(body)})
     RETURNING id`,
  )
  if (!row) throw new Error(`the post ${title} was not written`)
  return { id: row.id, title, body }
}

beforeAll(async () => {
  browser = await openBrowser()
  const author = await ownAccount('search', '港町 通信係')
  // Titles without spaces, unique to this run: each is its own search's first hit.
  translated = await postOf(author.id, `港町だより${RUN}`, '港の広場で冬の市が開かれます。')
  untranslated = await postOf(author.id, `灯台守の日誌${RUN}`, '今朝の海は静かでした。')
  await executeSql([
    `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text, provider)
     VALUES
       ('post', ${translated.id}, 'title', 'en', ${sql(sha256Hex(translated.title))}, ${sql(ENGLISH_TITLE)}, 'e2e'),
       ('post', ${translated.id}, 'body', 'en', ${sql(sha256Hex(translated.body))}, ${sql(ENGLISH_BODY)}, 'e2e')`,
  ])
})

afterAll(async () => {
  await browser.close()
})

const searchUrl = (prefix: '' | 'en', q: string) =>
  `${siteUrl(prefix)}/app/search?q=${encodeURIComponent(q)}`

describe('search in the browser', () => {
  it('searches from the box, keeps the query in the URL, and the back button returns', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl()}/app/search`)
    const box = page.getByRole('searchbox', { name: '検索キーワード' })
    await box.fill(translated.title)
    await box.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('q') === translated.title)
    const results = page.getByRole('list', { name: `「${translated.title}」の検索結果` })
    await expect.poll(() => results.getByRole('link').first().textContent()).toBe(translated.title)
    expect(await results.locator('mark').first().textContent()).toBe(translated.title)

    await box.fill('存在しないことば列')
    await box.press('Enter')
    await page
      .getByRole('heading', { name: '「存在しないことば列」に一致する結果はありませんでした' })
      .waitFor()
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('q') === translated.title)
    await results.waitFor()
    expect(await box.inputValue()).toBe(translated.title)
    await page.close()
  })
})

describe('translated posts on the international site', () => {
  it('on en.localhost shows the English text with the machine-translation toggle', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, searchUrl('en', translated.title))
    const results = page.getByRole('list', { name: `Results for “${translated.title}”` })
    const hit = results.getByRole('listitem').first()
    await hit.waitFor()
    expect(await hit.getByRole('link').textContent()).toBe(ENGLISH_TITLE)
    expect(await hit.textContent()).toContain(ENGLISH_BODY)
    expect(await hit.textContent()).toMatch(/translated by machine/i)
    await hit.getByRole('button', { name: 'Show original' }).click()
    await expect.poll(() => hit.getByRole('link').textContent()).toBe(translated.title)
    expect(await hit.textContent()).toContain('Original')
    await hit.getByRole('button', { name: 'Show translation' }).click()
    await expect.poll(() => hit.getByRole('link').textContent()).toBe(ENGLISH_TITLE)
    await page.close()
  })

  it('on en.localhost the post page itself shows the English text and the toggle', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl('en')}/app/posts/${translated.id}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent()).toBe(ENGLISH_TITLE)
    expect(await page.getByText(ENGLISH_BODY).count()).toBe(1)
    await page.getByRole('button', { name: 'Show original' }).click()
    await expect.poll(() => heading.textContent()).toBe(translated.title)
    await page.close()
    const ja = await browser.context.newPage()
    await gotoApp(ja, `${siteUrl()}/app/posts/${translated.id}`)
    await expect
      .poll(() => ja.getByRole('heading', { level: 1 }).textContent())
      .toBe(translated.title)
    expect(await ja.getByRole('button', { name: '原文を表示' }).count()).toBe(0)
    await ja.close()
  })

  it('shows an untranslated post as the original, labelled, with no error', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, searchUrl('en', untranslated.title))
    const results = page.getByRole('list', { name: `Results for “${untranslated.title}”` })
    const hit = results.getByRole('listitem').first()
    await hit.waitFor()
    expect(await hit.getByRole('link').textContent()).toBe(untranslated.title)
    expect(await hit.getByText('Original', { exact: true }).count()).toBe(1)
    expect(await hit.getByRole('button').count()).toBe(0)
    expect(await page.getByRole('alert').count()).toBe(0)
    await page.close()
  })

  it('on localhost shows the original and no translation note', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, searchUrl('', translated.title))
    const results = page.getByRole('list', { name: `「${translated.title}」の検索結果` })
    const hit = results.getByRole('listitem').first()
    await hit.waitFor()
    expect(await hit.getByRole('link').textContent()).toBe(translated.title)
    expect(await hit.textContent()).not.toContain(ENGLISH_TITLE)
    expect(await hit.getByRole('button').count()).toBe(0)
    await page.close()
  })

  it('the API marks the post translated on en and says nothing on the main site', async () => {
    const api = async (prefix: '' | 'en') => {
      const headers: Record<string, string> = prefix ? { 'x-translate-lang': 'eng_Latn' } : {}
      const res = await fetch(
        `http://127.0.0.1:${new URL(siteUrl()).port}/api/posts/${translated.id}`,
        {
          headers: { ...headers, host: new URL(siteUrl(prefix)).host },
        },
      )
      return (await res.json()) as { title: string; translation?: { translated: boolean } }
    }
    expect(await api('en')).toMatchObject({
      title: ENGLISH_TITLE,
      translation: { translated: true },
    })
    const main = await api('')
    expect(main.title).toBe(translated.title)
    expect(main.translation).toBeUndefined()
  })
})
