import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import type { ServedAd } from '../../src/shared/api/ads'
import { json, stubApi } from './api-fakes'
import { makePost, page } from './posts-fakes'
import { renderApp } from './render-app'

// PR cards on the timeline: placed where the server says, labelled 「広告」, counted when shown
// and when tapped.

/** The browser's visibility reports: every observed card is at once half on screen. */
class CardOnScreen {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.report([{ isIntersecting: true }])
  }
  disconnect() {}
}

beforeEach(() => {
  forgetPagedLists()
  sessionStorage.clear()
  vi.stubGlobal('IntersectionObserver', CardOnScreen)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const AD: ServedAd = {
  id: 5,
  headline: 'みなとラーメン 新メニュー',
  body: '港の塩ラーメン',
  image_url: null,
  href: '/app/posts/1',
}

describe('timeline ads', () => {
  it('shows the labelled card before the ninth post, counts it once shown and once tapped', async () => {
    const posts = Array.from({ length: 10 }, (_, i) => makePost({ title: `投稿${i + 1}` }))
    const requests = stubApi({
      'GET /api/posts': json(page(posts)),
      'GET /api/ads/serve': json({ items: [{ position: 8, ad: AD }] }),
      'POST /api/ads/:id/impressions': json({ counted: true }),
      'POST /api/ads/:id/taps': json({ counted: true }),
    })
    renderApp('/app/timeline')
    const card = await screen.findByRole('article', { name: `広告: ${AD.headline}` })
    expect(within(card).getByText('広告')).toBeTruthy()
    const items = within(screen.getByRole('list', { name: '新しい順の投稿' })).getAllByRole(
      'listitem',
    )
    expect(items.indexOf(card.closest('li') as HTMLElement)).toBe(8)
    expect(requests.find((r) => r.path === '/api/ads/serve')?.query.get('posts')).toBe('8')
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/ads/5/impressions')).toHaveLength(1),
    )
    await userEvent.setup().click(within(card).getByRole('link'))
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/ads/5/taps')).toHaveLength(1),
    )
  })

  it('asks for no ads when fewer posts than one slot are listed', async () => {
    const requests = stubApi({ 'GET /api/posts': json(page([makePost({ title: '朝市' })])) })
    renderApp('/app/timeline')
    await screen.findByRole('link', { name: '朝市' })
    expect(requests.some((r) => r.path === '/api/ads/serve')).toBe(false)
    expect(screen.queryByText('広告')).toBeNull()
  })
})
