import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import type { Post, PostStatus } from '../../src/shared/api/posts'
import { json, stubApi } from './api-fakes'
import { langOf } from './lang-of'
import { makePost, page } from './posts-fakes'
import { renderApp } from './render-app'

// What an international site's API answers (X-Translate-Lang): the text in the site's language
// when a translation exists, with the Japanese original alongside.
const TRANSLATED: Post = makePost({
  id: 21,
  title: 'Autumn festival at Minato Shrine',
  body: 'About 30 food stalls line the shrine grounds.',
  translation: {
    translated: true,
    source_lang: 'ja',
    lang: 'en',
    original: { title: 'みなと神社 秋季例大祭', body: '境内に約30の屋台が並びます。' },
  },
})
const UNTRANSLATED: Post = makePost({
  id: 22,
  title: '朝市のお知らせ',
  body: '毎週日曜の朝7時から。',
  translation: { translated: false, source_lang: 'ja', lang: 'en' },
})
const status: PostStatus = { liked: false, like_count: 0, favorited: false, favorite_count: 0 }

beforeEach(() => forgetPagedLists())

describe('translated posts', () => {
  it('shows the translation with a machine-translation note, and the original on request', async () => {
    stubApi({
      'GET /api/posts/:id': json(TRANSLATED),
      'GET /api/posts/:id/like-status': json(status),
    })
    renderApp('/app/posts/21')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autumn festival at Minato Shrine' }),
    ).toBeTruthy()
    expect(screen.getByText('About 30 food stalls line the shrine grounds.')).toBeTruthy()
    expect(screen.getByText('機械翻訳')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('みなと神社 秋季例大祭')
    expect(langOf('境内に約30の屋台が並びます。')).toBe('ja')
    await userEvent.click(screen.getByRole('button', { name: '翻訳を表示' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Autumn festival at Minato Shrine',
    )
  })

  it('labels text that has no translation as the original, without an error', async () => {
    stubApi({
      'GET /api/posts/:id': json(UNTRANSLATED),
      'GET /api/posts/:id/like-status': json(status),
    })
    renderApp('/app/posts/22')
    expect(await screen.findByRole('heading', { level: 1, name: '朝市のお知らせ' })).toBeTruthy()
    expect(screen.getByText('原文')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '原文を表示' })).toBeNull()
  })

  it('marks timeline cards as machine-translated or original', async () => {
    stubApi({ 'GET /api/posts': json(page([TRANSLATED, UNTRANSLATED])) })
    renderApp('/app/timeline')
    expect(await screen.findByText('Autumn festival at Minato Shrine')).toBeTruthy()
    expect(screen.getAllByText('機械翻訳')).toHaveLength(1)
    expect(screen.getAllByText('原文')).toHaveLength(1)
    // The original is marked Japanese (its glyphs on a Chinese page); the translation is in the
    // page's own language.
    expect(langOf('朝市のお知らせ')).toBe('ja')
    expect(langOf('毎週日曜の朝7時から。')).toBe('ja')
    expect(langOf('Autumn festival at Minato Shrine')).toBeUndefined()
  })

  it('shows posts on the Japanese site without any translation note', async () => {
    const { translation: _ignored, ...plain } = UNTRANSLATED
    stubApi({ 'GET /api/posts': json(page([plain])) })
    renderApp('/app/timeline')
    expect(await screen.findByText('朝市のお知らせ')).toBeTruthy()
    expect(screen.queryByText('原文')).toBeNull()
    expect(screen.queryByText('機械翻訳')).toBeNull()
  })
})
