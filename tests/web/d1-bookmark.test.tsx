import { screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { uploadPost } from '../../src/features/posts/api'
import { api } from '../../src/lib/api'
import { forgetBookmark } from '../../src/lib/d1-bookmark'
import type { PostInput } from '../../src/shared/api/posts'
import { BOOT_DATA_BOOKMARK_ATTRIBUTE, BOOT_DATA_ID } from '../../src/shared/boot-data'
import { D1_BOOKMARK_HEADER } from '../../src/shared/d1-bookmark'
import { logoutAtom, signInAtom } from '../../src/state/session'
import {
  deferred,
  type FakeResponse,
  json,
  makePost,
  page,
  stubUntypedApi,
  stubUploads,
} from './posts-fakes'
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

const answer = (bookmark: string | null, status = 200): FakeResponse => ({
  status,
  body: status < 400 ? {} : { error: 'bad_request', message: '入力が正しくありません。' },
  headers: bookmark === null ? {} : { [D1_BOOKMARK_HEADER]: bookmark },
})

const sent = (requests: { headers: Headers }[]) =>
  requests.map((request) => request.headers.get(D1_BOOKMARK_HEADER))

describe('the API client', () => {
  it('sends no bookmark until an answer brings one, then always the newest it has seen', async () => {
    const requests = stubUntypedApi({
      'GET /api/posts': answer(mark(5)),
      'POST /api/posts/1/like': answer(mark(9)),
      // Answers can arrive out of order: an older bookmark does not replace a newer one.
      'GET /api/users/1': answer(mark(7)),
      'GET /api/feed': answer(null),
    })
    await api('/api/posts')
    await api('/api/posts/1/like', { method: 'POST' })
    await api('/api/users/1')
    await api('/api/feed')
    expect(sent(requests)).toEqual([null, mark(5), mark(9), mark(9)])
  })

  it('keeps the bookmark of a refused write', async () => {
    const requests = stubUntypedApi({
      'POST /api/posts/1/report': answer(mark(12), 400),
      'GET /api/posts': answer(mark(12)),
    })
    await expect(api('/api/posts/1/report', { method: 'POST' })).rejects.toThrow()
    await api('/api/posts')
    expect(sent(requests)).toEqual([null, mark(12)])
  })

  it('keeps the bookmark of a post upload (sent with XMLHttpRequest for its progress)', async () => {
    stubUploads(() => ({
      status: 201,
      body: makePost({ id: 77 }),
      headers: { [D1_BOOKMARK_HEADER]: mark(15) },
    }))
    await uploadPost({ kind: 'post', body: '写真の投稿' } as PostInput, [], () => {}).done
    const requests = stubUntypedApi({ 'GET /api/posts/77': answer(mark(15)) })
    await api('/api/posts/77')
    expect(sent(requests)).toEqual([mark(15)])
  })

  it('ignores a header that is not a bookmark', async () => {
    const requests = stubUntypedApi({
      'GET /api/posts': answer(mark(3)),
      'GET /api/users/1': answer('first-primary'),
      'GET /api/users/2': answer(`${mark(9)}<script>`),
      'GET /api/feed': answer(null),
    })
    for (const path of ['/api/posts', '/api/users/1', '/api/users/2', '/api/feed']) await api(path)
    expect(sent(requests).at(-1)).toBe(mark(3))
  })

  it('forgets the bookmark on logout, also one an earlier request brings back later', async () => {
    const store = createStore()
    store.set(signInAtom, { token: 'token-of-hanako', user: HANAKO })
    const slow = deferred()
    const requests = stubUntypedApi({
      'POST /api/posts/1/like': answer(mark(30)),
      'GET /api/me/notifications': { ...answer(mark(31)), until: slow.promise },
      'GET /api/posts': answer(mark(31)),
    })
    await api('/api/posts/1/like', { method: 'POST' })
    const pending = api('/api/me/notifications')
    await store.set(logoutAtom)
    slow.resolve()
    await pending
    expect(window.sessionStorage.getItem('d1Bookmark')).toBeNull()
    await api('/api/posts')
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
    const requests = stubUntypedApi({
      'POST /api/posts/1/like': answer(mark(40)),
      'GET /api/users/1': answer(mark(90)),
      'GET /api/posts': json(page([makePost({ title: 'APIからの投稿' })])),
    })
    await api('/api/posts/1/like', { method: 'POST' })
    await api('/api/users/1')
    writeBootData(mark(41))
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('link', { name: 'ページに入っていた投稿' })).toBeTruthy()
    expect(requests.filter((r) => r.path === '/api/posts')).toHaveLength(0)
  })

  it('is not shown when it was read before the tab last wrote: the API answers, from the bookmark', async () => {
    const requests = stubUntypedApi({
      'POST /api/posts': { ...answer(mark(50)), status: 201 },
      'GET /api/posts': json(page([makePost({ title: '今書いた投稿' })])),
    })
    await api('/api/posts', { method: 'POST' })
    writeBootData(mark(49))
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('link', { name: '今書いた投稿' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'ページに入っていた投稿' })).toBeNull()
    const reads = requests.filter((r) => r.method === 'GET' && r.path === '/api/posts')
    expect(reads.length).toBeGreaterThan(0)
    expect(sent(reads)).toContain(mark(50))
  })

  it('is not shown without a bookmark once the tab has written', async () => {
    stubUntypedApi({
      'POST /api/posts/2/like': answer(mark(60)),
      'GET /api/posts': json(page([makePost({ title: 'APIからの投稿' })])),
    })
    await api('/api/posts/2/like', { method: 'POST' })
    writeBootData(null)
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('link', { name: 'APIからの投稿' })).toBeTruthy()
  })
})

// Last in the file: after vi.resetModules() the pages rendered above would load fresh copies of
// the client modules.
describe('a reload of the tab', () => {
  it('still sends the bookmark (it is kept in sessionStorage)', async () => {
    stubUntypedApi({ 'POST /api/posts/1/like': answer(mark(20)) })
    await api('/api/posts/1/like', { method: 'POST' })
    // A reload: the modules start again from what the tab stored.
    vi.resetModules()
    const reloaded = await import('../../src/lib/api')
    const requests = stubUntypedApi({ 'GET /api/posts/1': answer(mark(20)) })
    await reloaded.api('/api/posts/1')
    expect(sent(requests)).toEqual([mark(20)])
  })
})
