import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import adminEn from '../../src/features/admin/i18n/en'
import adminJa, { type AdminMessages } from '../../src/features/admin/i18n/ja'
import deskJa from '../../src/features/admin/moderation/i18n/ja'
import adsEn from '../../src/features/ads/i18n/en'
import adsJa, { type AdsMessages } from '../../src/features/ads/i18n/ja'
import couponsEn from '../../src/features/coupons/i18n/en'
import couponsJa, { type CouponsMessages } from '../../src/features/coupons/i18n/ja'
import eventsEn from '../../src/features/events/i18n/en'
import eventsJa from '../../src/features/events/i18n/ja'
import landingEn from '../../src/features/landing/i18n/en'
import landingJa, { type LandingMessages } from '../../src/features/landing/i18n/ja'
import noticesEn from '../../src/features/notices/i18n/en'
import noticesJa, { type NoticesMessages } from '../../src/features/notices/i18n/ja'
import placesJa from '../../src/features/places/i18n/ja'
import rallyEn from '../../src/features/stamprally/i18n/en'
import rallyJa, { type StampRallyMessages } from '../../src/features/stamprally/i18n/ja'
import type { AdPlansResponse } from '../../src/shared/api/ads'
import type { MyCoupons } from '../../src/shared/api/coupons'
import type { RallyDetail } from '../../src/shared/api/stamprally'
import { bootDataKey } from '../../src/shared/boot-data'
import { siteQuery } from '../../src/shared/sites'
import { firstScreenOf } from './first-screen-html'
import { request } from './helpers'
import { insertPlace } from './places-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'
import { insertCoupon, insertRally } from './stamprally-helpers'

// The first screens of the pages the app used to draw alone (worker/pages/rally-screens.ts,
// ad-landing-screen.ts, landing-screens.ts, signed-in-screens.ts): each page's HTML carries its
// heading and first items, from the data the app's own request then returns, in the site's
// language; a page behind the login only its neutral frame, never the person's data.

const EN = 'en.localhost:8787'

let rallyId: number
let member: SignedIn

beforeAll(async () => {
  rallyId = await insertRally()
  await env.DB.prepare(
    `UPDATE stamp_rallies SET title = '港町スタンプラリー', description = '駅から港まで、5つのスポットをめぐります。' WHERE id = ?1`,
  )
    .bind(rallyId)
    .run()
  member = await signIn('秘密の会員名')
  const coupon = await insertCoupon('会員だけの限定クーポン')
  await env.DB.prepare('INSERT INTO favorites (user_id, post_id) VALUES (?1, ?2)')
    .bind(member.id, coupon)
    .run()
})

describe('a stamp rally’s page', () => {
  it('opens with the rally’s title, status and description, as its API answer has them', async () => {
    const api = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`)
    const screen = await firstScreenOf(`/app/stamprally/${rallyId}`)
    expect(screen?.headings).toEqual([api.body.title])
    expect(screen?.text).toContain(rallyJa.stampRally[api.body.status])
    expect(screen?.text).toContain(api.body.description)
    expect(screen?.links).toContainEqual({ href: '/app/stamprally', text: rallyJa.detail.back })
  })

  it('is the translation the app shows on the English site', async () => {
    // The app's own request stores the translation; the page then reads it.
    const api = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`, {
      headers: { 'x-translate-lang': 'eng_Latn' },
    })
    expect(api.body.translation?.translated).toBe(true)
    const screen = await firstScreenOf(`/app/stamprally/${rallyId}`, EN)
    expect(screen?.headings).toEqual([api.body.title])
    expect(screen?.headings).not.toEqual(['港町スタンプラリー'])
    expect(screen?.text).toContain(api.body.description)
    expect(screen?.text).toContain(rallyEn.stampRally.running)
  })

  it('has a scan screen that opens with its heading and lead and leads back to the rally', async () => {
    const ja = await firstScreenOf(`/app/stamprally/${rallyId}/scan`)
    expect(ja?.headings).toEqual([rallyJa.scan.title])
    expect(ja?.text).toContain(rallyJa.scan.lead)
    expect(ja?.links).toContainEqual({
      href: `/app/stamprally/${rallyId}`,
      text: rallyJa.checkin.toRally,
    })
    const en = await firstScreenOf(`/app/stamprally/${rallyId}/scan`, EN)
    expect(en?.headings).toEqual([rallyEn.scan.title])
  })
})

describe('the ad landing page', () => {
  it('shows every plan with its price, and carries the plans the app would ask for', async () => {
    const api = await call<AdPlansResponse>('GET', '/api/ads/plans')
    const res = await request('/app/ad-landing')
    const html = await res.text()
    const boot = /<script type="application\/json" id="boot-data"[^>]*>(.*?)<\/script>/.exec(html)
    expect(JSON.parse(boot?.[1] ?? '{}')['/api/ads/plans']).toEqual(api.body)
    const screen = await firstScreenOf('/app/ad-landing')
    expect(screen?.headings).toEqual([adsJa.landing.title, adsJa.landing.plansTitle])
    for (const plan of api.body.plans) {
      expect(screen?.text).toContain(adsJa.planName(plan.weeks))
      expect(screen?.text).toContain(adsJa.yen(plan.total.toLocaleString('ja-JP')))
    }
  })

  it('writes the prices the English way on the English site, with its own boot data key', async () => {
    const html = await (await request('/app/ad-landing', { host: EN })).text()
    const key = bootDataKey('/api/ads/plans', siteQuery('en'))
    expect(html).toContain(`"${key}"`)
    const screen = await firstScreenOf('/app/ad-landing', EN)
    expect(screen?.headings).toEqual([adsEn.landing.title, adsEn.landing.plansTitle])
    expect(screen?.text).toContain(adsEn.yen('19,800'))
    // Ads are ordered on the Japanese site only, as the app says there.
    expect(screen?.text).toContain(adsEn.landing.mainSiteOnly)
  })
})

describe('the pages outside /app', () => {
  it('open with their hero: eyebrow, title, lead and calls to action', async () => {
    const materials = await firstScreenOf('/materials')
    expect(materials?.headings).toEqual([landingJa.materials.title])
    expect(materials?.text).toContain(landingJa.materials.eyebrow)
    expect(materials?.text).toContain(landingJa.materials.lead)
    const links = materials?.links.map((link) => link.href)
    expect(links).toContain('/app/ad-landing')
    const creatives = await firstScreenOf('/creatives', EN)
    expect(creatives?.headings).toEqual([landingEn.creatives.title])
    expect(creatives?.text).toContain(landingEn.creatives.lead)
    expect(creatives?.links.find((link) => link.href === '/materials')?.text).toBe(
      landingEn.creatives.secondaryCta,
    )
  })
})

/** A feature's catalogue in one site language. */
async function catalogue<T>(feature: string, lang: string): Promise<T> {
  const module = (await import(`../../src/features/${feature}/i18n/${lang}.ts`)) as { default: T }
  return module.default
}

describe('on every site', () => {
  it('each page opens with its heading in the site’s language', async () => {
    const sites = [
      ['localhost:8787', 'ja'],
      ['en.localhost:8787', 'en'],
      ['ko.localhost:8787', 'ko'],
      ['zh-hans.localhost:8787', 'zh-hans'],
      ['zh-hant.localhost:8787', 'zh-hant'],
    ] as const
    for (const [host, lang] of sites) {
      const rally = await catalogue<StampRallyMessages>('stamprally', lang)
      const ads = await catalogue<AdsMessages>('ads', lang)
      const landing = await catalogue<LandingMessages>('landing', lang)
      const admin = await catalogue<AdminMessages>('admin', lang)
      const notices = await catalogue<NoticesMessages>('notices', lang)
      const coupons = await catalogue<CouponsMessages>('coupons', lang)
      for (const [path, title] of [
        [`/app/stamprally/${rallyId}/scan`, rally.scan.title],
        ['/app/ad-landing', ads.landing.title],
        ['/materials', landing.materials.title],
        ['/creatives', landing.creatives.title],
        ['/app/admin', admin.admin.title],
        ['/app/notices', notices.title],
        ['/app/coupons', coupons.mine.title],
      ] as const) {
        const screen = await firstScreenOf(path, host)
        expect(screen?.headings[0], `${lang} ${path}`).toBe(title)
      }
      const page = await firstScreenOf(`/app/stamprally/${rallyId}`, host)
      expect(page?.text, lang).toContain(rally.detail.back)
    }
  })
})

describe('a page behind the login', () => {
  it('opens with its heading and lead, on ja and en', async () => {
    expect((await firstScreenOf('/app/notices'))?.headings).toEqual([noticesJa.title])
    expect((await firstScreenOf('/app/notices', EN))?.text).toContain(noticesEn.lead)
    const coupons = await firstScreenOf('/app/coupons')
    expect(coupons?.headings).toEqual([
      couponsJa.mine.title,
      couponsJa.mine.received,
      couponsJa.mine.saved,
      couponsJa.mine.used,
    ])
    expect((await firstScreenOf('/app/coupons', EN))?.headings[0]).toBe(couponsEn.mine.title)
    const admin = await firstScreenOf('/app/admin')
    expect(admin?.headings).toEqual([adminJa.admin.title, deskJa.desk.title])
    expect(admin?.text).toContain(deskJa.desk.lead)
    expect((await firstScreenOf('/app/admin', EN))?.headings[0]).toBe(adminEn.admin.title)
    expect((await firstScreenOf('/app/event-upload'))?.headings).toEqual([
      eventsJa.eventUpload.title,
    ])
    expect((await firstScreenOf('/app/event-upload', EN))?.text).toContain(
      eventsEn.eventUpload.lead,
    )
  })

  it('never carries the person’s own data, even when the request carries their login', async () => {
    const mine = await call<MyCoupons>('GET', '/api/me/coupons', { token: member.token })
    const offers = mine.body.saved.map((entry) => entry.title)
    expect(offers).toContain('会員だけの限定クーポン')
    const admin = await signIn('秘密の管理者名')
    await env.DB.prepare(`UPDATE users SET role = 'admin' WHERE id = ?1`).bind(admin.id).run()
    for (const [path, who] of [
      ['/app/coupons', member],
      ['/app/notices', member],
      ['/app/admin', admin],
    ] as const) {
      const html = await (
        await request(path, { headers: { authorization: `Bearer ${who.token}` } })
      ).text()
      expect(html, path).toContain('id="first-screen"')
      expect(html, path).not.toContain('秘密の会員名')
      expect(html, path).not.toContain('秘密の管理者名')
      expect(html, path).not.toContain('会員だけの限定クーポン')
      expect(html, path).not.toContain('boot-data')
    }
  })
})

describe('a venue’s and a restaurant’s page', () => {
  it('opens with the place’s name and description, as its API answer has them', async () => {
    for (const kind of ['venue', 'restaurant'] as const) {
      const id = await insertPlace({ kind, name: kind === 'venue' ? 'みなと町民会館' : '港屋' })
      await env.DB.prepare('UPDATE venues SET description = ?1 WHERE id = ?2')
        .bind('客席600席の町のホール。\nコンサートや演劇に使われています。', id)
        .run()
      const path = `/app/${kind === 'venue' ? 'venues' : 'restaurants'}/${id}`
      const api = await call<{ name: string; description: string }>('GET', `/api/places/${id}`)
      expect(api.status).toBe(200)
      const screen = await firstScreenOf(path)
      expect(screen?.headings).toEqual([api.body.name])
      expect(screen?.text).toContain(api.body.description.split('\n')[1])
      const list = kind === 'venue' ? placesJa.venues : placesJa.restaurants
      expect(screen?.links).toContainEqual({ href: `/app/${kind}s`, text: list.title })
    }
  })

  it('marks the Japanese original as Japanese on the English site until a translation is stored', async () => {
    const id = await insertPlace({ kind: 'venue', name: '海浜公園 野外ステージ' })
    const res = await request(`/app/venues/${id}`, { host: EN })
    const html = await res.text()
    expect(html).toContain('<h1 class="first-screen__title" lang="ja">海浜公園 野外ステージ</h1>')
  })
})
