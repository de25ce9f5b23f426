import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { logoutAtom, signInAtom } from '../../src/state/session'
import { apiError, json, requestsTo, stubApi } from './api-fakes'
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

  // A page just opened checks the stored session first. A press in that moment is pressed again
  // once the session is known: as the signed-in person it likes, as a visitor it asks to log in.
  it('likes a press made while the stored session is still being checked, once it is known', async () => {
    const requests = stubApi({
      'GET /api/posts': json(page(POSTS)),
      'GET /api/me/reactions': json({ liked: [], favorited: [] }),
      'PUT /api/posts/:id/like': json({
        liked: true,
        favorited: false,
        like_count: 10,
        favorite_count: 2,
      }),
    })
    const { store } = renderApp('/app/timeline', { kind: 'loading', storedToken: 'stored' })
    await screen.findByRole('link', { name: '灯台の夜' })
    const like = within(cardOf('灯台の夜')).getByRole('button', { name: /^いいね/ })
    await userEvent.click(like)
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    act(() => store.set(signInAtom, { token: 'stored', user: HANAKO }))
    await waitFor(() => expect(like.textContent).toContain('いいね 10件'))
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(requestsTo(requests, '/api/posts/303/like').map((r) => r.method)).toEqual(['PUT'])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks to log in for a press made while a stored session turns out to have ended', async () => {
    const requests = stubApi({ 'GET /api/posts': json(page(POSTS)) })
    const { store } = renderApp('/app/timeline', { kind: 'loading', storedToken: 'expired' })
    await screen.findByRole('link', { name: '港の朝焼け' })
    await userEvent.click(within(cardOf('港の朝焼け')).getByRole('button', { name: /^いいね/ }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await act(() => store.set(logoutAtom))
    const prompt = within(await screen.findByRole('alertdialog'))
    expect(prompt.getByText('いいね・お気に入りをするにはログインしてください。')).toBeTruthy()
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
  })
})
