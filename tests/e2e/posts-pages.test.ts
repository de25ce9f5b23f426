import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '../../src/shared/api/posts'
import { fillLogin } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'

// Posts in Chromium against the production build and the real API: log in, upload a photo
// post, see it on the timeline, the gallery and its page, like and favorite it, find it in the
// favorites, open it logged out (main and English site). Tests run in order and share the post.

const require = createRequire(import.meta.url)
const PHOTO = new URL('../fixtures/gps-oriented.jpg', import.meta.url).pathname
const RUN = Date.now().toString(36)
const TITLE = `港の朝焼け ${RUN}`
const ALT = '朝焼けに染まる港と漁船'

let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let postId = 0

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  page = await browser.context.newPage()
})
afterAll(async () => {
  await browser.close()
})

const postUrl = (prefix: '' | 'en' = '') => `${siteUrl(prefix)}/app/posts/${postId}`

async function axeViolations(target: Page): Promise<string[]> {
  // Through the DevTools protocol: the page's CSP rightly refuses injected inline scripts.
  await target.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'))
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } }).axe
    const result = (await axe.run(document)) as {
      violations: { id: string; nodes: { target: string[] }[] }[]
    }
    return result.violations.map(
      (violation) => `${violation.id} at ${violation.nodes.map((node) => node.target).join(', ')}`,
    )
  })
}

describe('posts in the browser', () => {
  it('logs in and uploads a photo post, shrunk and stripped of EXIF in the browser', async () => {
    await gotoApp(page, `${siteUrl()}/app/login?redirect=${encodeURIComponent('/app/upload')}`)
    await fillLogin(page, 'hanako@demo.jimoto.example', 'jimoto-demo-2026')
    await page.getByRole('heading', { level: 1, name: '投稿する' }).waitFor()

    // Notes what the page hands to XMLHttpRequest, to look at the photo as it leaves the device.
    await page.addInitScript(() => {
      const sent: Blob[] = []
      Object.assign(window, { sentPhotos: sent })
      const send = XMLHttpRequest.prototype.send
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          for (const part of body.getAll('photos')) if (part instanceof Blob) sent.push(part)
        }
        return send.call(this, body)
      }
    })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: '投稿する' }).waitFor()
    await page.locator('input[type=file]').setInputFiles(PHOTO)
    await page.getByLabel('写真1の説明（代替テキスト）').fill(ALT)
    await page.getByLabel('タイトル').fill(TITLE)
    await page.getByLabel('本文').fill('早起きして港へ。漁船が次々に戻ってきました。')
    await page.getByLabel('タグ').fill('朝焼け 港')
    await page.getByRole('button', { name: '投稿する', exact: true }).click()

    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
      .toMatch(/^\/app\/posts\/\d+$/)
    postId = Number(new URL(page.url()).pathname.split('/').pop())
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()

    // The browser re-encoded the photo: turned upright, shrunk, and the camera's EXIF (GPS,
    // serial) never left the device.
    const original = await readFile(PHOTO)
    const uploaded = await page.evaluate(async () => {
      const [photo] = (window as unknown as { sentPhotos: File[] }).sentPhotos
      if (!photo) return null
      const bytes = new Uint8Array(await photo.arrayBuffer())
      const text = new TextDecoder('latin1').decode(bytes)
      const bitmap = await createImageBitmap(photo)
      return {
        name: photo.name,
        width: bitmap.width,
        height: bitmap.height,
        size: bytes.length,
        jpeg: bytes[0] === 0xff && bytes[1] === 0xd8,
        exif: text.includes('Exif\0\0'),
        serial: text.includes('SERIAL-0042'),
      }
    })
    expect(uploaded).toMatchObject({
      name: 'gps-oriented.jpg',
      jpeg: true,
      exif: false,
      serial: false,
    })
    expect(original.includes(Buffer.from('SERIAL-0042'))).toBe(true)

    const photo = page.getByRole('img', { name: ALT })
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const post = (await (
      await fetch(`http://127.0.0.1:${new URL(siteUrl()).port}/api/posts/${postId}`)
    ).json()) as Post
    // Shown upright (EXIF orientation applied), longest side 2048 px.
    expect([post.media[0]?.width, post.media[0]?.height]).toEqual([1024, 2048])
    expect(post.tags).toEqual(['朝焼け', '港'])
    expect(post.author.name).toBe('佐藤 花子')
  })

  it('edits it on a map that pans and zooms with the town’s places named, counting the kept photo', async () => {
    await gotoApp(page, `${siteUrl()}/app/upload?edit=${postId}`)
    await page.getByRole('heading', { level: 1, name: '投稿を編集' }).waitFor()
    // The kept photo is one of the ten, and its 外す is a small button beside it.
    expect(await page.locator('#photos-count').textContent()).toBe('1 / 10枚')
    const remove = await page.getByRole('button', { name: '写真1を外す' }).boundingBox()
    expect(remove?.height).toBeLessThanOrEqual(44)
    expect(remove?.width).toBeLessThan(160)
    // Without a point yet, the examples are the town's own coordinates (TOWN_CENTRE).
    expect(await page.getByLabel('緯度').getAttribute('placeholder')).toBe('34.9728')
    expect(await page.getByLabel('経度').getAttribute('placeholder')).toBe('139.0925')

    const map = page.getByRole('region', { name: /位置を選ぶ地図/ })
    await map.scrollIntoViewIfNeeded()
    await map.locator('.leaflet-tile-loaded').first().waitFor()
    // Landmarks: the town's venues and shops, by name.
    await expect.poll(() => map.locator('.map-marker__caption').count()).toBeGreaterThan(3)
    // Zoomable: + loads the next zoom's tiles (the tile server's z/x/y).
    const tileZooms = () =>
      map
        .locator('img.leaflet-tile-loaded')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src.split('/').at(-3)))
    expect(await tileZooms()).toContain('16')
    await map.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(tileZooms).toContain('17')
    // A tap puts the point there, as a pin, into the two fields.
    const box = await map.locator('.leaflet-container').boundingBox()
    if (!box) throw new Error('no map box')
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6)
    await expect.poll(() => page.getByLabel('緯度').inputValue()).toMatch(/^34\.9\d+$/)
    const pin = map.locator('.map-marker--here')
    const before = await pin.boundingBox()
    // Pannable: a drag moves the map, and the pin with it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 })
    await page.mouse.up()
    await expect
      .poll(async () => ((await pin.boundingBox())?.x ?? 0) - (before?.x ?? 0))
      .toBeGreaterThan(40)
  })

  it('shows the new post first on the timeline and in the gallery', async () => {
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'タイムライン' })
      .click()
    const first = page.locator('.post-list > li').first()
    await first.getByRole('link', { name: TITLE }).waitFor()
    // The first card's photo is what a phone shows first: loaded at once, before the others.
    const photo = first.getByRole('img', { name: ALT })
    expect(await photo.getAttribute('loading')).toBe('eager')
    expect(await photo.getAttribute('fetchpriority')).toBe('high')

    await page.getByRole('link', { name: 'ギャラリー' }).click()
    const tile = page.getByRole('list', { name: 'みんなの写真' }).getByRole('link').first()
    expect(await tile.getAttribute('href')).toBe(`/app/posts/${postId}`)
    expect(await tile.getByRole('img').getAttribute('alt')).toBe(ALT)
    await tile.click()
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    expect(await page.title()).toBe(`${TITLE}｜jimoto`)
  })

  it('likes and favorites it, keeps both after a reload, and lists it among the favorites', async () => {
    await gotoApp(page, postUrl())
    await page.getByRole('button', { name: 'いいね 0' }).click()
    await page.getByRole('button', { name: 'お気に入り 0' }).click()
    const like = page.getByRole('button', { name: 'いいね 1' })
    const favorite = page.getByRole('button', { name: 'お気に入り 1' })
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true')

    await page.reload()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    expect(await favorite.getAttribute('aria-pressed')).toBe('true')

    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'お気に入り' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'お気に入り' }).waitFor()
    await page.locator('.post-list').getByRole('link', { name: TITLE }).waitFor()
  })

  it('opens it for a logged-out visitor, whom a like sends to the login', async () => {
    const visitor = await openBrowser({ viewport: { width: 390, height: 844 } })
    try {
      const tab = await visitor.context.newPage()
      await gotoApp(tab, postUrl())
      await tab.getByRole('heading', { level: 1, name: TITLE }).waitFor()
      const like = tab.getByRole('button', { name: 'いいね 1' })
      await like.waitFor()
      expect(await like.getAttribute('aria-pressed')).toBe('false')
      // The edge wrote this head for crawlers; the app leaves it alone.
      expect(await tab.title()).toBe(`${TITLE}｜jimoto`)

      // The app's own alert dialog with the spec's words, never the browser's alert().
      let browserDialog = false
      tab.once('dialog', (dialog) => {
        browserDialog = true
        void dialog.dismiss()
      })
      await like.click()
      const prompt = tab.getByRole('alertdialog', { name: 'ログインが必要です' })
      await prompt
        .getByText('いいね・お気に入り・通報をするにはログインしてください。', { exact: true })
        .waitFor()
      await prompt.getByRole('link', { name: 'ログイン', exact: true }).click()
      await expect
        .poll(() => new URL(tab.url()).pathname + new URL(tab.url()).search)
        .toBe(`/app/login?redirect=${encodeURIComponent(`/app/posts/${postId}`)}`)
      expect(browserDialog).toBe(false)

      // The English site has no login: the same post offers the Japanese site's.
      await gotoApp(tab, postUrl('en'))
      await tab.getByRole('heading', { level: 1, name: TITLE }).waitFor()
      await tab.getByRole('button', { name: 'Like 1' }).click()
      const dialog = tab.getByRole('alertdialog', { name: 'Please log in' })
      await dialog.waitFor()
      expect(
        await dialog
          .getByRole('link', { name: 'Log in on the Japanese site' })
          .getAttribute('href'),
        // After logging in there, the visitor comes back to this post on the English site.
      ).toBe(
        `${siteUrl()}/app/login?redirect=${encodeURIComponent(`${siteUrl('en')}/app/posts/${postId}`)}`,
      )
    } finally {
      await visitor.close()
    }
  })

  it('loads older posts as the timeline is scrolled', async () => {
    await gotoApp(page, `${siteUrl()}/app/timeline`)
    const cards = page.locator('.post-list > li')
    await expect.poll(() => cards.count()).toBe(20)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => cards.count()).toBeGreaterThan(20)
  })

  it('refreshes the timeline when it is pulled down from the top on a touch screen', async () => {
    await gotoApp(page, `${siteUrl()}/app/timeline`)
    await page.locator('.post-list > li').first().waitFor()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 })
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }],
      })
    const refreshed = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/posts',
    )
    await touch('touchStart', 250)
    for (const y of [300, 350, 400, 450]) await touch('touchMove', y)
    expect(await page.locator('.pull-indicator').textContent()).toBe('指を離すと更新')
    await touch('touchEnd', 450)
    await refreshed
    await page.getByText('最新の情報に更新しました').waitFor({ state: 'attached' })
    await cdp.detach()
  })

  it('has no axe violations on the post page, the gallery, the upload form and the profile', async () => {
    for (const path of [
      `/app/posts/${postId}`,
      '/app/gallery',
      '/app/upload',
      '/app/profile',
      '/app/favorites',
    ]) {
      await gotoApp(page, `${siteUrl()}${path}`)
      await page.locator('h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page), path).toEqual([])
    }
  })
})
