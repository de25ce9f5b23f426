import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestDecorations } from '../../src/lib/api'
import { resolvePageMeta } from '../../src/lib/meta'
import { renderApp } from './render-app'

const DEFAULT_TITLE = 'jimoto｜地元のイベント・投稿・クーポン'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('campaign codes', () => {
  it('keeps ?c= picked up on a client navigation for the session and sends it', async () => {
    const { location } = renderApp('/app')
    expect(window.sessionStorage.getItem('campaignCode')).toBeNull()
    expect(requestDecorations().headers).not.toHaveProperty('X-Campaign-Code')
    act(() => location.navigate('/app/timeline?c=natsumatsuri-2026'))
    await waitFor(() =>
      expect(window.sessionStorage.getItem('campaignCode')).toBe('natsumatsuri-2026'),
    )
    expect(requestDecorations().headers['X-Campaign-Code']).toBe('natsumatsuri-2026')
    expect(requestDecorations({ campaign: false }).headers).not.toHaveProperty('X-Campaign-Code')
    // Later pages without ?c= keep it.
    act(() => location.navigate('/app/map'))
    expect(window.sessionStorage.getItem('campaignCode')).toBe('natsumatsuri-2026')
  })

  it('ignores a code with characters that could smuggle anything into a header', async () => {
    const { location } = renderApp('/app')
    act(() => location.navigate('/app/map?c=a%0D%0AX-Evil:1'))
    await screen.findByRole('heading', { level: 1, name: 'マップ' })
    expect(window.sessionStorage.getItem('campaignCode')).toBeNull()
  })
})

describe('page title and description', () => {
  it('formats a title, falls back to 30 characters of a description, or to the default', () => {
    expect(resolvePageMeta({ title: '利用規約' }).title).toBe('利用規約｜jimoto')
    expect(
      resolvePageMeta({
        description:
          '  駅前の商店街で夏祭りを開催します！\n屋台・盆踊り・花火大会まで、家族みんなで楽しめる一日です。',
      }),
    ).toEqual({
      title: '駅前の商店街で夏祭りを開催します！ 屋台・盆踊り・花火大会ま｜jimoto',
      description:
        '駅前の商店街で夏祭りを開催します！ 屋台・盆踊り・花火大会まで、家族みんなで楽しめる一日です。',
    })
    expect(Array.from('駅前の商店街で夏祭りを開催します！ 屋台・盆踊り・花火大会ま')).toHaveLength(
      30,
    )
    expect(resolvePageMeta({ description: '🎆'.repeat(40) }).title).toBe(
      `${'🎆'.repeat(30)}｜jimoto`,
    )
    expect(resolvePageMeta({}).title).toBe(DEFAULT_TITLE)
  })

  it('updates the document on client navigation and returns to the default at home', async () => {
    const { location } = renderApp('/app/terms')
    await waitFor(() => expect(document.title).toBe('利用規約｜jimoto'))
    act(() => location.navigate('/app/settings'))
    await waitFor(() => expect(document.title).toBe('設定｜jimoto'))
    act(() => location.navigate('/app'))
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE))
    const description = document.head.querySelector('meta[name="description"]')
    expect(description?.getAttribute('content')).toMatch(/^地元のお祭りやライブ/)
  })

  it("gives pages without a title of their own the route's title on client navigation", async () => {
    const { location } = renderApp('/app')
    for (const [path, title] of [
      ['/app/map', 'マップ｜jimoto'],
      ['/app/hazardmap', 'ハザードマップ｜jimoto'],
      ['/app/stamprally', 'スタンプラリー｜jimoto'],
      ['/app/event-auth', 'イベント主催者の認証｜jimoto'],
      ['/app/login', 'ログイン｜jimoto'],
    ]) {
      act(() => location.navigate(path as string))
      await waitFor(() => expect(document.title).toBe(title))
    }
  })

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { location } = renderApp('/app')
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => location.navigate('/app/map'))
    await screen.findByRole('heading', { level: 1, name: 'マップ' })
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})

describe('embed=1', () => {
  it('hides the menus and the header but keeps the page', async () => {
    renderApp('/app/timeline?embed=1')
    expect(await screen.findByRole('heading', { level: 1, name: 'タイムライン' })).toBeTruthy()
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull()
  })

  it('shows them without it', () => {
    renderApp('/app')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeTruthy()
  })
})
