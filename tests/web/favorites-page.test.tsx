import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { json, stubApi } from './api-fakes'
import { makePost } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// お気に入り: saved places and artists first, then the saved posts under a heading of their own,
// so a screen reader's heading list (and a glance) tells the two apart.

afterEach(() => {
  vi.restoreAllMocks()
  forgetPagedLists()
})

describe('the favorites page', () => {
  it('puts the saved posts under their own heading, after the saved places', async () => {
    stubApi({
      'GET /api/me/place-favorites': json({ places: [], artists: [] }),
      'GET /api/me/favorites': json({
        items: [makePost({ id: 5, title: '港の朝市' })],
        nextCursor: null,
      }),
    })
    renderApp('/app/favorites', { kind: 'user', user: HANAKO })
    const postsHeading = await screen.findByRole('heading', { level: 2, name: '保存した投稿' })
    const placesHeading = await screen.findByRole('heading', {
      level: 2,
      name: 'お気に入りの場所・アーティスト',
    })
    // The places come first in reading order.
    expect(
      placesHeading.compareDocumentPosition(postsHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    const list = screen.getByRole('list', { name: '保存した投稿' })
    expect(within(list).getByText('港の朝市')).toBeTruthy()
  })
})
