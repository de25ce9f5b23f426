import { describe, expect, it } from 'vitest'
import appEn from '../../src/app/i18n/en'
import appJa from '../../src/app/i18n/ja'
import appKo from '../../src/app/i18n/ko'
import appZhHans from '../../src/app/i18n/zh-hans'
import appZhHant from '../../src/app/i18n/zh-hant'
import {
  GUARDED_APP_ROUTES,
  MAIN_ONLY_APP_ROUTES,
  PUBLIC_APP_ROUTES,
  type TitledRoute,
} from '../../src/shared/routes'
import type { Lang } from '../../src/shared/sites'
import { meta, parsePage } from './edge-html'
import { request } from './helpers'
import { insertRally } from './stamprally-helpers'

// Every page's first HTML carries the route's own title in the site's language (the page's
// subject, then the site name), the one the app shows after a client navigation; a stamp rally's
// page carries the rally's name.

const SITES: { host: string; lang: Lang; separator: string; messages: typeof appJa }[] = [
  { host: 'example.jp', lang: 'ja', separator: '｜', messages: appJa },
  { host: 'en.example.jp', lang: 'en', separator: ' | ', messages: appEn },
  { host: 'ko.example.jp', lang: 'ko', separator: ' | ', messages: appKo },
  { host: 'zh-hans.example.jp', lang: 'zh-hans', separator: '｜', messages: appZhHans },
  { host: 'zh-hant.example.jp', lang: 'zh-hant', separator: '｜', messages: appZhHant },
]

/** Pages whose title is their subject's own (posts, profiles, places, rallies): tested apart. */
const OWN_SUBJECT = new Set([
  'posts/:id',
  'profile/:id',
  'venues/:id',
  'artists/:id',
  'restaurants/:id',
  'stamprally/:id',
])

const titled = (routes: readonly string[]) =>
  routes.filter((route) => route !== '' && !OWN_SUBJECT.has(route)) as TitledRoute[]
const pathOf = (route: string) =>
  `/app/${route.replace(/:id/g, '7').replace(':token', 'abc123').replace(':spotId', '1')}`

describe.each(SITES)('the $lang site', ({ host, lang, separator, messages }) => {
  const routes = [
    ...titled(PUBLIC_APP_ROUTES),
    ...titled(GUARDED_APP_ROUTES),
    ...(lang === 'ja' ? titled(MAIN_ONLY_APP_ROUTES) : []),
  ]

  it.each(routes)('writes the title of %s', async (route) => {
    const page = await parsePage(await request(pathOf(route), { host }))
    const title = messages.routeTitles[route]
    expect(page.titles).toEqual([`${title}${separator}jimoto`])
    expect(meta(page, 'og:title')).toBe(title)
  })

  it('gives every route a title of its own', () => {
    const titles = routes.map((route) => messages.routeTitles[route])
    expect(new Set(titles).size).toBe(titles.length)
  })
})

describe("a stamp rally's page", () => {
  it("carries the rally's name on every site, and a 404 for an unknown rally", async () => {
    const id = await insertRally()
    for (const { host, separator } of SITES) {
      const res = await request(`/app/stamprally/${id}`, { host })
      expect(res.status).toBe(200)
      const page = await parsePage(res)
      expect(page.titles).toEqual([`みなと町まちあるき${separator}jimoto`])
      expect(meta(page, 'og:description')).toBe('町をめぐります。')
    }
    const missing = await request(`/app/stamprally/${id + 1000}`, { host: 'example.jp' })
    expect(missing.status).toBe(404)
  })
})
