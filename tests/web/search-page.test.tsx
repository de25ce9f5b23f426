import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SearchHit, SearchSuggestions } from '../../src/shared/api/search'
import { apiError, json, requestsTo, stubApi } from './api-fakes'
import { renderApp } from './render-app'

// The search page with the real router and API client; the network answers like the API.

afterEach(() => {
  vi.unstubAllGlobals()
})

function hit(fields: Partial<SearchHit> & Pick<SearchHit, 'id' | 'title'>): SearchHit {
  return {
    kind: 'post',
    place_kind: null,
    title_matches: [],
    snippet: '',
    snippet_matches: [],
    image_url: null,
    created_at: '2026-08-01T00:00:00.000Z',
    ...fields,
  }
}

const suggestions: SearchSuggestions = {
  recent_tags: ['朝市', '花火'],
  popular_tags: [{ tag: '夏祭り', count: 12 }],
}

describe('search page', () => {
  it('offers recent and popular tags before anything is searched', async () => {
    const requests = stubApi({ 'GET /api/search/suggestions': json(suggestions) })
    renderApp('/app/search')
    expect(await screen.findByRole('heading', { name: '最近のタグ' })).toBeTruthy()
    const tag = screen.getByRole('link', { name: '#夏祭り' })
    expect(tag.getAttribute('href')).toBe(`/app/search?q=${encodeURIComponent('夏祭り')}`)
    expect(screen.getByRole('link', { name: '#朝市' })).toBeTruthy()
    expect(requestsTo(requests, '/api/search')).toHaveLength(0)
  })

  it('puts the query in the URL and highlights the matched text, as text only', async () => {
    const requests = stubApi({
      'GET /api/search/suggestions': json(suggestions),
      'GET /api/search': json({
        items: [
          hit({
            id: 5,
            kind: 'event',
            title: '港町夏祭り<img src=x onerror=alert(1)>',
            title_matches: [[2, 5]],
            snippet: '今年の夏祭りは八月十日。',
            snippet_matches: [[3, 6]],
          }),
        ],
        nextCursor: null,
      }),
    })
    const app = renderApp('/app/search')
    const box = await screen.findByRole('searchbox', { name: '検索キーワード' })
    fireEvent.change(box, { target: { value: ' 夏祭り ' } })
    fireEvent.click(screen.getByRole('button', { name: '検索' }))
    await waitFor(() =>
      expect(app.currentPath()).toBe(`/app/search?q=${encodeURIComponent('夏祭り')}`),
    )
    const results = await screen.findByRole('list', { name: '「夏祭り」の検索結果' })
    const item = within(results).getByRole('listitem')
    const link = within(item).getByRole('link')
    expect(link.getAttribute('href')).toBe('/app/posts/5')
    const marks = [...item.querySelectorAll('mark')].map((mark) => mark.textContent)
    expect(marks).toEqual(['夏祭り', '夏祭り'])
    expect(item.querySelector('img')).toBeNull()
    expect(link.textContent).toBe('港町夏祭り<img src=x onerror=alert(1)>')
    expect(within(item).getByText('イベント')).toBeTruthy()
    // The Japanese site shows originals with no translation note.
    expect(within(item).queryByRole('button')).toBeNull()
    expect(requestsTo(requests, '/api/search')[0]?.query.get('q')).toBe('夏祭り')
  })

  it('filters by kind through the URL and pages with the cursor', async () => {
    const requests = stubApi({
      'GET /api/search': (request) =>
        request.query.get('cursor') === 'next-1'
          ? json({ items: [hit({ id: 2, title: 'らーめん二号店' })], nextCursor: null })
          : json({
              items: [
                hit({ id: 9, kind: 'place', place_kind: 'restaurant', title: 'らーめん大将' }),
              ],
              nextCursor: 'next-1',
            }),
    })
    const app = renderApp('/app/search?q=らーめん')
    await screen.findByText('らーめん大将')
    fireEvent.click(screen.getByRole('link', { name: '場所' }))
    await waitFor(() => expect(app.currentPath()).toContain('kind=place'))
    await waitFor(() =>
      expect(requestsTo(requests, '/api/search').at(-1)?.query.get('kind')).toBe('place'),
    )
    const more = await screen.findByRole('button', { name: 'もっと見る' })
    expect(screen.getByText('飲食店')).toBeTruthy()
    expect(screen.getByRole('link', { name: /らーめん大将/ }).getAttribute('href')).toBe(
      '/app/restaurants/9',
    )
    fireEvent.click(more)
    expect(await screen.findByText('らーめん二号店')).toBeTruthy()
    expect(screen.getByText('らーめん大将')).toBeTruthy()
    expect(requestsTo(requests, '/api/search').at(-1)?.query.get('cursor')).toBe('next-1')
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull()
  })

  it('keeps hits of different kinds that share an id when paging', async () => {
    stubApi({
      'GET /api/search': (request) =>
        request.query.get('cursor') === 'next-1'
          ? json({ items: [hit({ id: 5, kind: 'user', title: '港の花子' })], nextCursor: null })
          : json({ items: [hit({ id: 5, title: '港の朝市' })], nextCursor: 'next-1' }),
    })
    renderApp('/app/search?q=港')
    fireEvent.click(await screen.findByRole('button', { name: 'もっと見る' }))
    expect(await screen.findByText('港の花子')).toBeTruthy()
    const results = screen.getByRole('list', { name: '「港」の検索結果' })
    expect(within(results).getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows a machine translation with a toggle to the highlighted original', async () => {
    stubApi({
      'GET /api/search': json({
        items: [
          hit({
            id: 8,
            title: '朝市のお知らせ',
            title_matches: [[0, 2]],
            snippet: '日曜の朝市で野菜を買いました。',
            snippet_matches: [[3, 5]],
            translation: {
              translated: true,
              source_lang: 'ja',
              lang: 'en',
              title: 'Morning market notice',
              text: 'I bought vegetables at the Sunday morning market.',
            },
          }),
          hit({
            id: 9,
            title: '朝市の場所',
            translation: { translated: false, source_lang: 'ja', lang: 'en' },
          }),
        ],
        nextCursor: null,
      }),
    })
    renderApp('/app/search?q=朝市')
    const results = await screen.findByRole('list', { name: '「朝市」の検索結果' })
    const [translated, untranslated] = within(results).getAllByRole('listitem')
    if (!translated || !untranslated) throw new Error('two hits expected')
    expect(within(translated).getByRole('link').textContent).toBe('Morning market notice')
    expect(translated.textContent).toContain('機械翻訳')
    expect(translated.querySelector('[lang="en"]')?.textContent).toContain('Sunday morning market')
    fireEvent.click(within(translated).getByRole('button', { name: '原文を表示' }))
    expect(within(translated).getByRole('link').textContent).toBe('朝市のお知らせ')
    expect(translated.querySelector('[lang="ja"] mark')?.textContent).toBe('朝市')
    fireEvent.click(within(translated).getByRole('button', { name: '翻訳を表示' }))
    expect(within(translated).getByRole('link').textContent).toBe('Morning market notice')
    // Not translated: the original, labelled as such, and no toggle.
    expect(within(untranslated).getByText('原文')).toBeTruthy()
    expect(within(untranslated).queryByRole('button')).toBeNull()
  })

  it('says so when nothing matches, and suggests tags', async () => {
    stubApi({
      'GET /api/search': json({ items: [], nextCursor: null }),
      'GET /api/search/suggestions': json(suggestions),
    })
    renderApp('/app/search?q=新宿')
    expect(
      await screen.findByRole('heading', { name: '「新宿」に一致する結果はありませんでした' }),
    ).toBeTruthy()
    expect(await screen.findByRole('link', { name: '#花火' })).toBeTruthy()
  })

  it('shows the server message when the search fails', async () => {
    stubApi({
      'GET /api/search': apiError(
        400,
        'invalid_request',
        '種類（kind）は post・event・coupon・place・user のいずれかを指定してください。',
      ),
    })
    renderApp('/app/search?q=祭')
    expect((await screen.findByRole('alert')).textContent).toMatch(/種類（kind）/)
  })
})
