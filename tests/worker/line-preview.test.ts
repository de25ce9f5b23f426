import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import alertsJa from '../../src/features/alerts/i18n/ja'
import { meta, parsePage, siteConfigOf } from './edge-html'
import { fetchWithVars, request } from './helpers'

// What LINE shows when the town's LINE公式アカウント links to the app: LINE's link preview reads only
// og:title, og:description and og:image (an absolute URL). The warnings page and a town notice
// (a post by the town's account) must carry all three on their first HTML.

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, name, status) VALUES (71, 'みなと町役場', 'active')"),
    env.DB.prepare(
      `INSERT INTO posts (id, user_id, kind, title, body, visibility, created_at, updated_at)
       VALUES (701, 71, 'post', '断水のお知らせ', ?1, 'public', ?2, ?2)`,
    ).bind(
      '11月30日（日）9時から12時まで、港町1〜3丁目で断水します。給水所は町役場前です。',
      '2026-11-28T09:00:00.000Z',
    ),
  ])
})

describe("LINE's preview of the pages the town links to", () => {
  it('/app/alerts: its own title and what it holds, with the share image', async () => {
    const page = await parsePage(await request('/app/alerts'))
    expect(meta(page, 'og:title')).toBe('警報・避難情報')
    expect(meta(page, 'og:description')).toBe(alertsJa.page.lead)
    expect(meta(page, 'og:image')).toMatch(/^http:\/\/localhost:8787\/\S+\.png$/)
  })

  it("a town notice: the notice's title, its text and an image", async () => {
    const page = await parsePage(await request('/app/posts/701'))
    expect(meta(page, 'og:title')).toBe('断水のお知らせ')
    expect(meta(page, 'og:description')).toContain('港町1〜3丁目で断水します')
    expect(meta(page, 'og:image')).toMatch(/^http:\/\/localhost:8787\/\S+/)
  })
})

describe("the town's LINE account (TOWN_LINE_ACCOUNT_URL)", () => {
  const configured = async (value: string) => {
    const res = await fetchWithVars(
      new Request('http://localhost:8787/app', { headers: { host: 'localhost:8787' } }),
      { TOWN_LINE_ACCOUNT_URL: value },
    )
    return siteConfigOf(await parsePage(res)).townLineUrl
  }

  it.each([
    ['https://lin.ee/aBc12Xy', 'https://lin.ee/aBc12Xy'],
    ['https://line.me/R/ti/p/@minato-town', 'https://line.me/R/ti/p/@minato-town'],
    ['@minato-town', 'https://line.me/R/ti/p/@minato-town'],
  ])('%s reaches the app as its friend-add link', async (value, link) => {
    expect(await configured(value)).toBe(link)
  })

  it.each(['', 'https://example.com/line', 'http://lin.ee/aBc12Xy', 'javascript:alert(1)'])(
    'is not offered for %j',
    async (value) => {
      expect(await configured(value)).toBe('')
    },
  )
})
