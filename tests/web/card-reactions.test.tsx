import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { apiError, json, stubApi } from './api-fakes'
import { makePost, page } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// Like and save straight from a timeline card, as in LINE or Instagram: one request tells which
// of the page's posts are the person's own likes and saves; a press shows at once and is sent.

beforeEach(() => forgetPagedLists())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const POSTS = [
  makePost({ id: 301, title: '港の朝焼け', like_count: 4, favorite_count: 1 }),
  makePost({ id: 302, title: '商店街の福引', like_count: 0, favorite_count: 0 }),
  makePost({ id: 303, title: '灯台の夜', like_count: 9, favorite_count: 2 }),
]
const cardOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('article') as HTMLElement

describe('♡ and ☆ on timeline cards', () => {
  it('show the person’s own, from one request for the page, and like with one press', async () => {
    const requests = stubApi({
      'GET /api/posts': json(page(POSTS)),
      'GET /api/me/reactions': json({ liked: [301], favorited: [303] }),
      'PUT /api/posts/:id/like': json({
        liked: true,
        favorited: false,
        like_count: 1,
        favorite_count: 0,
      }),
    })
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    await screen.findByRole('link', { name: '港の朝焼け' })
    const like = (title: string) => within(cardOf(title)).getByRole('button', { name: /^いいね/ })
    const save = (title: string) =>
      within(cardOf(title)).getByRole('button', { name: /^お気に入り/ })
    await waitFor(() => expect(like('港の朝焼け').getAttribute('aria-pressed')).toBe('true'))
    expect(save('灯台の夜').getAttribute('aria-pressed')).toBe('true')
    expect(like('商店街の福引').getAttribute('aria-pressed')).toBe('false')
    const asked = requests.filter((r) => r.path === '/api/me/reactions')
    expect(asked).toHaveLength(1)
    expect(asked[0]?.query.get('ids')?.split(',').sort()).toEqual(['301', '302', '303'])

    await userEvent.click(like('商店街の福引'))
    expect(like('商店街の福引').getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(like('商店街の福引').textContent).toContain('いいね 1件'))
    expect(requests.some((r) => r.method === 'PUT' && r.path === '/api/posts/302/like')).toBe(true)
    // The press did not open the post (the card's link lies under the buttons).
    expect(screen.getByRole('heading', { level: 1, name: 'タイムライン' })).toBeTruthy()
  })

  it('puts a press back when the server refuses it', async () => {
    stubApi({
      'GET /api/posts': json(page(POSTS)),
      'GET /api/me/reactions': json({ liked: [], favorited: [] }),
      'PUT /api/posts/:id/favorite': apiError(429, 'too_many_requests', '操作が多すぎます。'),
    })
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    await screen.findByRole('link', { name: '灯台の夜' })
    const save = within(cardOf('灯台の夜')).getByRole('button', { name: /^お気に入り/ })
    await userEvent.click(save)
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('false'))
    expect(save.textContent).toContain('お気に入り 2件')
  })

  it('asks a visitor to log in and asks the server nothing', async () => {
    // A stand-in for the browser's alert(), which must stay unused.
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const requests = stubApi({ 'GET /api/posts': json(page(POSTS)) })
    const { currentPath } = renderApp('/app/timeline')
    await screen.findByRole('link', { name: '港の朝焼け' })
    await userEvent.click(within(cardOf('港の朝焼け')).getByRole('button', { name: /^いいね/ }))
    // The app's own alert dialog says why, never the browser's alert().

    expect(alert).not.toHaveBeenCalled()

    const prompt = within(await screen.findByRole('alertdialog'))

    expect(prompt.getByText('いいね・お気に入りをするにはログインしてください。')).toBeTruthy()

    await userEvent.click(prompt.getByRole('link', { name: 'ログイン' }))
    await waitFor(() => expect(currentPath()).toMatch(/^\/app\/login\?redirect=/))
    expect(requests.some((r) => r.path === '/api/me/reactions')).toBe(false)
  })
})
