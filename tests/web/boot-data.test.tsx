import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { BOOT_DATA_ID } from '../../src/shared/boot-data'
import { json, stubApi } from './api-fakes'
import { makePost, page } from './posts-fakes'
import { renderApp } from './render-app'

// A page the edge served may carry the answer to its first API request (boot data,
// worker/pages/boot-data.ts): the SPA shows it without asking the network, once.

beforeEach(() => forgetPagedLists())

function writeBootData(text: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = BOOT_DATA_ID
  element.textContent = text
  document.head.append(element)
}

const requestsTo = (requests: { method: string; path: string }[], path: string) =>
  requests.filter((r) => r.method === 'GET' && r.path === path).length

describe('boot data', () => {
  it('shows the timeline from the page without a request, and refreshes from the network', async () => {
    writeBootData(
      JSON.stringify({
        '/api/posts?limit=20': page([makePost({ title: 'ページに入っていた投稿' })]),
      }),
    )
    const requests = stubApi({
      'GET /api/posts': json(page([makePost({ title: 'APIからの新しい投稿' })])),
    })
    renderApp('/app/timeline')
    expect(await screen.findByRole('link', { name: 'ページに入っていた投稿' })).toBeTruthy()
    expect(requestsTo(requests, '/api/posts')).toBe(0)
    expect(document.getElementById(BOOT_DATA_ID)).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: '最新の情報に更新' }))
    expect(await screen.findByRole('link', { name: 'APIからの新しい投稿' })).toBeTruthy()
    expect(requestsTo(requests, '/api/posts')).toBe(1)
  })

  it('is found under the key the edge writes for a filtered timeline', async () => {
    // The key tests/worker/edge-boot-data.test.ts expects for the same URL.
    const key = `/api/posts?${new URLSearchParams({ kind: 'event', limit: '20', tag: '#夏祭り' })}`
    writeBootData(JSON.stringify({ [key]: page([makePost({ title: '夏祭りの催し' })]) }))
    const requests = stubApi({ 'GET /api/posts': json(page([])) })
    renderApp(`/app/timeline?tag=${encodeURIComponent('  #夏祭り ')}&kind=event`)
    expect(await screen.findByRole('link', { name: '夏祭りの催し' })).toBeTruthy()
    expect(requestsTo(requests, '/api/posts')).toBe(0)
  })

  it('answers only the request it was written for', async () => {
    writeBootData(
      JSON.stringify({ '/api/posts?kind=event&limit=20': page([makePost({ title: '催しだけ' })]) }),
    )
    const requests = stubApi({
      'GET /api/posts': json(page([makePost({ title: 'すべての投稿' })])),
    })
    renderApp('/app/timeline')
    expect(await screen.findByRole('link', { name: 'すべての投稿' })).toBeTruthy()
    // (StrictMode in tests runs the effect twice: one or two requests, never none.)
    expect(requestsTo(requests, '/api/posts')).toBeGreaterThan(0)
  })

  it('shows a post from the page and still asks for the viewer’s own like status', async () => {
    const post = makePost({ id: 77, title: '港の朝焼け' })
    writeBootData(JSON.stringify({ '/api/posts/77': post }))
    const requests = stubApi({
      'GET /api/posts/:id/like-status': json({
        liked: false,
        favorited: false,
        like_count: 0,
        favorite_count: 0,
      }),
    })
    renderApp('/app/posts/77')
    expect(await screen.findByRole('heading', { level: 1, name: '港の朝焼け' })).toBeTruthy()
    expect(requestsTo(requests, '/api/posts/77')).toBe(0)
  })

  it('hands over from the edge’s first screen only when the page itself is ready', async () => {
    const post = makePost({ id: 78, title: '灯台の夕暮れ' })
    writeBootData(JSON.stringify({ '/api/posts/78': post }))
    const first = document.createElement('div')
    first.id = 'first-screen'
    first.textContent = 'エッジが書いた最初の画面'
    document.body.prepend(first)
    stubApi({
      'GET /api/posts/:id/like-status': json({
        liked: false,
        favorited: false,
        like_count: 0,
        favorite_count: 0,
      }),
    })
    // What the page showed at the moment the first screen went away.
    let shownAtHandover: string | null | undefined
    const observer = new MutationObserver(() => {
      if (shownAtHandover === undefined && !document.getElementById('first-screen')) {
        shownAtHandover = document.querySelector('main h1')?.textContent ?? null
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    renderApp('/app/posts/78')
    expect(await screen.findByRole('heading', { level: 1, name: '灯台の夕暮れ' })).toBeTruthy()
    observer.disconnect()
    expect(document.getElementById('first-screen')).toBeNull()
    expect(shownAtHandover).toBe('灯台の夕暮れ')
  })

  it('falls back to the network when the block is damaged', async () => {
    writeBootData('{"/api/posts?limit=20": [')
    const requests = stubApi({
      'GET /api/posts': json(page([makePost({ title: 'ネットワークから' })])),
    })
    renderApp('/app/timeline')
    expect(await screen.findByRole('link', { name: 'ネットワークから' })).toBeTruthy()
    expect(requestsTo(requests, '/api/posts')).toBeGreaterThan(0)
    expect(document.getElementById(BOOT_DATA_ID)).toBeNull()
  })
})
