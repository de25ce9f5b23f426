import { screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { uploadPost } from '../../src/features/posts/api'
import { call } from '../../src/lib/api'
import { forgetBookmark } from '../../src/lib/d1-bookmark'
import type { PostStatus } from '../../src/shared/api/posts'
import type { SearchSuggestions } from '../../src/shared/api/search'
import { BOOT_DATA_BOOKMARK_ATTRIBUTE, BOOT_DATA_ID } from '../../src/shared/boot-data'
import { D1_BOOKMARK_HEADER } from '../../src/shared/d1-bookmark'
import { logoutAtom, signInAtom } from '../../src/state/session'
import { apiError, type FakeAnswer, json, stubApi } from './api-fakes'
import { deferred, makePost, page, stubUploads } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// The client's half of read-your-writes (src/lib/d1-bookmark.ts): every API answer carries the
// D1 session's latest bookmark; the client sends the newest it has seen with every request, keeps
// it for the tab, forgets it on logout, and does not show a page's boot data read before its
// own last write.

beforeEach(() => {
  forgetBookmark()
  forgetPagedLists()
})

/** A bookmark in D1's format; a larger `n` is later in the database's history. */
const mark = (n: number) => `00000001-${n.toString(16).padStart(8, '0')}-00000000-${'0'.repeat(32)}`

/** `answer` carrying `bookmark` in its header, as every answer of the Worker does. */
function withBookmark<Body>(answer: FakeAnswer<Body>, bookmark: string | null): FakeAnswer<Body> {
  return { ...answer, headers: bookmark === null ? {} : { [D1_BOOKMARK_HEADER]: bookmark } }
}

const STATUS: PostStatus = { liked: true, like_count: 1, favorited: false, favorite_count: 0 }
const SUGGESTIONS: SearchSuggestions = { recent_tags: [], popular_tags: [] }
const timeline = (bookmark: string | null) => withBookmark(json(page([])), bookmark)
const liked = (bookmark: string | null) => withBookmark(json(STATUS), bookmark)
const onePost = (bookmark: string | null) => withBookmark(json(makePost({ id: 1 })), bookmark)
const suggestions = (bookmark: string | null) => withBookmark(json(SUGGESTIONS), bookmark)
const like = (id: number) => call('PUT /api/posts/:id/like', { params: { id } })

const sent = (requests: { headers: Headers }[]) =>
  requests.map((request) => request.headers.get(D1_BOOKMARK_HEADER))

describe('the API client', () => {
  it('sends no bookmark until an answer brings one, then always the newest it has seen', async () => {
    const requests = stubApi({
      'GET /api/posts': timeline(mark(5)),
      'PUT /api/posts/:id/like': liked(mark(9)),
      // Answers can arrive out of order: an older bookmark does not replace a newer one.
      'GET /api/posts/:id': onePost(mark(7)),
      'GET /api/search/suggestions': suggestions(null),
    })
    await call('GET /api/posts')
    await like(1)
    await call('GET /api/posts/:id', { params: { id: 1 } })
    await call('GET /api/search/suggestions')
    expect(sent(requests)).toEqual([null, mark(5), mark(9), mark(9)])
  })

  it('keeps the bookmark of a refused write', async () => {
    const requests = stubApi({
      'POST /api/posts/:id/reports': withBookmark(
        apiError(400, 'bad_request', '入力が正しくありません。'),
        mark(12),
      ),
      'GET /api/posts': timeline(mark(12)),
    })
    await expect(
      call('POST /api/posts/:id/reports', { params: { id: 1 }, body: { reason: '' } }),
    ).rejects.toThrow()
    await call('GET /api/posts')
    expect(sent(requests)).toEqual([null, mark(12)])
  })

  it('keeps the bookmark of a post upload (sent with XMLHttpRequest for its progress)', async () => {
    stubUploads(() => withBookmark(json(makePost({ id: 77 }), 201), mark(15)))
    await uploadPost({ kind: 'post', body: '写真の投稿' }, [], () => {}).done
    const requests = stubApi({ 'GET /api/posts/:id': onePost(mark(15)) })
    await call('GET /api/posts/:id', { params: { id: 77 } })
    expect(sent(requests)).toEqual([mark(15)])
  })

  it('ignores a header that is not a bookmark', async () => {
    const requests = stubApi({
      'GET /api/posts': timeline(mark(3)),
      'GET /api/posts/:id': (request) =>
        onePost(request.params.id === '1' ? 'first-primary' : `${mark(9)}<script>`),
      'GET /api/search/suggestions': suggestions(null),
    })
    await call('GET /api/posts')
    await call('GET /api/posts/:id', { params: { id: 1 } })
    await call('GET /api/posts/:id', { params: { id: 2 } })
    await call('GET /api/search/suggestions')
    expect(sent(requests).at(-1)).toBe(mark(3))
  })

  it('forgets the bookmark on logout, also one an earlier request brings back later', async () => {
    const store = createStore()
    store.set(signInAtom, { token: 'token-of-hanako', user: HANAKO })
    const slow = deferred()
    const requests = stubApi({
      'PUT /api/posts/:id/like': liked(mark(30)),
      'GET /api/search/suggestions': { ...suggestions(mark(31)), until: slow.promise },
      'GET /api/posts': timeline(mark(31)),
    })
    await like(1)
    const pending = call('GET /api/search/suggestions')
    await store.set(logoutAtom)
    slow.resolve()
    await pending
    expect(window.sessionStorage.getItem('d1Bookmark')).toBeNull()
    await call('GET /api/posts')
    expect(sent(requests)).toEqual([null, mark(30), null])
  })
})

function writeBootData(bookmark: string | null) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = BOOT_DATA_ID
  if (bookmark) element.setAttribute(BOOT_DATA_BOOKMARK_ATTRIBUTE, bookmark)
  element.textContent = JSON.stringify({
    '/api/posts?limit=20': page([makePost({ title: 'ページに入っていた投稿' })]),
  })
  document.head.append(element)
}

describe("a page's boot data", () => {
  it('is shown when it was read after the tab last wrote, however far reads moved since', async () => {
    const requests = stubApi({
      'PUT /api/posts/:id/like': liked(mark(40)),
      'GET /api/posts/:id': onePost(mark(90)),
      'GET /api/posts': json(page([makePost({ title: 'APIからの投稿' })])),
    })
    await like(1)
    await call('GET /api/posts/:id', { params: { id: 1 } })
    writeBootData(mark(41))
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('link', { name: 'ページに入っていた投稿' })).toBeTruthy()
    expect(requests.filter((r) => r.path === '/api/posts')).toHaveLength(0)
  })

  it('is not shown when it was read before the tab last wrote: the API answers, from the bookmark', async () => {
    const requests = stubApi({
      'POST /api/posts': withBookmark(json(makePost(), 201), mark(50)),
      'GET /api/posts': json(page([makePost({ title: '今書いた投稿' })])),
    })
    await call('POST /api/posts', { body: new FormData() })
    writeBootData(mark(49))
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('link', { name: '今書いた投稿' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'ページに入っていた投稿' })).toBeNull()
    const reads = requests.filter((r) => r.method === 'GET' && r.path === '/api/posts')
    expect(reads.length).toBeGreaterThan(0)
    expect(sent(reads)).toContain(mark(50))
  })

  it('is not shown without a bookmark once the tab has written', async () => {
    stubApi({
      'PUT /api/posts/:id/like': liked(mark(60)),
      'GET /api/posts': json(page([makePost({ title: 'APIからの投稿' })])),
    })
    await like(2)
    writeBootData(null)
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('link', { name: 'APIからの投稿' })).toBeTruthy()
  })
})

// Last in the file: after vi.resetModules() the pages rendered above would load fresh copies of
// the client modules.
describe('a reload of the tab', () => {
  it('still sends the bookmark (it is kept in sessionStorage)', async () => {
    stubApi({ 'PUT /api/posts/:id/like': liked(mark(20)) })
    await like(1)
    // A reload: the modules start again from what the tab stored.
    vi.resetModules()
    const reloaded = await import('../../src/lib/api')
    const requests = stubApi({ 'GET /api/posts/:id': onePost(mark(20)) })
    await reloaded.call('GET /api/posts/:id', { params: { id: 1 } })
    expect(sent(requests)).toEqual([mark(20)])
  })
})
