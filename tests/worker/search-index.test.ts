import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Page, Post } from '../../src/shared/api/posts'
import type { SearchHit, SearchSuggestions } from '../../src/shared/api/search'
import { call, insertPost, insertUser, postForm, signIn } from './posts-helpers'
import { searchPage } from './search-helpers'

// The index follows every write: posts created, edited and deleted through the API, rows written
// directly (seed, moderation), and rows that were pending normalization.

async function titles(q: string, params: Record<string, string> = {}) {
  const res = await searchPage(q, params)
  expect(res.status).toBe(200)
  return res.body.items.map((hit) => hit.title)
}

describe('the API keeps the index current', () => {
  it('finds a new post at once, normalized, and follows edits and deletion', async () => {
    const member = await signIn()
    const created = await call<Post>('POST', '/api/posts', {
      token: member.token,
      form: postForm({ kind: 'post', title: 'ＺＥＮ珈琲 開店', body: 'ﾄﾞﾘｯﾌﾟ珈琲の専門店です。' }),
    })
    expect(created.status).toBe(201)
    expect(await titles('zen珈琲')).toEqual(['ＺＥＮ珈琲 開店'])
    expect(await titles('ドリップ')).toEqual(['ＺＥＮ珈琲 開店'])
    const doc = await env.DB.prepare('SELECT title, pending FROM search_docs WHERE id = ?1')
      .bind(created.body.id * 4)
      .first()
    expect(doc).toEqual({ title: 'zen珈琲 開店', pending: 0 })

    const edited = await call<Post>('PATCH', `/api/posts/${created.body.id}`, {
      token: member.token,
      form: postForm({
        kind: 'post',
        title: '焙煎所オープン',
        body: '深煎りの豆を量り売りします。',
      }),
    })
    expect(edited.status).toBe(200)
    expect(await titles('zen珈琲')).toEqual([])
    expect(await titles('焙煎所')).toEqual(['焙煎所オープン'])
    expect(await titles('深煎り')).toEqual(['焙煎所オープン'])

    const deleted = await call('DELETE', `/api/posts/${created.body.id}`, { token: member.token })
    expect(deleted.status).toBe(204)
    expect(await titles('焙煎所')).toEqual([])
  })

  it('finds rows written without the API (the seed) with full folding after a search', async () => {
    const userId = await insertUser({ name: 'ＭＩＮＡＴＯ商店会' })
    await insertPost({ user_id: userId, title: 'ｻﾏｰｾｰﾙ', body: '商店会のｻﾏｰｾｰﾙは今週末まで。' })
    // Before normalization the raw text is already searchable as typed…
    expect(await titles('ｻﾏｰｾｰﾙ')).toEqual(['ｻﾏｰｾｰﾙ'])
    // …and the search normalized the pending rows, so other spellings match too.
    expect(await titles('サマーセール')).toEqual(['ｻﾏｰｾｰﾙ'])
    expect(await titles('minato', { kind: 'user' })).toEqual(['ＭＩＮＡＴＯ商店会'])
    const pending = await env.DB.prepare(
      'SELECT count(*) AS n FROM search_docs WHERE pending = 1',
    ).first<{ n: number }>()
    expect(pending?.n).toBe(0)
  })

  it('normalizes a large backlog in bounded batches, and it stays searchable meanwhile', async () => {
    const userId = await insertUser()
    const insert = env.DB.prepare(
      "INSERT INTO posts (user_id, kind, title, body) VALUES (?1, 'post', ?2, 'ﾊﾞｯｸﾛｸﾞ')",
    )
    await env.DB.batch(Array.from({ length: 450 }, (_, i) => insert.bind(userId, `backlog ${i}`)))
    const pending = async () =>
      (
        await env.DB.prepare('SELECT count(*) AS n FROM search_docs WHERE pending = 1').first<{
          n: number
        }>()
      )?.n
    // 450 posts and their author.
    expect(await pending()).toBe(451)
    await searchPage('ﾊﾞｯｸﾛｸﾞ')
    expect(await pending()).toBe(251)
    const first = await searchPage('ﾊﾞｯｸﾛｸﾞ', { limit: '50' })
    expect(first.body.items).toHaveLength(50)
    await searchPage('x')
    expect(await pending()).toBe(0)
    expect((await searchPage('バックログ', { limit: '50' })).body.items).toHaveLength(50)
  })

  it('answers a search while more documents than one statement may name have lost their rows', async () => {
    // Rows deleted behind the API's back with their documents still pending: 150 users here
    // (as an account's deletion leaves its posts' documents). The search that meets them drops them.
    const insert = env.DB.prepare(
      "INSERT INTO users (email, email_verified, name, bio, website, status) VALUES (?1, 1, ?2, '', '', 'active')",
    )
    const marker = crypto.randomUUID().slice(0, 8)
    await env.DB.batch(
      Array.from({ length: 150 }, (_, i) =>
        insert.bind(`orphan${i}-${marker}@test.jimoto.example`, `孤児${i}`),
      ),
    )
    await env.DB.prepare('DELETE FROM users WHERE email LIKE ?1').bind(`%-${marker}@%`).run()
    const res = await searchPage('孤児')
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([])
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM search_docs WHERE id % 4 = 1 AND title LIKE '孤児%'",
    ).first<{ n: number }>()
    expect(left?.n).toBe(0)
  })

  it("follows a title or a kind changed alone, in the titles' own index too", async () => {
    const userId = await insertUser({ name: '題名変更テスト' })
    const postId = await insertPost({
      user_id: userId,
      title: '灯台まつり 準備中',
      body: '浜の屋台も出ます。',
    })
    expect(await titles('灯台まつり')).toEqual(['灯台まつり 準備中'])
    // A title-only change: the text is the same, the old title no longer matches.
    await env.DB.prepare("UPDATE posts SET title = '潮風フェス 準備中' WHERE id = ?1")
      .bind(postId)
      .run()
    expect(await titles('灯台まつり')).toEqual([])
    expect(await titles('潮風フェス')).toEqual(['潮風フェス 準備中'])
    // A kind-only change: the kind's tab finds it under its new kind and no longer its old one.
    await env.DB.prepare("UPDATE posts SET kind = 'event' WHERE id = ?1").bind(postId).run()
    expect(await titles('潮風フェス', { kind: 'post' })).toEqual([])
    expect(await titles('潮風フェス', { kind: 'event' })).toEqual(['潮風フェス 準備中'])
    // The body alone: the title's match stays (first phase), the text's new word is found.
    await env.DB.prepare("UPDATE posts SET body = '花火の打ち上げは雨天中止。' WHERE id = ?1")
      .bind(postId)
      .run()
    expect(await titles('潮風フェス', { kind: 'event' })).toEqual(['潮風フェス 準備中'])
    expect(await titles('打ち上げ')).toEqual(['潮風フェス 準備中'])
  })

  it('drops hidden posts, suspended authors and deleted places', async () => {
    const userId = await insertUser({ name: '非表示テスト' })
    const postId = await insertPost({ user_id: userId, title: '幻の限定メニュー' })
    expect(await titles('幻の限定')).toEqual(['幻の限定メニュー'])
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1").bind(postId).run()
    expect(await titles('幻の限定')).toEqual([])
    await env.DB.prepare("UPDATE posts SET visibility = 'public' WHERE id = ?1").bind(postId).run()
    expect(await titles('幻の限定')).toEqual(['幻の限定メニュー'])
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1").bind(userId).run()
    expect(await titles('幻の限定')).toEqual([])
    expect(await titles('非表示テスト', { kind: 'user' })).toEqual([])

    const venue = await env.DB.prepare(
      "INSERT INTO venues (kind, name) VALUES ('shelter', '北公民館') RETURNING id",
    ).first<{ id: number }>()
    expect(await titles('北公民館')).toEqual(['北公民館'])
    await env.DB.prepare('DELETE FROM venues WHERE id = ?1').bind(venue?.id).run()
    expect(await titles('北公民館')).toEqual([])
  })
})

describe('suggestions for the empty search page', () => {
  it('lists recent tags newest first and popular tags by use', async () => {
    const userId = await insertUser()
    await insertPost({ user_id: userId, body: 'a', tags: ['朝市', '野菜'] })
    await insertPost({ user_id: userId, body: 'b', tags: ['朝市'] })
    await insertPost({ user_id: userId, body: 'c', tags: ['花火'] })
    await insertPost({ user_id: userId, body: 'd', tags: ['秘密'], visibility: 'hidden' })
    const res = await call<SearchSuggestions>('GET', '/api/search/suggestions')
    expect(res.status).toBe(200)
    expect(res.body.recent_tags.slice(0, 2)).toEqual(['花火', '朝市'])
    expect(res.body.recent_tags).not.toContain('秘密')
    expect(res.body.popular_tags[0]).toEqual({ tag: '朝市', count: 2 })
  })

  it('returns an empty page for an empty query', async () => {
    const res = await call<Page<SearchHit>>('GET', '/api/search')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ items: [], nextCursor: null })
  })
})
