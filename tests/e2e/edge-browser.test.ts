import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { executeSql, sql } from './edge-fixtures'

// The served pages in Chromium: the real app runs under the edge's Content-Security-Policy with
// no violation, hostile post text stays text, and only embed=1 pages can be framed.

const USER = 930001
const POST = 930011
const HOSTILE = `"><script>alert(1)</script></script><!-- '引用' "quotes" & <img src=x onerror=alert(2)> 🎉👨‍👩‍👧`
const HOSTILE_BODY = `${HOSTILE} ${'長文'.repeat(5000)}`

let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  browser = await openBrowser()
  await executeSql([
    `INSERT INTO users (id, name, bio, status) VALUES (${USER}, ${sql(`<img src=x onerror=alert(3)>"'`)}, ${sql(HOSTILE)}, 'active')`,
    `INSERT INTO posts (id, user_id, kind, title, body) VALUES (${POST}, ${USER}, 'post', ${sql(HOSTILE)}, ${sql(HOSTILE_BODY)})`,
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt) VALUES (${POST}, 1, ${sql(`posts/${POST}/"><script>alert(4)</script>.jpg`)}, 't.jpg', 'image/jpeg', 800, 600, ${sql(HOSTILE)})`,
  ])
})
afterAll(async () => {
  await browser.close()
})

interface Watched {
  page: Page
  dialogs: string[]
  errors: string[]
  violations: () => Promise<string[]>
}

/** A tab that records every dialog, console error, page error and CSP violation. */
async function watchedPage(): Promise<Watched> {
  const page = await browser.context.newPage()
  const dialogs: string[] = []
  const errors: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss().catch(() => undefined)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
  return { page, dialogs, errors, violations }
}

describe('the real app under the Content-Security-Policy', () => {
  it.each([
    ['', '/app', '地元の「いま」が集まる場所'],
    ['en', '/app', 'What is happening in town, all in one place'],
    ['', '/app?embed=1', '地元の「いま」が集まる場所'],
    ['en', '/app/no-such-page', 'Page not found'],
  ] as const)('%s%s renders with no violation and no console error', async (prefix, path, h1) => {
    const { page, dialogs, errors, violations } = await watchedPage()
    await gotoApp(page, `${siteUrl(prefix)}${path}`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(h1)
    // The config script ran (allowed by its hash): the app read its site from it.
    expect(
      await page.evaluate(
        () => (window as unknown as { __SITE__?: { lang: string } }).__SITE__?.lang,
      ),
    ).toBe(prefix || 'ja')
    expect(await violations()).toEqual([])
    // The one expected message: Chromium logs the 404 status of the not-found page itself.
    const notFoundStatus = 'Failed to load resource: the server responded with a status of 404'
    expect(
      errors.filter((e) => !(path.includes('no-such') && e.startsWith(notFoundStatus))),
    ).toEqual([])
    expect(dialogs).toEqual([])
    await page.close()
  })

  it('blocks an inline script that was not injected by the edge', async () => {
    const { page, violations } = await watchedPage()
    await gotoApp(page, `${siteUrl()}/app`)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
    expect(await violations()).toEqual(['script-src-elem inline'])
    await page.close()
  })
})

describe('a post full of markup, quotes, emoji and 10,000 characters', () => {
  it.each(['', 'en'] as const)('stays text on the %s site: no dialog, no error', async (prefix) => {
    const { page, dialogs, errors, violations } = await watchedPage()
    // The post page shows the fixture's photo, whose row has no file in R2: those requests (and
    // only those) answer 404.
    const notFound: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404)
        notFound.push(decodeURIComponent(new URL(response.url()).pathname))
    })
    const url = `${siteUrl(prefix)}/app/posts/${POST}`
    const res = await gotoApp(page, url)
    expect(res?.status()).toBe(200)
    await expect.poll(() => page.locator('#root > *').count()).toBeGreaterThan(0)
    // The served HTML, parsed by Chromium's own parser (the app may change the live DOM later),
    // next to a page without user content.
    const parse = (pageUrl: string) =>
      page.evaluate(async (target) => {
        const html = await (await fetch(target)).text()
        const doc = new DOMParser().parseFromString(html, 'text/html')
        const metaContent = (key: string) =>
          doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
        return {
          title: doc.title,
          ogTitle: metaContent('og:title'),
          ogImageAlt: metaContent('og:image:alt'),
          ogImage: metaContent('og:image'),
          description: metaContent('description'),
          scripts: Array.from(doc.scripts).map((s) => s.type || (s.src ? 'src' : 'inline')),
          body: Array.from(doc.body.querySelectorAll('*')).map((el) => el.tagName),
          headImages: doc.head.querySelectorAll('img').length,
          jsonLd: JSON.parse(
            doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
          ),
        }
      }, pageUrl)
    const served = await parse(url)
    // A page without user content, boot data or first screen.
    const plain = await parse(`${siteUrl(prefix)}/app/settings`)
    const separator = prefix ? ' | ' : '｜'
    expect(served.title).toBe(`${HOSTILE}${separator}jimoto`)
    expect(served.ogTitle).toBe(HOSTILE)
    expect(served.ogImageAlt).toBe(HOSTILE)
    expect(served.ogImage).toBe(
      `${siteUrl(prefix)}/media/posts/${POST}/%22%3E%3Cscript%3Ealert(4)%3C/script%3E.jpg`,
    )
    expect(served.description?.startsWith(HOSTILE)).toBe(true)
    expect(served.description?.endsWith('…')).toBe(true)
    const characters = [
      ...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(served.description ?? ''),
    ]
    expect(characters).toHaveLength(120)
    // The JSON-LD, the data blocks and the first screen (the menu's place, bar, author, title,
    // photo, text) plus exactly what every page has: nothing leaked out of an attribute or a
    // data block.
    expect(served.scripts).toEqual([
      'application/ld+json',
      'inline',
      // The page's chunks and its boot data, then the starter script.
      'application/json',
      'application/json',
      'module',
    ])
    expect(plain.scripts).toEqual(['inline', 'module'])
    const root = plain.body.indexOf('DIV')
    expect(served.body).toEqual([
      ...plain.body.slice(0, root),
      ...['DIV', 'DIV', 'HEADER', 'A', 'MAIN', 'P', 'H1', 'IMG', 'P'],
      ...plain.body.slice(root),
    ])
    expect(served.headImages).toBe(0)
    expect(served.jsonLd).toMatchObject({ '@type': 'SocialMediaPosting', headline: HOSTILE })
    // Settled: every resource has loaded or failed (an injected <img onerror> would have fired
    // by the load event) and the app has drawn the title, as text, in its own heading.
    await page.waitForLoadState('load')
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(HOSTILE)
    expect(dialogs).toEqual([])
    const missingPhoto = (path: string) =>
      path === '/media/t.jpg' || path.startsWith(`/media/posts/${POST}/`)
    expect(notFound.every(missingPhoto)).toBe(true)
    const missingStatus = 'Failed to load resource: the server responded with a status of 404'
    expect(errors.filter((error) => !error.startsWith(missingStatus))).toEqual([])
    expect(await violations()).toEqual([])
    await page.close()
  })
})

describe('framing', () => {
  it('lets other sites frame embed=1 pages and nothing else', async () => {
    // Another origin on loopback (Chromium refuses public pages framing loopback ones anyway).
    const embedder = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        `<!doctype html><title>embedder</title>` +
          `<iframe name="embed" src="${siteUrl()}/app?embed=1"></iframe>` +
          `<iframe name="plain" src="${siteUrl()}/app"></iframe>`,
      )
    })
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve))
    const { port } = embedder.address() as AddressInfo
    const { page, errors } = await watchedPage()
    try {
      await page.goto(`http://127.0.0.1:${port}/`)
      const frame = (name: string) => page.frames().find((f) => f.name() === name)
      await expect
        .poll(() => frame('embed')?.locator('h1').textContent())
        .toBe('地元の「いま」が集まる場所')
      await expect
        .poll(() =>
          errors.some((e) =>
            e.includes(
              `violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
            ),
          ),
        )
        .toBe(true)
      const plain = await frame('plain')
        ?.evaluate(() => document.querySelector('h1')?.textContent ?? null)
        .catch(() => null)
      expect(plain ?? null).not.toBe('地元の「いま」が集まる場所')
    } finally {
      await page.close()
      embedder.closeAllConnections()
      await new Promise((resolve) => embedder.close(resolve))
    }
  })
})
