import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PostSummary } from '../../src/shared/api/posts'
import { edgeRequest, ogTitle } from './edge-cache-helpers'
import { detail, signInAs } from './moderation-helpers'
import { signInAdmin, signInOrganizer } from './organizers-helpers'
import { postForm, type SignedIn, signIn } from './posts-helpers'

// Edits reach anonymous visitors at once: each write deletes the edge cache's copies it can reach
// (worker/lib/edge-cache-keys.ts purgeKeys) before it answers. Writes go through the Worker with
// the edge cache on, like the reads.

let author: SignedIn
beforeAll(async () => {
  author = await signIn('朝市実行委員会')
})

async function create(title: string): Promise<number> {
  const res = await edgeRequest('/api/posts', {
    method: 'POST',
    token: author.token,
    body: postForm({ kind: 'post', title, body: `${title}のお知らせです。` }),
  })
  expect(res.status).toBe(201)
  return (JSON.parse(res.text) as PostSummary).id
}

const firstPageTitles = async (host = 'example.jp') => {
  const res = await edgeRequest('/api/posts?limit=20', { host })
  return (JSON.parse(res.text) as { items: PostSummary[] }).items.map((post) => post.title)
}

/** Reads a page twice, so the second answer is the stored copy. */
async function cached(path: string, host = 'example.jp') {
  await edgeRequest(path, { host })
  const again = await edgeRequest(path, { host })
  expect(again.state).toBe('HIT')
  return again
}

describe('writes purge the copies they reach', () => {
  it('a new post is on the cached timeline page and first API page at once', async () => {
    await cached('/app/timeline')
    await cached('/api/posts?limit=20')
    await create('新しく書いた投稿')
    const timeline = await edgeRequest('/app/timeline')
    expect(timeline.state).toBe('MISS')
    expect(timeline.text).toContain('新しく書いた投稿')
    expect(await firstPageTitles()).toContain('新しく書いた投稿')
  })

  it('an edit shows on the post page of every site and in the timeline right away', async () => {
    const id = await create('編集前の題名')
    await cached(`/app/posts/${id}`)
    await cached(`/app/posts/${id}`, 'zh-hant.example.jp')
    await cached('/api/posts?limit=20')
    const edited = await edgeRequest(`/api/posts/${id}`, {
      method: 'PATCH',
      token: author.token,
      body: postForm({ kind: 'post', title: '編集後の題名', body: '直しました。' }),
    })
    expect(edited.status).toBe(200)
    expect(ogTitle((await edgeRequest(`/app/posts/${id}`)).text)).toBe('編集後の題名')
    const other = await edgeRequest(`/app/posts/${id}`, { host: 'zh-hant.example.jp' })
    expect(other.state).toBe('MISS')
    expect(other.text).toContain('編集後の題名')
    const titles = await firstPageTitles()
    expect(titles).toContain('編集後の題名')
    expect(titles).not.toContain('編集前の題名')
  })

  it('with the API on its own host, the first page each site asks for there is purged too', async () => {
    const vars = { API_BASE: 'https://api.example.jp' }
    const id = await create('APIホストの投稿')
    const asked = {
      host: 'api.example.jp',
      vars,
      headers: { origin: 'https://en.example.jp', 'x-translate-lang': 'eng_Latn' },
    }
    const firstPage = '/api/posts?limit=20&target_scope=international%3Aen'
    await edgeRequest(firstPage, asked)
    const before = await edgeRequest(firstPage, asked)
    expect(before.state).toBe('HIT')
    expect(before.headers.get('access-control-allow-origin')).toBe('https://en.example.jp')
    const edited = await edgeRequest(`/api/posts/${id}`, {
      method: 'PATCH',
      host: 'api.example.jp',
      vars,
      token: author.token,
      body: postForm({ kind: 'post', title: 'APIホストで直した', body: '直しました。' }),
    })
    expect(edited.status).toBe(200)
    const after = await edgeRequest(firstPage, asked)
    expect(after.state).toBe('MISS')
    expect(after.text).toContain('APIホストで直した')
  })

  it('a delete answers 404 to the next visitor and leaves the timeline', async () => {
    const id = await create('消す投稿')
    await cached(`/app/posts/${id}`)
    await cached('/api/posts?limit=20')
    const removed = await edgeRequest(`/api/posts/${id}`, {
      method: 'DELETE',
      token: author.token,
    })
    expect(removed.status).toBe(204)
    expect((await edgeRequest(`/app/posts/${id}`)).status).toBe(404)
    expect(await firstPageTitles()).not.toContain('消す投稿')
  })

  it('a moderator hiding a post takes it off the edge; restoring brings it back', async () => {
    const moderator = await signInAs('moderator', '見回り担当')
    const id = await create('運営が隠す投稿')
    await cached(`/app/posts/${id}`)
    const act = async (action: 'hide' | 'restore') => {
      const { version } = (await detail(moderator.token, 'post', id)).body
      const res = await edgeRequest(`/api/admin/moderation/subjects/post/${id}/actions`, {
        method: 'POST',
        token: moderator.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action, reason: '確認のため', version }),
      })
      expect(res.status).toBe(201)
    }
    await act('hide')
    const hidden = await edgeRequest(`/app/posts/${id}`)
    expect([hidden.status, hidden.state]).toEqual([404, 'MISS'])
    expect((await edgeRequest(`/app/posts/${id}`)).state).toBe('HIT')
    await act('restore')
    const back = await edgeRequest(`/app/posts/${id}`)
    expect([back.status, ogTitle(back.text)]).toEqual([200, '運営が隠す投稿'])
  })

  it('a moderator hiding a user takes their profile and posts off the cached timeline', async () => {
    const moderator = await signInAs('moderator', '見回り担当2')
    const troll = await signIn('荒らし')
    const res = await edgeRequest('/api/posts', {
      method: 'POST',
      token: troll.token,
      body: postForm({ kind: 'post', title: '荒らしの投稿', body: '見えなくなるはず。' }),
    })
    expect(res.status).toBe(201)
    expect(await firstPageTitles()).toContain('荒らしの投稿')
    await cached(`/app/profile/${troll.id}`)
    const { version } = (await detail(moderator.token, 'user', troll.id)).body
    const hidden = await edgeRequest(`/api/admin/moderation/subjects/user/${troll.id}/actions`, {
      method: 'POST',
      token: moderator.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'hide', reason: '迷惑行為', version }),
    })
    expect(hidden.status).toBe(201)
    expect(await firstPageTitles()).not.toContain('荒らしの投稿')
    expect((await edgeRequest(`/app/profile/${troll.id}`)).status).toBe(404)
  })

  it('a profile edit shows on the cached profile page at once', async () => {
    const page = await cached(`/app/profile/${author.id}`)
    expect(ogTitle(page.text)).toContain('朝市実行委員会')
    const res = await edgeRequest('/api/me', {
      method: 'PATCH',
      token: author.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '朝市の会' }),
    })
    expect(res.status).toBe(200)
    const after = await edgeRequest(`/app/profile/${author.id}`)
    expect(after.state).toBe('MISS')
    expect(ogTitle(after.text)).toContain('朝市の会')
  })
})

describe('organizers editing their venues and artists', () => {
  it('the venue and artist pages show the new names at once', async () => {
    const organizer = await signInOrganizer(await signInAdmin(), '港まつり実行委員会')
    const venue = await env.DB.prepare(
      `INSERT INTO venues (kind, name, address, lat, lng, organization_id)
       VALUES ('venue', '旧ステージ', '港町1-2', 34.97, 139.09, ?1) RETURNING id`,
    )
      .bind(organizer.organizationId)
      .first<{ id: number }>()
    const artist = await env.DB.prepare(
      `INSERT INTO artists (name, genre, bio, organization_id)
       VALUES ('旧バンド名', 'ジャズ', '港町のバンド', ?1) RETURNING id`,
    )
      .bind(organizer.organizationId)
      .first<{ id: number }>()
    const put = (path: string, json: unknown) =>
      edgeRequest(path, {
        method: 'PUT',
        token: organizer.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      })
    expect(ogTitle((await cached(`/app/venues/${venue?.id}`)).text)).toContain('旧ステージ')
    expect(ogTitle((await cached(`/app/artists/${artist?.id}`)).text)).toContain('旧バンド名')
    const venueEdit = await put(`/api/organizers/venues/${venue?.id}`, {
      name: '新ステージ',
      address: '港町1-2',
      lat: 34.97,
      lng: 139.09,
    })
    expect(venueEdit.status).toBe(200)
    const artistEdit = await put(`/api/organizers/artists/${artist?.id}`, {
      name: '新バンド名',
      genre: 'ジャズ',
      bio: '港町のバンド',
    })
    expect(artistEdit.status).toBe(200)
    expect(ogTitle((await edgeRequest(`/app/venues/${venue?.id}`)).text)).toContain('新ステージ')
    expect(ogTitle((await edgeRequest(`/app/artists/${artist?.id}`)).text)).toContain('新バンド名')
  })
})

describe('many visitors at once', () => {
  it('every one of 30 concurrent first visitors gets the same page', async () => {
    const id = await create('一斉に開かれる投稿')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => edgeRequest(`/app/posts/${id}`)),
    )
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]))
    // Each render names the D1 bookmark it read at (the SPA's read-your-writes check), which
    // may differ between the concurrent renders; everything a visitor sees is the same.
    const shown = (text: string) => text.replace(/ data-d1-bookmark="[^"]*"/, '')
    expect(new Set(answers.map((a) => shown(a.text))).size).toBe(1)
    expect((await edgeRequest(`/app/posts/${id}`)).state).toBe('HIT')
  })
})
