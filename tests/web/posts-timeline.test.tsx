import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { LONG_CARD_BODY, LONG_CARD_EXCERPT, LONG_CARD_TITLE } from '../fixtures/long-card-text'
import { apiError, json, requestsTo, stubApi } from './api-fakes'
import { deferred, makePost, page } from './posts-fakes'
import { renderApp } from './render-app'

afterEach(() => {
  vi.useRealTimers()
})

beforeEach(() => {
  // Lists are remembered for the session (coming back shows them at once): each test starts fresh.
  forgetPagedLists()
})

/** The card titles of the timeline, in order. */
const titles = () =>
  within(screen.getByRole('list', { name: '新しい順の投稿' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.trim())

describe('timeline', () => {
  it('cuts a long text under a title as the edge’s first screen does, character for character', async () => {
    stubApi({
      'GET /api/posts': json(page([makePost({ title: LONG_CARD_TITLE, body: LONG_CARD_BODY })])),
    })
    renderApp('/app/timeline')
    await screen.findByRole('link', { name: LONG_CARD_TITLE })
    expect(document.querySelector('.post-card__text')?.textContent).toBe(LONG_CARD_EXCERPT)
  })

  it('shows skeletons while the first page loads, then the posts, newest first', async () => {
    const hold = deferred()
    stubApi({
      'GET /api/posts': {
        ...json(page([makePost({ title: '朝市のお知らせ' }), makePost({ title: '港の夕焼け' })])),
        until: hold.promise,
      },
    })
    renderApp('/app/timeline')
    expect(await screen.findByRole('heading', { level: 1, name: 'タイムライン' })).toBeTruthy()
    expect(screen.getByText('読み込み中…').getAttribute('role')).toBe('status')
    expect(document.querySelectorAll('.post-card--skeleton').length).toBe(3)
    await act(async () => hold.resolve())
    expect(await screen.findByRole('link', { name: '朝市のお知らせ' })).toBeTruthy()
    expect(titles()).toEqual(['朝市のお知らせ', '港の夕焼け'])
    expect(document.querySelector('.post-card--skeleton')).toBeNull()
  })

  it('pages with nextCursor until the end, without repeating a post', async () => {
    const first = Array.from({ length: 3 }, (_, i) => makePost({ title: `一ページ目 ${i + 1}` }))
    const second = [
      first[2] ?? makePost(),
      makePost({ title: '二ページ目 1' }),
      makePost({ title: '二ページ目 2' }),
    ]
    const requests = stubApi({
      'GET /api/posts': (request) =>
        request.query.get('cursor') === 'c2' ? json(page(second, null)) : json(page(first, 'c2')),
    })
    renderApp('/app/timeline')
    await screen.findByRole('link', { name: '一ページ目 1' })
    expect(requestsTo(requests, '/api/posts')[0]?.query.get('cursor')).toBeNull()
    expect(requestsTo(requests, '/api/posts')[0]?.query.get('limit')).toBe('20')

    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }))
    await screen.findByRole('link', { name: '二ページ目 2' })
    expect(requestsTo(requests, '/api/posts').at(-1)?.query.get('cursor')).toBe('c2')
    expect(titles()).toEqual([
      '一ページ目 1',
      '一ページ目 2',
      '一ページ目 3',
      '二ページ目 1',
      '二ページ目 2',
    ])
    expect(screen.getByText('これ以上の投稿はありません')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull()
    expect(screen.getByText('5件の投稿を表示しています')).toBeTruthy()
  })

  it('keeps the kind filter in the URL and asks the API for that kind', async () => {
    // A fixed date (timers stay real): this year's event is written without its year.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:00:00+09:00'))
    const requests = stubApi({
      'GET /api/posts': (request) =>
        json(
          page(
            request.query.get('kind') === 'event'
              ? [
                  makePost({
                    kind: 'event',
                    title: '冬花火大会',
                    event: {
                      starts_at: '2026-12-12T19:00:00+09:00',
                      ends_at: '2026-12-12T20:30:00+09:00',
                    },
                  }),
                ]
              : [makePost({ title: 'ふつうの投稿' })],
          ),
        ),
    })
    const { currentPath } = renderApp('/app/timeline')
    await screen.findByRole('link', { name: 'ふつうの投稿' })
    const filters = within(screen.getByRole('navigation', { name: '種類で絞り込む' }))
    expect(filters.getByRole('link', { name: 'すべて' }).getAttribute('aria-current')).toBe('true')

    await userEvent.click(filters.getByRole('link', { name: 'イベント' }))
    expect(currentPath()).toBe('/app/timeline?kind=event')
    await screen.findByRole('link', { name: '冬花火大会' })
    expect(requestsTo(requests, '/api/posts').at(-1)?.query.get('kind')).toBe('event')
    expect(filters.getByRole('link', { name: 'イベント' }).getAttribute('aria-current')).toBe(
      'true',
    )
    // Each date and time sits in a no-wrap span of its own (src/components/Nums.tsx).
    const times = screen.getAllByText(
      (_, element) => element?.textContent === '12月12日(土) 19:00〜20:30',
    )
    expect(times.length).toBeGreaterThan(0)
    // The gallery link keeps the filter.
    expect(screen.getByRole('link', { name: 'ギャラリー' }).getAttribute('href')).toBe(
      '/app/gallery?kind=event',
    )
  })

  it('opens a shared filtered link as it was shared', async () => {
    const requests = stubApi({ 'GET /api/posts': json(page([])) })
    renderApp('/app/timeline?kind=coupon')
    expect(await screen.findByRole('heading', { name: 'クーポンはまだありません' })).toBeTruthy()
    expect(requestsTo(requests, '/api/posts')[0]?.query.get('kind')).toBe('coupon')
    expect(screen.getByRole('link', { name: 'すべての投稿を見る' }).getAttribute('href')).toBe(
      '/app/timeline',
    )
  })

  it('filters by a tag from the URL and lets the visitor drop it', async () => {
    const requests = stubApi({
      'GET /api/posts': (request) =>
        json(page([makePost({ title: request.query.get('tag') ? '#朝市 の投稿' : '全部の投稿' })])),
    })
    const { currentPath } = renderApp(`/app/timeline?tag=${encodeURIComponent('朝市')}`)
    await screen.findByRole('link', { name: '#朝市 の投稿' })
    expect(requestsTo(requests, '/api/posts')[0]?.query.get('tag')).toBe('朝市')
    expect(screen.getByText('#朝市 の投稿', { selector: 'span' })).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'タグの絞り込みを解除' }))
    expect(currentPath()).toBe('/app/timeline')
    await screen.findByRole('link', { name: '全部の投稿' })
  })

  it('ignores a kind it does not know instead of sending it', async () => {
    const requests = stubApi({ 'GET /api/posts': json(page([makePost({ title: '投稿' })])) })
    renderApp('/app/timeline?kind=<script>')
    await screen.findByRole('link', { name: '投稿' })
    expect(requestsTo(requests, '/api/posts')[0]?.query.has('kind')).toBe(false)
  })

  it('shows an error with a retry that loads the list', async () => {
    let healthy = false
    stubApi({
      'GET /api/posts': () =>
        healthy
          ? json(page([makePost({ title: '二度目で読めた投稿' })]))
          : apiError(503, 'unavailable', '混み合っています。しばらくしてからお試しください。'),
    })
    renderApp('/app/timeline')
    expect(await screen.findByRole('heading', { name: '読み込めませんでした' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      '混み合っています。しばらくしてからお試しください。',
    )
    healthy = true
    await userEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }))
    expect(await screen.findByRole('link', { name: '二度目で読めた投稿' })).toBeTruthy()
  })

  it('keeps the list and offers a retry when a later page fails', async () => {
    let healthy = false
    stubApi({
      'GET /api/posts': (request) => {
        if (!request.query.get('cursor')) return json(page([makePost({ title: '最初' })], 'next'))
        if (!healthy) return apiError(500, 'internal', 'サーバーでエラーが発生しました。')
        return json(page([makePost({ title: '続き' })]))
      },
    })
    renderApp('/app/timeline')
    await userEvent.click(await screen.findByRole('button', { name: 'もっと見る' }))
    expect((await screen.findByRole('alert')).textContent).toBe('サーバーでエラーが発生しました。')
    expect(screen.getByRole('link', { name: '最初' })).toBeTruthy()
    healthy = true
    await userEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }))
    expect(await screen.findByRole('link', { name: '続き' })).toBeTruthy()
  })

  it('refreshes from the button, with new posts on top', async () => {
    const older = makePost({ title: '前からある投稿' })
    const newer = makePost({ title: 'たった今の投稿' })
    let published = false
    stubApi({ 'GET /api/posts': () => json(page(published ? [newer, older] : [older])) })
    renderApp('/app/timeline')
    await screen.findByRole('link', { name: '前からある投稿' })
    published = true
    await userEvent.click(screen.getByRole('button', { name: '最新の情報に更新' }))
    await screen.findByRole('link', { name: 'たった今の投稿' })
    expect(titles()).toEqual(['たった今の投稿', '前からある投稿'])
    expect(await screen.findByText('最新の情報に更新しました')).toBeTruthy()
  })

  it('tells a visitor of an empty town what the timeline is for', async () => {
    stubApi({ 'GET /api/posts': json(page([])) })
    renderApp('/app/timeline')
    expect(await screen.findByRole('heading', { name: 'まだ投稿がありません' })).toBeTruthy()
    expect(screen.getByText('まちで見つけたこと、最初に投稿してみませんか。')).toBeTruthy()
  })

  it('cuts a long text as the first screen does: 120 characters, the last one an ellipsis', async () => {
    // A surrogate-pair emoji at the cut must stay whole; line breaks become spaces.
    const body = `${'港'.repeat(60)}\n${'🐟'.repeat(100)}`
    stubApi({
      'GET /api/posts': json(page([makePost({ title: '朝市', body }), makePost({ body })])),
    })
    const { container } = await renderApp('/app/timeline')
    await screen.findByText('朝市')
    const texts = [...container.querySelectorAll('.post-card__text')].map((p) => p.textContent)
    expect(texts).toEqual([`${'港'.repeat(60)} ${'🐟'.repeat(58)}…`])
    // Without a title, the body's start is the heading: 140 characters.
    expect(titles()).toContain(`${'港'.repeat(60)} ${'🐟'.repeat(78)}…`)
  })

  it('shows a card with its author, relative time, counts, photo and place', async () => {
    stubApi({
      'GET /api/posts': json(
        page([
          makePost({
            title: '新作メロンパン',
            body: '外はさっくり、中はふんわり。',
            // 3 min 40 s: "3分前" whatever the half-minute tick of the shared clock.
            created_at: new Date(Date.now() - 220_000).toISOString(),
            like_count: 1234,
            favorite_count: 5,
            author: { id: 6, name: '中村 さくら', avatar_url: '/media/avatars/6.jpg' },
            place: {
              name: 'ベーカリーこむぎ',
              address: null,
              lat: 34.97,
              lng: 138.94,
              venue_id: null,
            },
            media: [
              {
                url: '/media/p/1.jpg',
                thumb_url: '/media/p/1-thumb.jpg',
                width: 1600,
                height: 1200,
                alt: '棚に並ぶメロンパン',
              },
              {
                url: '/media/p/2.jpg',
                thumb_url: '/media/p/2-thumb.jpg',
                width: 800,
                height: 800,
                alt: '',
              },
            ],
          }),
        ]),
      ),
    })
    renderApp('/app/timeline')
    const card = (await screen.findByRole('link', { name: '新作メロンパン' })).closest('article')
    if (!card) throw new Error('no card')
    const inCard = within(card)
    expect(inCard.getByRole('link', { name: '中村 さくら' }).getAttribute('href')).toBe(
      '/app/profile/6',
    )
    expect(inCard.getByText('3分前').tagName).toBe('TIME')
    expect(inCard.getByText('いいね 1,234件')).toBeTruthy()
    expect(inCard.getByText('お気に入り 5件')).toBeTruthy()
    expect(inCard.getByText('写真2枚')).toBeTruthy()
    expect(inCard.getByText('ベーカリーこむぎ')).toBeTruthy()
    const photo = inCard.getByRole('img', { name: '棚に並ぶメロンパン' })
    expect(photo.getAttribute('src')).toBe('/media/p/1-thumb.jpg')
    // The first card's photo is what a phone shows first: loaded at once (the edge preloads it).
    expect(photo.getAttribute('loading')).toBe('eager')
    expect(photo.getAttribute('fetchpriority')).toBe('high')
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1600', '1200'])
    expect(inCard.getByRole('link', { name: '新作メロンパン' }).getAttribute('href')).toMatch(
      /^\/app\/posts\/\d+$/,
    )
  })

  it('loads the first photo near the top at once and every other photo lazily', async () => {
    const photo = (alt: string) => ({
      url: `/media/${alt}.jpg`,
      thumb_url: `/media/${alt}-t.jpg`,
      width: 1200,
      height: 800,
      alt,
    })
    stubApi({
      'GET /api/posts': json(
        page([
          makePost({ title: '文字だけ', media: [] }),
          makePost({ title: '二件目', media: [photo('二件目の写真')] }),
          makePost({ title: '三件目', media: [photo('三件目の写真')] }),
        ]),
      ),
    })
    renderApp('/app/timeline')
    const second = await screen.findByRole('img', { name: '二件目の写真' })
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ])
    const third = screen.getByRole('img', { name: '三件目の写真' })
    expect([third.getAttribute('loading'), third.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'auto',
    ])
  })
})

describe('gallery', () => {
  it('shows the photo posts of the same list as tiles, linking to each post', async () => {
    const withPhoto = makePost({
      title: '秋祭りの提灯',
      media: [
        { url: '/media/a.jpg', thumb_url: '/media/a-t.jpg', width: 480, height: 320, alt: '提灯' },
      ],
    })
    stubApi({
      'GET /api/posts': json(page([withPhoto, makePost({ title: '文字だけの投稿' })])),
    })
    renderApp('/app/gallery')
    const grid = within(await screen.findByRole('list', { name: 'みんなの写真' }))
    const tile = grid.getByRole('link')
    expect(tile.getAttribute('href')).toBe(`/app/posts/${withPhoto.id}`)
    expect(tile.textContent).toContain('秋祭りの提灯')
    expect(grid.getByRole('img', { name: '提灯' }).getAttribute('src')).toBe('/media/a-t.jpg')
    expect(screen.queryByText('文字だけの投稿')).toBeNull()
    expect(screen.getByRole('link', { name: 'ギャラリー' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })
})

describe('gallery tiles named once', () => {
  it('leaves a photo unnamed when its description repeats the tile’s title word for word', async () => {
    const photo = (alt: string) => ({
      url: '/media/b.jpg',
      thumb_url: '/media/b-t.jpg',
      width: 800,
      height: 600,
      alt,
    })
    stubApi({
      'GET /api/posts': json(
        page([
          makePost({ title: '港の朝焼け', media: [photo('港の朝焼け')] }),
          makePost({ title: '秋の港', media: [photo('朝焼けに染まる漁船')] }),
        ]),
      ),
    })
    renderApp('/app/gallery')
    const grid = within(await screen.findByRole('list', { name: 'みんなの写真' }))
    const [repeated, described] = grid.getAllByRole('link')
    expect(repeated?.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(described?.querySelector('img')?.getAttribute('alt')).toBe('朝焼けに染まる漁船')
  })
})
