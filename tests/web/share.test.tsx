import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../src/components/i18n/en'
import ko from '../../src/components/i18n/ko'
import zhHans from '../../src/components/i18n/zh-hans'
import zhHant from '../../src/components/i18n/zh-hant'
import { lineShareUrl, xShareUrl } from '../../src/components/share/shareUrls'
import type { PlaceDetail } from '../../src/shared/api/places'
import { json, stubApi } from './api-fakes'
import { makePost } from './posts-fakes'
import { renderApp } from './render-app'

// Sharing a post or a place: LINE, X, copying the link, and the system share sheet where there is
// one. Each target gets this site's link to the page and text in the site's language.

afterEach(() => {
  vi.restoreAllMocks()
})

const POST = makePost({ id: 12, title: 'みなと神社 秋季例大祭 & 屋台' })

const RESTAURANT: PlaceDetail = {
  id: 7,
  kind: 'restaurant',
  name: 'らーめん 港屋',
  description: '魚介だしの醤油らーめん。',
  address: 'みなと町港1-2',
  lat: null,
  lng: null,
  image_url: null,
  genre: 'ramen',
  price_range: null,
  tags: [],
  opening_hours: null,
  open_now: false,
  access: '',
  phone: null,
  url: null,
  reservation_url: null,
  hours_note: null,
  slots: [],
  events: [],
  coupons: [],
  favorited: false,
}

function stubPost() {
  stubApi({
    'GET /api/posts/:id': json(POST),
    'GET /api/posts/:id/like-status': json({
      liked: false,
      like_count: 0,
      favorited: false,
      favorite_count: 0,
    }),
  })
}

describe('share URLs', () => {
  it('hands LINE the link alone, percent-encoded', () => {
    expect(lineShareUrl('https://en.example.jp/app/posts/12?a=1&b=2')).toBe(
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fen.example.jp%2Fapp%2Fposts%2F12%3Fa%3D1%26b%3D2',
    )
  })

  it('hands X the text and the link as separate parameters', () => {
    const href = xShareUrl('「祭 & 屋台」- jimoto', 'https://example.jp/app/posts/12')
    const url = new URL(href)
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post')
    expect(url.searchParams.get('text')).toBe('「祭 & 屋台」- jimoto')
    expect(url.searchParams.get('url')).toBe('https://example.jp/app/posts/12')
    expect([...url.searchParams.keys()]).toEqual(['text', 'url'])
  })

  it('writes the share text in each site’s language', () => {
    expect(en.share.text('Autumn festival')).toBe('“Autumn festival” on jimoto')
    expect(ko.share.text('가을 축제')).toBe('“가을 축제” - jimoto')
    expect(zhHans.share.text('秋季祭典')).toBe('“秋季祭典” - jimoto')
    expect(zhHant.share.text('秋季祭典')).toBe('「秋季祭典」- jimoto')
  })
})

describe('the share bar of a post page', () => {
  const postUrl = () => `${window.location.origin}/app/posts/12`

  it('links LINE and X in a new tab, with the post’s link and title', async () => {
    stubPost()
    renderApp('/app/posts/12')
    const bar = within(await screen.findByRole('region', { name: 'シェア' }))
    const line = bar.getByRole('link', { name: /LINEで送る/ })
    expect(line.getAttribute('href')).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(postUrl())}`,
    )
    expect(line.getAttribute('target')).toBe('_blank')
    expect(line.getAttribute('rel')).toBe('noopener')
    expect(line.textContent).toContain('（新しいタブで開きます）')
    const x = new URL(bar.getByRole('link', { name: /Xでポスト/ }).getAttribute('href') ?? '')
    expect(x.searchParams.get('text')).toBe('「みなと神社 秋季例大祭 & 屋台」- jimoto')
    expect(x.searchParams.get('url')).toBe(postUrl())
    expect(bar.getByRole('link', { name: /Xでポスト/ }).getAttribute('rel')).toBe('noopener')
  })

  it('copies the link, and offers the share sheet only where the browser has one', async () => {
    stubPost()
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    renderApp('/app/posts/12')
    const bar = within(await screen.findByRole('region', { name: 'シェア' }))
    expect(bar.queryByRole('button', { name: 'その他' })).toBeNull()
    await user.click(bar.getByRole('button', { name: 'リンクをコピー' }))
    expect(writeText).toHaveBeenCalledWith(postUrl())
    expect(await screen.findByText('リンクをコピーしました')).toBeTruthy()
  })

  it('opens the system share sheet with the title, the text and the link', async () => {
    stubPost()
    const share = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      renderApp('/app/posts/12')
      const bar = within(await screen.findByRole('region', { name: 'シェア' }))
      await userEvent.click(bar.getByRole('button', { name: 'その他' }))
      expect(share).toHaveBeenCalledWith({
        title: 'みなと神社 秋季例大祭 & 屋台',
        text: '「みなと神社 秋季例大祭 & 屋台」- jimoto',
        url: postUrl(),
      })
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    stubPost()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('no', 'NotAllowedError'),
    )
    renderApp('/app/posts/12')
    const bar = within(await screen.findByRole('region', { name: 'シェア' }))
    await userEvent.click(bar.getByRole('button', { name: 'リンクをコピー' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'このページのリンク' }))
    expect((dialog.getByLabelText('リンク') as HTMLInputElement).value).toBe(postUrl())
  })
})

describe('the share bar of a place page', () => {
  it('shares a restaurant by its name and its own page', async () => {
    stubApi({ 'GET /api/places/:id': json(RESTAURANT) })
    renderApp('/app/restaurants/7')
    const bar = within(await screen.findByRole('region', { name: 'シェア' }))
    const pageUrl = `${window.location.origin}/app/restaurants/7`
    expect(bar.getByRole('link', { name: /LINEで送る/ }).getAttribute('href')).toBe(
      lineShareUrl(pageUrl),
    )
    const x = new URL(bar.getByRole('link', { name: /Xでポスト/ }).getAttribute('href') ?? '')
    expect(x.searchParams.get('text')).toBe('「らーめん 港屋」- jimoto')
    expect(x.searchParams.get('url')).toBe(pageUrl)
  })
})
