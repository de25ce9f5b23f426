import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { PostSummary } from '../../src/shared/api/posts'
import { postFirstScreen, timelineFirstScreen } from '../../worker/pages/first-screen'

// The first screen marks the Japanese original on an international site lang="ja", as the app's
// cards and post page do: otherwise a Chinese or Korean page would draw it with that language's
// glyphs until the app takes over, and the hand-over would visibly change the font.

const POST: PostSummary = {
  id: 7,
  kind: 'post',
  title: '直売所の朝市',
  body: '骨付き肉と角煮が並びます。',
  tags: [],
  place: null,
  event: null,
  coupon: null,
  media: [],
  author: { id: 1, name: '港の八百屋', avatar_url: null },
  like_count: 0,
  favorite_count: 0,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
}

const original = (lang: 'en' | 'zh-hant'): PostSummary => ({
  ...POST,
  translation: { translated: false, source_lang: 'ja', lang },
})

const translated: PostSummary = {
  ...POST,
  title: '直賣所的早市',
  body: '帶骨肉和角煮並排陳列。',
  translation: {
    translated: true,
    source_lang: 'ja',
    lang: 'zh-hant',
    original: { title: POST.title, body: POST.body },
  },
}

describe('lang of user text in the first screen', () => {
  it('marks an original post’s title and text as Japanese on the zh-hant site', () => {
    const html = postFirstScreen(env, { lang: 'zh-hant', embed: false }, original('zh-hant'))
    expect(html).toContain('<h1 class="first-screen__title" lang="ja">直売所の朝市</h1>')
    expect(html).toContain('lang="ja">骨付き肉と角煮が並びます。</p>')
  })

  it('leaves a translation in the page’s language, and the Japanese site unmarked', () => {
    const zh = postFirstScreen(env, { lang: 'zh-hant', embed: false }, translated)
    expect(zh).toContain('<h1 class="first-screen__title">直賣所的早市</h1>')
    expect(zh).not.toContain('lang=')
    expect(postFirstScreen(env, { lang: 'ja', embed: false }, POST)).not.toContain('lang=')
  })

  it('marks original timeline cards, but not the site’s own stand-in heading', () => {
    const untitled = { ...original('en'), id: 8, title: null, body: '' }
    const html = timelineFirstScreen(env, { lang: 'en', embed: false }, [original('en'), untitled])
    expect(html).toContain('<h2 class="first-screen__card-title" lang="ja">')
    expect(html).toContain('<p class="first-screen__text" lang="ja">')
    expect(html).toContain('<h2 class="first-screen__card-title"><a href="/app/posts/8">')
  })
})
