import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { reloadForStaleChunk } from '../../src/lib/stale-chunks'
import type { PostStatus } from '../../src/shared/api/posts'
import { apiError, json, stubApi } from './api-fakes'
import { makePost, page } from './posts-fakes'
import { renderApp } from './render-app'

// Never a blank page: a page that throws shows the route's error message with a retry and a link
// home; a server failure shows the id the person can quote; a chunk of an older deploy reloads
// the page once.

beforeEach(() => forgetPagedLists())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const STATUS: PostStatus = { liked: false, like_count: 0, favorited: false, favorite_count: 0 }

/**
 * Answers `path` with `body()` as a Worker of another deploy might, beside the typed fakes: the
 * endpoint table types those, so an answer outside the contract has to come from here.
 */
function answerOutsideContract(path: string, body: () => unknown) {
  const typed = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    return url.pathname === path ? Promise.resolve(Response.json(body())) : typed(input, init)
  })
}

describe('the route error boundary', () => {
  it('shows a message, a retry that renders the page again, and a link home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = makePost({ id: 12, title: '港の朝市' })
    // The first answer lacks the author: the real detail page throws while rendering it.
    let answer: unknown = { ...post, author: null }
    stubApi({ 'GET /api/posts/:id/like-status': json(STATUS) })
    answerOutsideContract('/api/posts/12', () => answer)
    renderApp('/app/posts/12')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページを表示できませんでした' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href')).toBe('/app')
    // The menu around the page still works.
    expect(screen.getAllByRole('link', { name: /タイムライン/ }).length).toBeGreaterThan(0)

    answer = post
    await userEvent.click(screen.getByRole('button', { name: 'もう一度試す' }))
    expect(await screen.findByRole('heading', { level: 1, name: '港の朝市' })).toBeTruthy()
    expect(screen.queryByText('ページを表示できませんでした')).toBeNull()
  })

  it('is left behind when the person goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubApi({
      'GET /api/posts/:id/like-status': json(STATUS),
      'GET /api/posts': json(page([])),
    })
    answerOutsideContract('/api/posts/12', () => ({ ...makePost({ id: 12 }), author: null }))
    const { location } = renderApp('/app/posts/12')
    await screen.findByText('ページを表示できませんでした')
    await userEvent.click(screen.getByRole('link', { name: 'ホームに戻る' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/app'))
    expect(screen.queryByText('ページを表示できませんでした')).toBeNull()
  })
})

describe('a server failure', () => {
  it('shows the request id next to the message', async () => {
    stubApi({
      'GET /api/posts': apiError(
        500,
        'internal_error',
        'サーバー側でエラーが発生しました。時間をおいて再度お試しください。',
        { request_id: '3f2c9a7e-1b4d-4c8e-9f00-5a6b7c8d9e0f' },
      ),
    })
    renderApp('/app/timeline')
    const alert = await screen.findByText(/エラーID/)
    expect(alert.textContent).toBe(
      'サーバー側でエラーが発生しました。時間をおいて再度お試しください。 エラーID: 3f2c9a7e-1b4d-4c8e-9f00-5a6b7c8d9e0f',
    )
  })
})

describe('a chunk of an older deploy', () => {
  function memoryStorage() {
    const items = new Map<string, string>()
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    }
  }

  it('reloads the page once, and not again in a loop', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 1_000_000
    const deps = { storage, reload, now: () => now }
    expect(reloadForStaleChunk(deps)).toBe(true)
    now += 2_000
    expect(reloadForStaleChunk(deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    // A later deploy in the same tab is handled again.
    now += 10 * 60_000
    expect(reloadForStaleChunk(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
