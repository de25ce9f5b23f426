import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import eventsJa from '../../src/features/events/i18n/ja'
import infoEn from '../../src/features/home/i18n/en'
import infoJa from '../../src/features/home/i18n/ja'
import placesEn from '../../src/features/places/i18n/en'
import placesJa from '../../src/features/places/i18n/ja'
import placesZhHant from '../../src/features/places/i18n/zh-hant'
import rallyKo from '../../src/features/stamprally/i18n/ko'
import { LONG_CARD_BODY, LONG_CARD_EXCERPT, LONG_CARD_TITLE } from '../fixtures/long-card-text'
import { insertShareFixtures } from './edge-fixtures'
import { firstScreenOf } from './first-screen-html'
import { request } from './helpers'

// The first screen the edge writes before the app's root (worker/pages/first-screen.ts): what a
// phone shows before the scripts have run, and what a crawler that never runs them reads.

beforeAll(insertShareFixtures)

describe('the first screen', () => {
  it('of the home page introduces the app in the site’s language', async () => {
    const ja = await firstScreenOf('/app')
    expect(ja?.headings).toEqual([infoJa.home.title])
    expect(ja?.text).toContain(infoJa.home.lead)
    expect(ja?.links.map((l) => l.href)).toEqual(['/app', '/app/timeline', '/app/map'])
    const en = await firstScreenOf('/app', 'en.localhost:8787')
    expect(en?.headings).toEqual([infoEn.home.title])
    expect(en?.links.find((l) => l.href === '/app/timeline')?.text).toBe(infoEn.home.primary)
  })

  it('of the timeline shows its first cards, newest first, each a link to its post', async () => {
    const timeline = await firstScreenOf('/app/timeline')
    const api = (await (await request('/api/posts?limit=20')).json()) as {
      items: { id: number }[]
    }
    const cards = (timeline?.links ?? []).filter((l) => l.href.startsWith('/app/posts/'))
    expect(cards.map((l) => l.href)).toEqual(
      api.items.slice(0, 3).map((post) => `/app/posts/${post.id}`),
    )
    expect(timeline?.headings[0]).toBe('タイムライン')
  })

  it('cuts a long text under a title as the app’s card does, character for character', async () => {
    await env.DB.prepare(
      `INSERT INTO posts (id, user_id, kind, title, body) VALUES (50, 1, 'post', ?1, ?2)`,
    )
      .bind(LONG_CARD_TITLE, LONG_CARD_BODY)
      .run()
    const timeline = await firstScreenOf('/app/timeline')
    expect(timeline?.headings[1]).toBe(LONG_CARD_TITLE)
    expect(timeline?.cardTexts[0]).toBe(LONG_CARD_EXCERPT)
  })

  it('of a post shows its author, title, text and its first photo, as the app will', async () => {
    const post = await firstScreenOf('/app/posts/10')
    expect(post?.headings).toEqual(['夏祭りの準備'])
    expect(post?.text).toContain('山田 花子')
    expect(post?.text).toContain('今年も商店街で夏祭りを開きます。')
    expect(post?.images).toEqual([
      {
        class: 'first-screen__photo',
        src: '/media/posts/10/photo 1.jpg',
        srcset: '/media/posts/10/photo 1.jpg 480w, /media/posts/10/photo 1.jpg 1600w',
        sizes: '(min-width: 800px) 728px, 100vw',
        width: '1600',
        height: '1200',
        style: 'aspect-ratio:1600/1201',
        alt: '提灯の並ぶ通り',
        fetchpriority: 'high',
      },
    ])
  })

  it('of a post on an international site is the translation the app will show', async () => {
    const post = await firstScreenOf('/app/posts/10', 'en.localhost:8787')
    expect(post?.headings).toEqual(['Getting ready for the summer festival'])
    expect(post?.text).toContain('The shopping street holds its summer festival again.')
    expect(post?.text).not.toContain('今年も商店街')
  })

  it('has no header bar on an embedded page, as the app shows no chrome there', async () => {
    const embedded = await firstScreenOf('/app/posts/10?embed=1')
    expect(embedded?.headings).toEqual(['夏祭りの準備'])
    expect(embedded?.links).toEqual([])
    expect((await firstScreenOf('/app/posts/10'))?.links).toEqual([
      { href: '/app', text: 'jimoto' },
    ])
  })

  it('names a post without a title after its author, as the app does', async () => {
    await env.DB.prepare(
      `INSERT INTO posts (id, user_id, kind, title, body) VALUES (40, 4, 'post', NULL, '')`,
    ).run()
    expect((await firstScreenOf('/app/posts/40'))?.headings).toEqual(['Kenさんの投稿'])
  })

  it('of the place lists is their heading and lead, in the site’s language', async () => {
    const restaurants = await firstScreenOf('/app/restaurants?genre=ramen')
    expect(restaurants?.headings).toEqual([placesJa.restaurants.title])
    expect(restaurants?.text).toContain(placesJa.restaurants.lead)
    const venues = await firstScreenOf('/app/venues', 'en.localhost:8787')
    expect(venues?.headings).toEqual([placesEn.venues.title])
    const artists = await firstScreenOf('/app/artists', 'zh-hant.localhost:8787')
    expect(artists?.text).toContain(placesZhHant.artists.lead)
  })

  it('of the pages that open with a fixed heading and lead is that heading and lead', async () => {
    const eventAuth = await firstScreenOf('/app/event-auth?reason=not-organizer')
    expect(eventAuth?.headings).toEqual([eventsJa.eventAuth.title])
    expect(eventAuth?.text).toContain(eventsJa.eventAuth.lead)
    const rallies = await firstScreenOf('/app/stamprally', 'ko.localhost:8787')
    expect(rallies?.headings).toEqual([rallyKo.stampRally.title])
    expect(rallies?.text).toContain(rallyKo.stampRally.lead)
  })

  it('is left out where the page has nothing of its own to show first', async () => {
    for (const path of [
      '/app/settings',
      '/app/no-such-page',
      '/app/posts/14',
      '/app/posts/999',
      '/app/stamprally/999',
      '/app/ads/order',
    ]) {
      expect(await firstScreenOf(path), path).toBeNull()
    }
    // The translation is not stored yet: the app will ask the API, which waits for it.
    expect(await firstScreenOf('/app/posts/10', 'ko.localhost:8787')).toBeNull()
  })
})
