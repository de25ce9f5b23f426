import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Page, Post } from '../../src/shared/api/posts'
import type { SearchHit } from '../../src/shared/api/search'
import worker from '../../worker/index'
import { readUntil } from './helpers'
import { call, insertPost, insertUser, postForm, signIn } from './posts-helpers'
import {
  FAIL_MARKER,
  fakeTranslation,
  type LoggedRequest,
  SLOW_MARKER,
  TRANSLATION_TEST_KEY,
} from './translate-provider-server'

// Posts translated for the international sites, with the translation model replaced by a
// loopback server speaking the provider protocol (tests/worker/translate-provider-server.ts).

afterEach(() => {
  vi.restoreAllMocks()
})

const EN = { 'x-translate-lang': 'eng_Latn' }

async function providerLog(marker: string): Promise<LoggedRequest[]> {
  const res = await fetch(env.TRANSLATOR_LOG_URL)
  const log = (await res.json()) as LoggedRequest[]
  return log.filter((entry) => entry.body.text.some((text) => text.includes(marker)))
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function marker(): string {
  return `〔${crypto.randomUUID().slice(0, 8)}〕`
}

async function storedRows(postId: number) {
  const { results } = await env.DB.prepare(
    `SELECT field, target_lang, source_hash, text FROM translations WHERE subject = 'post' AND subject_id = ?1
     ORDER BY target_lang, field`,
  )
    .bind(postId)
    .all<{ field: string; target_lang: string; source_hash: string; text: string }>()
  return results
}

describe('on demand, with a provider', () => {
  it('translates title and body, says so, keeps the original, and stores the result', async () => {
    const tag = marker()
    const userId = await insertUser()
    const title = `夏祭りのお知らせ${tag}`
    const body = `今年の夏祭りは八月十日です。${tag}`
    const id = await insertPost({ user_id: userId, title, body })

    const res = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    expect(res.status).toBe(200)
    expect(res.body.title).toBe(fakeTranslation(title, 'eng_Latn'))
    expect(res.body.body).toBe(fakeTranslation(body, 'eng_Latn'))
    expect(res.body.translation).toEqual({
      translated: true,
      source_lang: 'ja',
      lang: 'en',
      original: { title, body },
    })
    const log = await providerLog(tag)
    expect(log).toHaveLength(1)
    expect(log[0]?.authorization).toBe(`Bearer ${TRANSLATION_TEST_KEY}`)
    expect(log[0]?.body).toEqual({
      text: [title, body],
      source_lang: 'jpn_Jpan',
      target_lang: 'eng_Latn',
    })
    expect(await storedRows(id)).toEqual([
      { field: 'body', target_lang: 'en', source_hash: await sha256(body), text: log0(body) },
      { field: 'title', target_lang: 'en', source_hash: await sha256(title), text: log0(title) },
    ])

    // Cached: the second reader does not reach the provider.
    const again = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    expect(again.body.title).toBe(fakeTranslation(title, 'eng_Latn'))
    expect(await providerLog(tag)).toHaveLength(1)
  })

  it('translates a whole page in one request per language, by X-Translate-Lang or target_scope', async () => {
    const tag = marker()
    const userId = await insertUser()
    for (const n of [1, 2, 3]) await insertPost({ user_id: userId, body: `朝市${n}${tag}` })
    const ko = await call<Page<Post>>('GET', '/api/posts?limit=3', {
      headers: { 'x-translate-lang': 'kor_Hang' },
    })
    expect(ko.body.items.map((post) => post.body)).toEqual(
      [3, 2, 1].map((n) => fakeTranslation(`朝市${n}${tag}`, 'kor_Hang')),
    )
    expect(await providerLog(tag)).toHaveLength(1)
    const zh = await call<Page<Post>>(
      'GET',
      '/api/posts?limit=3&target_scope=international:zh-hant',
    )
    expect(zh.body.items[0]?.body).toBe(fakeTranslation(`朝市3${tag}`, 'zho_Hant'))
    expect(zh.body.items[0]?.translation?.lang).toBe('zh-hant')
  })

  it('treats a stored translation of older text as missing', async () => {
    const tag = marker()
    const userId = await insertUser()
    const id = await insertPost({ user_id: userId, body: `新しい本文${tag}` })
    await env.DB.prepare(
      `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
       VALUES ('post', ?1, 'body', 'en', ?2, 'Old body')`,
    )
      .bind(id, await sha256('古い本文'))
      .run()
    const res = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    expect(res.body.body).toBe(fakeTranslation(`新しい本文${tag}`, 'eng_Latn'))
    expect((await storedRows(id))[0]?.source_hash).toBe(await sha256(`新しい本文${tag}`))
  })

  it('ignores an unknown X-Translate-Lang and the main site asks for nothing', async () => {
    const tag = marker()
    const userId = await insertUser()
    const id = await insertPost({ user_id: userId, body: `本文${tag}` })
    const variants: Record<string, string>[] = [
      { 'x-translate-lang': 'xxx_Latn' },
      { 'x-translate-lang': 'jpn_Jpan' },
      {},
    ]
    for (const headers of variants) {
      const res = await call<Post>('GET', `/api/posts/${id}`, { headers })
      expect(res.status).toBe(200)
      expect(res.body.body).toBe(`本文${tag}`)
      expect(res.body.translation).toBeUndefined()
    }
    expect(await providerLog(tag)).toEqual([])
  })
})

describe('search hits on the international sites', () => {
  it('carry the translated title and text beside the highlighted original', async () => {
    const tag = marker()
    const userId = await insertUser()
    await insertPost({ user_id: userId, title: `朝市のお知らせ${tag}`, body: `日曜の朝市${tag}` })
    const q = encodeURIComponent(`朝市のお知らせ${tag}`)
    const res = await call<Page<SearchHit>>('GET', `/api/search?q=${q}`, { headers: EN })
    expect(res.status).toBe(200)
    const [hit] = res.body.items
    expect(hit?.title).toBe(`朝市のお知らせ${tag}`)
    expect(hit?.title_matches).toEqual([[0, hit?.title.length]])
    expect(hit?.translation).toEqual({
      translated: true,
      source_lang: 'ja',
      lang: 'en',
      title: fakeTranslation(`朝市のお知らせ${tag}`, 'eng_Latn'),
      text: fakeTranslation(`日曜の朝市${tag}`, 'eng_Latn'),
    })
    const main = await call<Page<SearchHit>>('GET', `/api/search?q=${q}`)
    expect(main.body.items[0]?.translation).toBeUndefined()
  })
})

describe('when the provider fails', () => {
  it('returns the originals marked untranslated after at most the timeout, and logs once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const userId = await insertUser()
    const body = `ゆっくり${SLOW_MARKER}${marker()}`
    const id = await insertPost({ user_id: userId, title: '遅い翻訳', body })
    const started = Date.now()
    const res = await call<Post>('GET', `/api/posts/${id}`, { headers: EN })
    const elapsed = Date.now() - started
    expect(res.status).toBe(200)
    expect(elapsed).toBeLessThan(6000)
    expect(res.body).toMatchObject({ title: '遅い翻訳', body })
    expect(res.body.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(await storedRows(id)).toEqual([])
  })

  it('returns the originals when the provider answers 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const userId = await insertUser()
    const body = `故障中${FAIL_MARKER}${marker()}`
    await insertPost({ user_id: userId, body })
    const res = await call<Page<Post>>('GET', '/api/posts?limit=1', { headers: EN })
    expect(res.status).toBe(200)
    expect(res.body.items[0]?.body).toBe(body)
    expect(res.body.items[0]?.translation?.translated).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('without a provider configured', () => {
  it('returns originals marked untranslated and calls nobody', async () => {
    const tag = marker()
    const userId = await insertUser()
    const id = await insertPost({ user_id: userId, title: `題${tag}`, body: `本文${tag}` })
    const res = await worker.fetch(
      new Request(`http://en.localhost:8787/api/posts/${id}`, { headers: EN }),
      { ...env, TRANSLATION_API_URL: '' },
      createExecutionContext(),
    )
    expect(res.status).toBe(200)
    const post = (await res.json()) as Post
    expect(post).toMatchObject({ title: `題${tag}`, body: `本文${tag}` })
    expect(post.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    expect(await providerLog(tag)).toEqual([])
  })
})

describe('at write time, through the queue', () => {
  it('translates a new post into all four languages, and again after an edit', async () => {
    const tag = marker()
    const member = await signIn()
    const created = await call<Post>('POST', '/api/posts', {
      token: member.token,
      form: postForm({ kind: 'post', title: `新店舗${tag}`, body: `駅前にパン屋が開店${tag}` }),
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    const rows = await readUntil(
      () => storedRows(id),
      (list) => list.length === 8,
    )
    expect(rows.map((row) => `${row.target_lang}/${row.field}`)).toEqual([
      'en/body',
      'en/title',
      'ko/body',
      'ko/title',
      'zh-hans/body',
      'zh-hans/title',
      'zh-hant/body',
      'zh-hant/title',
    ])
    expect(rows.find((row) => row.target_lang === 'zh-hans' && row.field === 'title')?.text).toBe(
      fakeTranslation(`新店舗${tag}`, 'zho_Hans'),
    )
    const targets = (await providerLog(tag)).map((entry) => entry.body.target_lang).sort()
    expect(targets).toEqual(['eng_Latn', 'kor_Hang', 'zho_Hans', 'zho_Hant'])

    // Readers now get the stored text without another provider call.
    const read = await call<Post>('GET', `/api/posts/${id}`, {
      headers: { 'x-translate-lang': 'kor_Hang' },
    })
    expect(read.body.body).toBe(fakeTranslation(`駅前にパン屋が開店${tag}`, 'kor_Hang'))
    expect(await providerLog(tag)).toHaveLength(4)

    const newBody = `パン屋は移転しました${tag}`
    const edited = await call<Post>('PATCH', `/api/posts/${id}`, {
      token: member.token,
      form: postForm({ kind: 'post', title: `新店舗${tag}`, body: newBody }),
    })
    expect(edited.status).toBe(200)
    const newHash = await sha256(newBody)
    const refreshed = await readUntil(
      () => storedRows(id),
      (list) =>
        list.filter((row) => row.field === 'body' && row.source_hash === newHash).length === 4,
    )
    expect(refreshed.find((row) => row.target_lang === 'en' && row.field === 'body')?.text).toBe(
      fakeTranslation(newBody, 'eng_Latn'),
    )
  }, 40_000)

  it('retries a message when the provider fails, and acks one for a vanished post', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const userId = await insertUser()
    const failing = await insertPost({ user_id: userId, body: `障害${FAIL_MARKER}${marker()}` })
    const batch = createMessageBatch<unknown>('jimoto-translate', [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { post_id: failing } },
      { id: 'm2', timestamp: new Date(), attempts: 1, body: { post_id: 999_999 } },
      { id: 'm3', timestamp: new Date(), attempts: 1, body: 'garbage' },
    ])
    const ctx = createExecutionContext()
    await worker.queue(batch, env, ctx)
    const result = await getQueueResult(batch, ctx)
    expect(result.explicitAcks.sort()).toEqual(['m2', 'm3'])
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['m1'])
  })
})

function log0(text: string): string {
  return fakeTranslation(text, 'eng_Latn')
}
