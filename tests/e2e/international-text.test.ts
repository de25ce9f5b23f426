import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../scripts/demo/translations-en.mjs'
import { SHELTER_TEXTS } from '../../scripts/demo/translations-shelters.mjs'
import { demoTagLabel } from '../../scripts/demo/translations-tags.mjs'
import { zhHant } from '../../scripts/demo/translations-zh-hant.mjs'
import { root } from '../../scripts/lib/stack.mjs'
import type { Post } from '../../src/shared/api/posts'
import { siteQuery } from '../../src/shared/sites'
import { violationsOf } from './axe'
import { fromWorker, gotoApp, openBrowser, pageWithoutScripts, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// The demo of a fresh `npm start` read on the English and Traditional Chinese sites: the timeline,
// a post, a coupon, a restaurant, an artist and the stamp rally in the site's language from the demo's own translations (no
// provider runs in e2e), with the label, "Show original" back to the Japanese marked lang="ja",
// and the LINE link. Then Han unification: a Japanese original on the zh-hant site is drawn with
// a Japanese font, the site's own words with a Traditional Chinese one (直 or 骨 differ).

let browser: Awaited<ReturnType<typeof openBrowser>>
let post: { id: number; title: string }
const screenshots = join(root, 'test-results')

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 480, height: 900 } })
  await mkdir(screenshots, { recursive: true })
  const [found] = await queryLocalD1<{ id: number; title: string }>(
    `SELECT id, title FROM posts WHERE visibility = 'public' AND title IS NOT NULL
       AND title <> '' ORDER BY id LIMIT 1`,
  )
  if (!found) throw new Error('the demo data has no titled posts')
  post = found
})

afterAll(async () => {
  await browser.close()
})

/** The font families Chromium really drew a node's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root: documentNode } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: documentNode.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

const SITES = [
  { prefix: 'en', texts: en, machine: 'Translated by machine', showOriginal: 'Show original' },
  { prefix: 'zh-hant', texts: zhHant, machine: '機器翻譯', showOriginal: '顯示原文' },
] as const

describe.each(SITES)('the demo on the $prefix site', ({ prefix, texts, machine, showOriginal }) => {
  it('reads the timeline, a post, a coupon, a restaurant, an artist and the rally natively, the original a tap away, axe-clean', async () => {
    const page = await browser.context.newPage()
    // The demo bakery's tag: only demo posts carry it, whatever other tests have posted.
    await gotoApp(
      page,
      `${siteUrl(prefix)}/app/timeline?tag=${encodeURIComponent('ベーカリーこむぎ')}`,
    )
    const feed = page.getByRole('main')
    await feed.getByRole('link', { name: texts.posts[4].title }).waitFor()
    expect(await feed.getByText(machine, { exact: true }).count()).toBeGreaterThan(0)

    await gotoApp(page, `${siteUrl(prefix)}/app/posts/4`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent()).toBe(texts.posts[4].title)
    expect(await page.getByText(machine, { exact: true }).count()).toBe(1)
    // Tags read in the site's language; the link still filters by the Japanese word.
    const bread = page.locator('.tag-list a', { hasText: `#${demoTagLabel('パン', prefix)}` })
    expect(await bread.getAttribute('href')).toBe(`/app/timeline?tag=${encodeURIComponent('パン')}`)
    // The photo is described in the reader's language too (from the translated title).
    expect(await page.locator('.carousel__slide img').first().getAttribute('alt')).toBe(
      texts.posts[4].title,
    )
    await page.getByRole('button', { name: showOriginal }).click()
    await expect.poll(() => heading.textContent()).toBe('新作「港のメロンパン」はじめました')
    expect(await heading.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ja')
    expect(await violationsOf(page)).toEqual([])

    await gotoApp(page, `${siteUrl(prefix)}/app/posts/12`)
    await page.getByText(texts.posts[12].coupon_offer, { exact: true }).waitFor()
    await page.getByRole('button', { name: showOriginal }).click()
    const offer = page.getByText('大盛り無料（150円相当）', { exact: true })
    expect(await offer.getAttribute('lang')).toBe('ja')

    // Every demo restaurant's address in romaji on the list (みなと町's are the demo's own
    // fictional postal rows, data/postal/demo-minato-town*.csv), none left in Japanese.
    await gotoApp(page, `${siteUrl(prefix)}/app/restaurants`)
    const addresses = page.locator('.place-card__address')
    await expect.poll(() => addresses.count()).toBeGreaterThanOrEqual(10)
    const shown = await addresses.allTextContents()
    for (const text of shown) expect(text).toMatch(/^[\x20-\x7e]+, Shizuoka \d{3}-\d{4}$/)
    expect(shown).toContain('2-3-1 Hamadori, Minato-cho, Kamo-gun, Shizuoka 000-0004')

    await gotoApp(page, `${siteUrl(prefix)}/app/restaurants/9`)
    await expect.poll(() => heading.textContent()).toBe(texts.places[9].name)
    const line = page
      .getByRole('region', { name: /Share|分享/ })
      .getByRole('link', { name: /LINE/ })
    expect(await line.getAttribute('href')).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(`${siteUrl(prefix)}/app/restaurants/9`)}`,
    )
    expect(await violationsOf(page)).toEqual([])
    // The address in Japan Post's romaji (the same on every international site), the Japanese
    // under it to show a local.
    const address = page.locator('.place-facts dd').first()
    expect(await address.locator('.original-beside > span').first().textContent()).toBe(
      '2-9-5 Ginzacho, Atami-shi, Shizuoka 413-0013',
    )
    expect(await address.locator('[lang="ja"]').textContent()).toBe('静岡県熱海市銀座町2-9-5')
    await page.getByRole('button', { name: showOriginal }).click()
    await expect.poll(() => heading.textContent()).toBe('らーめん 港屋')
    expect(await heading.getAttribute('lang')).toBe('ja')

    await gotoApp(page, `${siteUrl(prefix)}/app/artists/1`)
    await expect.poll(() => heading.textContent()).toBe(texts.artists[1].name)
    expect(await violationsOf(page)).toEqual([])

    await gotoApp(page, `${siteUrl(prefix)}/app/stamprally/1`)
    await expect.poll(() => heading.textContent()).toBe(texts.rallies[1].title)
    const spot = page.getByText(texts.rallySpots[2].name, { exact: true })
    await spot.waitFor()
    expect(await page.getByText(machine, { exact: true }).count()).toBe(1)
    expect(
      await page
        .getByRole('region', { name: /Share|分享/ })
        .getByRole('link', { name: /LINE/ })
        .getAttribute('href'),
    ).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(`${siteUrl(prefix)}/app/stamprally/1`)}`,
    )
    expect(await violationsOf(page)).toEqual([])
    await page.getByRole('button', { name: showOriginal }).click()
    await expect.poll(() => heading.textContent()).toBe('みなと町 秋のまちあるきスタンプラリー')
    expect(await heading.getAttribute('lang')).toBe('ja')
    const shrine = page.getByText('みなと神社', { exact: true })
    expect(await shrine.getAttribute('lang')).toBe('ja')
    await page.close()
  })

  it("shows shelters, a shop's own hours and a place's name translated, the Japanese beside names", async () => {
    const page = await browser.context.newPage()
    const lang = prefix === 'en' ? 'en' : 'zh-hant'
    const [hallName, hallStreet] = SHELTER_TEXTS.E2299900001901[lang]
    await gotoApp(page, `${siteUrl(prefix)}/app/hazardmap`)
    const hall = page.locator('.hazard-all .hazard-shelter', { hasText: hallName })
    await hall.waitFor()
    // The name and address a visitor reads, and under each the Japanese to show a local.
    const name = hall.locator('.hazard-shelter__name')
    expect(await name.locator('[lang="ja"]').textContent()).toBe('みなと町民会館')
    expect(await name.textContent()).toBe(`${hallName}みなと町民会館`)
    const address = hall.locator('.hazard-shelter__address')
    expect(await address.textContent()).toContain(hallStreet)
    expect(await address.locator('[lang="ja"]').textContent()).toBe('静岡県賀茂郡みなと町本町3-1-1')
    expect(await violationsOf(page)).toEqual([])

    if (prefix === 'en') {
      // Lists in English read with commas, not 「・」.
      expect(await hall.locator('.hazard-shelter__hazards').textContent()).toMatch(/^[^・]+, /)
    }

    await gotoApp(page, `${siteUrl(prefix)}/app/restaurants/9`)
    const note = page.locator('.place-hours__note')
    await expect.poll(() => note.textContent()).toBe(texts.places[9].hours)
    if (prefix === 'en') {
      // The price range with an en dash, and days with the same hours on one row.
      expect(await page.locator('.place-card__facts').textContent()).toContain('¥900–¥1,300')
      expect(await page.locator('.place-hours th').allTextContents()).toEqual([
        'Mon, Tue, Thu–Sun',
        'Wed',
      ])
    }
    expect(await page.locator('.place-page__japanese-name').textContent()).toBe('らーめん 港屋')
    expect(await page.locator('.place-page__japanese-name').getAttribute('lang')).toBe('ja')
    await page.getByRole('button', { name: showOriginal }).click()
    await expect.poll(() => note.textContent()).toBe('11:00〜15:00 / 17:30〜21:00（水曜定休）')
    expect(await note.getAttribute('lang')).toBe('ja')
    await page.close()
  })
})

describe('a Japanese original on the zh-hant site', () => {
  it('is marked lang="ja" and drawn with Japanese glyphs, beside Traditional Chinese UI', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl('zh-hant')}/app/posts/${post.id}`)
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant')
    // Shown as the original, or as a translation with the toggle back to the original.
    const toOriginal = page.getByRole('button', { name: '顯示原文' })
    if (await toOriginal.isVisible()) await toOriginal.click()
    const title = page.locator('h1.post-detail__title')
    await expect.poll(() => title.textContent()).toBe(post.title)
    expect(await title.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ja')
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /Hiragino Sans.*Yu Gothic.*Noto Sans CJK JP/,
    )
    expect(await renderedFonts(page, 'h1.post-detail__title')).toContain('Noto Sans CJK JP')
    // The page's own words stay Traditional Chinese, in a Traditional Chinese font.
    const label = page.locator('.translated-text__label').first()
    expect(await label.textContent()).toBe('原文')
    expect(await label.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /PingFang TC.*Microsoft JhengHei.*Noto Sans CJK TC/,
    )
    expect(await renderedFonts(page, '.translated-text__label')).toContain('Noto Sans CJK TC')

    // What a reader sees: the same Han characters in the title's place, drawn as Japanese (the
    // title's lang) and as Traditional Chinese (the page's). They must look different, or the
    // lang marking would change nothing on screen. Both screenshots are kept in test-results/.
    await title.evaluate((el) => {
      el.textContent = '直骨角天'
    })
    const asJapanese = await title.screenshot({ path: join(screenshots, 'han-ja.png') })
    await title.evaluate((el) => el.closest('[lang]')?.setAttribute('lang', 'zh-Hant'))
    const asChinese = await title.screenshot({ path: join(screenshots, 'han-zh-hant.png') })
    expect(await renderedFonts(page, 'h1.post-detail__title')).toContain('Noto Sans CJK TC')
    expect(asJapanese.equals(asChinese)).toBe(false)
    await page.screenshot({ path: join(screenshots, 'zh-hant-original-post.png') })
    await page.close()
  })

  it('writes the stored translation in the first screen, set in the fonts the app then uses', async () => {
    // The edge writes a post's first screen on this site only from a stored translation (it
    // never waits for the translator): ask the API, as the app does, until one is stored.
    const apiPath = `/api/posts/${post.id}?${new URLSearchParams(siteQuery('zh-hant'))}`
    await expect
      .poll(async () => (JSON.parse(await fromWorker(apiPath, 'zh-hant')) as Post).translation, {
        timeout: 60_000,
      })
      .toMatchObject({ translated: true, lang: 'zh-hant' })
    const translated = JSON.parse(await fromWorker(apiPath, 'zh-hant')) as Post
    // Before the app's script runs: the page as the edge writes it.
    const page = await pageWithoutScripts(browser.context)
    // Loaded until the edge writes the first screen: files that run beside this one may change
    // shared demo rows for a moment (a post hidden by a moderation test has none).
    await expect
      .poll(
        async () => {
          await page.goto(`${siteUrl('zh-hant')}/app/posts/${post.id}`)
          return page.locator('#first-screen h1').count()
        },
        { timeout: 60_000 },
      )
      .toBe(1)
    // Read at once: the text, the language it is marked with and the fonts it is set in.
    const shown = await page.locator('#first-screen h1').evaluate((el) => ({
      text: el.textContent,
      lang: el.closest('[lang]')?.getAttribute('lang'),
      font: getComputedStyle(el).fontFamily,
      // What a failure shows: where the title was and what the document around it was.
      url: location.href,
      page: document.documentElement.outerHTML.slice(0, 400),
    }))
    expect(translated.title).not.toBe(post.title)
    expect(shown.text).toBe(translated.title)
    // Not marked Japanese: set in the Traditional Chinese fonts, as the app's title will be.
    expect(shown.lang, `${shown.url}\n${shown.page}`).toBe('zh-Hant')
    expect(shown.font).toMatch(/PingFang TC.*Microsoft JhengHei.*Noto Sans CJK TC/)
    await page.close()
  }, 180_000)
})

describe('sharing a post', () => {
  it('offers LINE’s share page with the post’s link on this site', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl('en')}/app/posts/${post.id}`)
    const line = page.getByRole('region', { name: 'Share' }).getByRole('link', { name: /LINE/ })
    const postUrl = `${siteUrl('en')}/app/posts/${post.id}`
    expect(await line.getAttribute('href')).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(postUrl)}`,
    )
    expect(await line.getAttribute('target')).toBe('_blank')
    expect(await line.getAttribute('rel')).toBe('noopener')
    await page.close()
  })
})

describe("the footer's list of language sites", () => {
  it('names each site in its own language, in the fonts of the page it is on', async () => {
    const page = await browser.context.newPage()
    await gotoApp(page, `${siteUrl('')}/app/about`)
    const list = page.locator('.app-footer__language-list')
    await list.scrollIntoViewIfNeeded()
    expect(await list.getByRole('link', { name: '한국어' }).getAttribute('lang')).toBe('ko')
    expect(await list.getByRole('link', { name: '简体中文' }).getAttribute('lang')).toBe('zh-Hans')
    // The Japanese site's fonts, not a Korean or Chinese face each: four words would cost the
    // page three more CJK faces, a synchronous font lookup each in the app's first commit.
    const pageFonts = await renderedFonts(page, '.app-footer__language-list a[lang="ja"]')
    expect(pageFonts).toContain('Noto Sans CJK JP')
    for (const lang of ['ko', 'zh-Hans', 'zh-Hant']) {
      const fonts = await renderedFonts(page, `.app-footer__language-list a[lang="${lang}"]`)
      expect(fonts, lang).toEqual(pageFonts)
    }
    await page.close()
  })
})
