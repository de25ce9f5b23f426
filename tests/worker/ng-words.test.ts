import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { QueueItem, SubjectDetail } from '../../src/shared/api/moderation'
import type { Page, PostSummary } from '../../src/shared/api/posts'
import { readAnswer, request } from './helpers'
import { reportPost, signInAs } from './moderation-helpers'
import { createEvent, signInOrganizer, twoOrganizersAndHall } from './organizers-helpers'
import { call, insertPost, postForm, type SignedIn, signIn } from './posts-helpers'

// The town's NG words: staff keep the list in the desk; a post or a profile edit that matches
// (NFKC, case, katakana as hiragana) is held for review instead of published. Its author sees it
// as 確認中, nobody else sees it, and the desk lists it first, where a moderator publishes or
// removes it.

const NG = '/api/admin/moderation/ng-words'
let moderator: SignedIn
let author: SignedIn
let neighbour: SignedIn

const addWord = (word: unknown, token = moderator.token) =>
  call<{ id: number; message?: string }>('POST', NG, { token, json: { word } })
const createPost = (body: string) =>
  call<PostSummary>('POST', '/api/posts', {
    token: author.token,
    form: postForm({ kind: 'post', body }),
  })
const detailOf = (kind: string, id: number) =>
  call<SubjectDetail>('GET', `/api/admin/moderation/subjects/${kind}/${id}`, {
    token: moderator.token,
  })
const decide = (kind: string, id: number, decision: string, version: number) =>
  call<{ detail: SubjectDetail; message?: string }>(
    'POST',
    `/api/admin/moderation/holds/${kind}/${id}`,
    { token: moderator.token, json: { decision, version } },
  )
const timelineText = async (token?: string) =>
  JSON.stringify((await call<Page<PostSummary>>('GET', '/api/posts', { token })).body)

beforeAll(async () => {
  moderator = await signInAs('moderator', '見守り担当')
  author = await signIn('投稿する人')
  neighbour = await signIn('隣の人')
  // Typed half-width by the staff; written in hiragana, full-width or upper case by residents.
  expect((await addWord('ｱｸﾀｲ')).status).toBe(201)
  expect((await addWord('Spam Word')).status).toBe(201)
})

describe('a post with an NG word', () => {
  let heldId: number

  it('is held: 確認中 to its author, absent for everyone else', async () => {
    const created = await createPost('今日の朝市はあくたいばかりでした')
    expect(created.status).toBe(201)
    expect(created.body.held).toBe(true)
    heldId = created.body.id
    const own = await call<PostSummary>('GET', `/api/posts/${heldId}`, { token: author.token })
    expect(own.body.held).toBe(true)
    const mine = await call<Page<PostSummary>>('GET', `/api/users/${author.id}/posts`, {
      token: author.token,
    })
    expect(mine.body.items[0]).toMatchObject({ id: heldId, held: true })
    for (const token of [neighbour.token, undefined]) {
      expect((await call('GET', `/api/posts/${heldId}`, { token })).status).toBe(404)
      const theirs = await call<Page<PostSummary>>('GET', `/api/users/${author.id}/posts`, {
        token,
      })
      expect(theirs.body.items.map((post) => post.id)).not.toContain(heldId)
      expect(await timelineText(token)).not.toContain('あくたい')
    }
    const found = await call('GET', `/api/search?q=${encodeURIComponent('朝市')}`, {
      token: neighbour.token,
    })
    expect(JSON.stringify(found.body)).not.toContain('あくたい')
  })

  it('matches across width, case and script, and a clean post is published', async () => {
    expect((await createPost('ＳＰＡＭ　ＷＯＲＤ を送ります')).body.held).toBe(true)
    expect((await createPost('アクタイ')).body.held).toBe(true)
    const clean = await createPost('港の夕焼けがきれいでした')
    expect(clean.status).toBe(201)
    expect(clean.body.held).toBeUndefined()
  })

  it('cannot be edited while held', async () => {
    const form = postForm({ kind: 'post', body: '書き直しました' })
    const res = await call<{ message: string }>('PATCH', `/api/posts/${heldId}`, {
      token: author.token,
      form,
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('確認中')
  })

  it('comes first in the queue, and a moderator publishes it', async () => {
    // A newer report of another post: held items still come first.
    const other = await insertPost({ user_id: neighbour.id, title: '普通の投稿' })
    await reportPost(author, other, '迷惑な内容')
    const queue = await call<Page<QueueItem>>('GET', '/api/admin/moderation/queue', {
      token: moderator.token,
    })
    const firstNotHeld = queue.body.items.findIndex((item) => !item.held)
    const lastHeld = queue.body.items.map((item) => item.held).lastIndexOf(true)
    expect(lastHeld).toBeLessThan(firstNotHeld)
    expect(queue.body.items.some((item) => item.subject.id === heldId && item.held)).toBe(true)

    const detail = await detailOf('post', heldId)
    expect(detail.body.held?.matched).toBe('ｱｸﾀｲ')
    expect(detail.body.actions).toEqual([])
    const published = await decide('post', heldId, 'publish', detail.body.version)
    expect(published.status).toBe(200)
    expect(published.body.detail.held).toBeNull()
    const seen = await call<PostSummary>('GET', `/api/posts/${heldId}`, { token: neighbour.token })
    expect(seen.status).toBe(200)
    expect(seen.body.held).toBeUndefined()
    // Deciding again: it is no longer held.
    const again = await decide('post', heldId, 'remove', published.body.detail.version)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/確認待ち/)
  })

  it('a removed one stays hidden, and is no longer 確認中 to its author', async () => {
    const created = await createPost('あくたいをもう一度')
    const detail = await detailOf('post', created.body.id)
    const stale = await decide('post', created.body.id, 'remove', detail.body.version + 1)
    expect(stale.status).toBe(409)
    expect((await decide('post', created.body.id, 'remove', detail.body.version)).status).toBe(200)
    for (const token of [author.token, neighbour.token]) {
      expect((await call('GET', `/api/posts/${created.body.id}`, { token })).status).toBe(404)
    }
  })
})

describe('a profile with an NG word', () => {
  it('keeps the previous name and bio public until a moderator publishes the edit', async () => {
    const edit = await call<{ held_profile: { bio: string } | null; bio: string }>(
      'PATCH',
      '/api/me',
      { token: author.token, json: { bio: 'アクタイを言う会の代表です' } },
    )
    expect(edit.status).toBe(200)
    expect(edit.body.held_profile?.bio).toBe('アクタイを言う会の代表です')
    const me = await call<{ held_profile: { bio: string } | null }>('GET', '/auth/me', {
      token: author.token,
    })
    expect(me.body.held_profile?.bio).toBe('アクタイを言う会の代表です')
    const publicView = await call<{ bio: string }>('GET', `/api/users/${author.id}`, {
      token: neighbour.token,
    })
    expect(publicView.body.bio).not.toContain('アクタイ')

    const detail = await detailOf('user', author.id)
    expect(detail.body.held?.profile?.bio).toBe('アクタイを言う会の代表です')
    expect((await decide('user', author.id, 'publish', detail.body.version)).status).toBe(200)
    const after = await call<{ bio: string }>('GET', `/api/users/${author.id}`, {
      token: neighbour.token,
    })
    expect(after.body.bio).toBe('アクタイを言う会の代表です')
    const mine = await call<{ held_profile: unknown }>('GET', '/auth/me', { token: author.token })
    expect(mine.body.held_profile).toBeNull()
  })
})

describe('an NG word in a new account or an organizer event', () => {
  it('refuses a new account named with one, before anything is written', async () => {
    const email = 'ng-name@example.com'
    const refused = await call<{ error: string; field: string; message: string }>(
      'POST',
      '/auth/register',
      { json: { email, name: 'アクタイ太郎', password: 'password123' } },
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: 'ng_word', field: 'name' })
    expect(refused.body.message).toMatch(/使えない言葉/)
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first()
    expect(row).toBeNull()
    const clean = await call('POST', '/auth/register', {
      json: { email, name: '港の太郎', password: 'password123' },
    })
    expect(clean.status).toBe(201)
  })

  it('holds an organizer event with one: 確認中 in the desk, absent from the timeline', async () => {
    const { admin, eventForm } = await twoOrganizersAndHall()
    const organizer = await signInOrganizer(admin, 'ＳＰＡＭ ＷＯＲＤ 実行委員会')
    const created = await createEvent(
      organizer,
      eventForm({ organization_id: organizer.organizationId, title: '港の spam word 祭り' }),
    )
    expect(created.status).toBe(201)
    expect(
      (await call('GET', `/api/posts/${created.body.id}`, { token: neighbour.token })).status,
    ).toBe(404)
    expect(await timelineText(neighbour.token)).not.toContain('spam word 祭り')
    const detail = await detailOf('event', created.body.id)
    expect(detail.status).toBe(200)
    expect(detail.body.held?.matched).toBe('Spam Word')
  })
})

describe('the NG word list: hostile input', () => {
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/

  it('refuses empty, blank, duplicate, too long, broken and oversized words with 4xx JSON', async () => {
    for (const word of ['', '   ', '\u3000\u3000', 'a'.repeat(51), 42, null, 'a\nb']) {
      const res = await addWord(word)
      expect(res.status, JSON.stringify(word)).toBe(400)
      expect(res.body.message).toMatch(japanese)
    }
    const duplicate = await addWord('あくたい')
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toContain('すでに')
    // A lone surrogate, as raw JSON text.
    const broken = await readAnswer<{ message: string }>(
      await request(NG, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${moderator.token}`,
          'content-type': 'application/json',
        },
        body: '{"word":"\\ud800abc"}',
      }),
    )
    expect(broken.status).toBe(400)
    expect(broken.body.message).toMatch(japanese)
    const huge = await call<{ message: string }>('POST', NG, {
      token: moderator.token,
      body: JSON.stringify({ word: 'あ'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(huge.status).toBe(413)
  })

  it('stops at the cap of the list, and deleting a word frees a place', async () => {
    const listed = await env.DB.prepare('SELECT count(*) AS n FROM ng_words').first<{ n: number }>()
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO ng_words (word, normalized) SELECT 'w' || i, 'w' || i FROM n`,
    )
      .bind(2000 - (listed?.n ?? 0))
      .run()
    const full = await addWord('もうひとつ')
    expect(full.status).toBe(409)
    expect(full.body.message).toContain('2,000')
    const list = await call<{ items: { id: number }[] }>('GET', NG, { token: moderator.token })
    expect(list.body.items).toHaveLength(2000)
    const first = list.body.items[0]?.id ?? 0
    expect((await call('DELETE', `${NG}/${first}`, { token: moderator.token })).status).toBe(204)
    const gone = await call<{ message: string }>('DELETE', `${NG}/${first}`, {
      token: moderator.token,
    })
    expect(gone.status).toBe(404)
    expect(gone.body.message).toMatch(japanese)
    expect((await addWord('もうひとつ')).status).toBe(201)
  })

  it('is the staff’s: residents get 403 JSON, visitors 401', async () => {
    const resident = await addWord('なにか', neighbour.token)
    expect(resident.status).toBe(403)
    expect(resident.body.message).toMatch(japanese)
    expect((await call('GET', NG, { token: neighbour.token })).status).toBe(403)
    expect((await call('DELETE', `${NG}/1`, { token: neighbour.token })).status).toBe(403)
    expect((await call('GET', NG)).status).toBe(401)
  })
})
