import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { NoticesResponse } from '../../src/shared/api/moderation'
import { act, deskStaff, detail, reportPost, signInAgain, signInAs } from './moderation-helpers'
import { call, count, insertPost, type SignedIn, signIn } from './posts-helpers'
import { at, checkIn, codeOf, insertRally, insertSpot, TOWN } from './stamprally-helpers'

// Who may use the desk (every call checked on the server) and what hostile input gets.

let admin: SignedIn
let moderator: SignedIn
let user: SignedIn
let suspended: SignedIn
let postId: number

beforeAll(async () => {
  ;({ moderator, admin } = await deskStaff())
  user = await signIn('住民')
  const toSuspend = await signIn('停止中の人')
  postId = await insertPost({ user_id: user.id, title: '通報された投稿' })
  await reportPost(toSuspend, postId, 'スパム')
  // A moderator who is suspended is staff no longer; so is a suspended plain user.
  const res = await act(admin.token, 'user', toSuspend.id, { action: 'suspend', reason: '停止' })
  expect(res.status).toBe(201)
  suspended = { id: toSuspend.id, token: await signInAgain(toSuspend.id) }
})

const base = '/api/admin/moderation'

describe('role × endpoint matrix', () => {
  const endpoints = () => [
    { method: 'GET', path: `${base}/queue` },
    { method: 'GET', path: `${base}/subjects/post/${postId}` },
    {
      method: 'POST',
      path: `${base}/subjects/post/${postId}/actions`,
      // A stale version: allowed callers get 409 (nothing changes), others 401/403 first.
      json: { action: 'dismiss', reason: '確認', version: 999 },
    },
    { method: 'GET', path: `${base}/audit` },
  ]

  it('visitors get 401 and nothing else', async () => {
    for (const endpoint of [
      ...endpoints(),
      { method: 'PUT', path: `${base}/moderators/1`, json: { reason: 'x' } },
    ]) {
      const res = await call(endpoint.method, endpoint.path, { json: endpoint.json })
      expect(res.status, endpoint.path).toBe(401)
      expect(Object.keys(res.body).sort(), endpoint.path).toEqual(['error', 'message'])
    }
  })

  it('users and suspended users get 403 and no data', async () => {
    for (const who of [user, suspended]) {
      for (const endpoint of endpoints()) {
        const res = await call(endpoint.method, endpoint.path, {
          token: who.token,
          json: endpoint.json,
        })
        expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(403)
        expect(res.body).toEqual({
          error: 'forbidden',
          message: '管理者またはモデレーターのみ利用できます。',
        })
      }
    }
  })

  it('moderators and admins use the desk; only admins manage roles and push', async () => {
    for (const who of [moderator, admin]) {
      for (const endpoint of endpoints()) {
        const res = await call(endpoint.method, endpoint.path, {
          token: who.token,
          json: endpoint.json,
        })
        if (endpoint.method === 'POST') expect(res.status).toBe(409)
        else expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(200)
      }
    }
    const candidate = await signIn('候補者')
    const denied = await call('PUT', `${base}/moderators/${candidate.id}`, {
      token: moderator.token,
      json: { reason: '手伝ってほしい' },
    })
    expect(denied.status).toBe(403)
    expect((await call('GET', '/api/admin/push/messages', { token: moderator.token })).status).toBe(
      403,
    )
    expect((await call('GET', '/api/admin/push/messages', { token: admin.token })).status).toBe(200)

    const granted = await call('PUT', `${base}/moderators/${candidate.id}`, {
      token: admin.token,
      json: { reason: '地域の見守り担当' },
    })
    expect(granted.status).toBe(200)
    expect(granted.body).toEqual({ user_id: candidate.id, role: 'moderator', changed: true })
    const me = await call<{ role: string }>('GET', '/auth/me', { token: candidate.token })
    expect(me.body.role).toBe('moderator')
    // Every answer that carries the user says so: a fresh login and a profile edit too.
    const login = await call<{ user: { role: string } }>('POST', '/auth/login', {
      json: {
        email: (
          await env.DB.prepare('SELECT email FROM users WHERE id = ?1')
            .bind(candidate.id)
            .first<{ email: string }>()
        )?.email,
        password: 'jimoto-test-2026',
      },
      headers: { 'cf-connecting-ip': '198.18.250.1' },
    })
    expect(login.body.user.role).toBe('moderator')
    const edited = await call<{ role: string }>('PATCH', '/api/me', {
      token: candidate.token,
      json: { bio: '見守り担当になりました' },
    })
    expect(edited.body.role).toBe('moderator')
    expect((await call('GET', `${base}/queue`, { token: candidate.token })).status).toBe(200)
    const revoked = await call('DELETE', `${base}/moderators/${candidate.id}`, {
      token: admin.token,
      json: { reason: '担当終了' },
    })
    expect(revoked.body).toMatchObject({ role: 'user', changed: true })
    expect((await call('GET', `${base}/queue`, { token: candidate.token })).status).toBe(403)
    const log = await call<{ items: { action: string }[] }>(
      'GET',
      `${base}/audit?kind=user&subject=${candidate.id}`,
      { token: admin.token },
    )
    expect(log.body.items.map((entry) => entry.action)).toEqual([
      'revoke_moderator',
      'grant_moderator',
    ])
    const adminRole = await call('PUT', `${base}/moderators/${admin.id}`, {
      token: admin.token,
      json: { reason: 'x' },
    })
    expect(adminRole.status).toBe(409)
  })

  it('staff are never warned, suspended or hidden, and nobody acts on their own content', async () => {
    const onAdmin = await detail(moderator.token, 'user', admin.id)
    expect(onAdmin.body.actions).toEqual([])
    const warn = await act(moderator.token, 'user', admin.id, { action: 'warn', reason: '試し' })
    expect(warn.status).toBe(409)
    const own = await insertPost({ user_id: moderator.id })
    const hideOwn = await act(moderator.token, 'post', own, { action: 'hide', reason: '自分の' })
    expect(hideOwn.status).toBe(403)
  })
})

describe('hostile input', () => {
  const actionPath = () => `${base}/subjects/post/${postId}/actions`

  it('bad action bodies are 400 with the field, nothing written', async () => {
    const before = await count('SELECT count(*) AS n FROM moderation_actions')
    const version = (await detail(moderator.token, 'post', postId)).body.version
    const bodies: [unknown, string][] = [
      [{ action: 'hide', version }, 'reason'],
      [{ action: 'hide', reason: '   ', version }, 'reason'],
      [{ action: 'hide', reason: 42, version }, 'reason'],
      [{ action: 'hide', reason: 'あ'.repeat(1001), version }, 'reason'],
      [{ action: 'hide', reason: 'ok\u0000', version }, 'reason'],
      [{ action: 'nuke', reason: 'x', version }, 'action'],
      [{ action: 'hide', reason: 'x', version: '0' }, 'version'],
      [{ action: 'hide', reason: 'x', version: 1.5 }, 'version'],
      [{ action: 'suspend', reason: 'x', version, days: 0 }, 'days'],
      [{ action: 'suspend', reason: 'x', version, days: 366 }, 'days'],
      [{ action: 'hide', reason: 'x', version, days: 3 }, 'days'],
      [{ action: 'hide', reason: 'x', version, extra: { deep: [[[[[]]]]] } }, 'body'],
      [[1, 2, 3], 'body'],
    ]
    for (const [json, field] of bodies) {
      const res = await call('POST', actionPath(), { token: moderator.token, json })
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400)
      expect(res.body).toMatchObject({
        error: 'invalid_request',
        field: expect.stringContaining(field === 'body' ? '' : field),
      })
    }
    const raw = [
      '{"action":"hide","reason":"\\ud800","version":0}',
      'not json',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ]
    for (const body of raw) {
      const res = await call('POST', actionPath(), {
        token: moderator.token,
        body,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, body.slice(0, 30)).toBe(400)
    }
    const huge = await call('POST', actionPath(), {
      token: moderator.token,
      json: { action: 'hide', reason: 'x'.repeat(70_000), version },
    })
    expect(huge.status).toBe(413)
    expect(await count('SELECT count(*) AS n FROM moderation_actions')).toBe(before)
    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(200)
  })

  it('unknown kinds, ids that cannot name a row and missing subjects are 404', async () => {
    for (const path of [
      'shop/1',
      'post/0',
      'post/012',
      'post/1e3',
      'post/99999999',
      'post/9007199254740993',
      'ad/5',
      'post/%00',
    ]) {
      const res = await call('GET', `${base}/subjects/${path}`, { token: moderator.token })
      expect(res.status, path).toBe(404)
      expect(res.body).toMatchObject({ error: 'not_found' })
    }
    const post = await insertPost({ user_id: user.id, kind: 'post' })
    // An id under another kind's name is not that subject.
    expect((await detail(moderator.token, 'coupon', post)).status).toBe(404)
  })

  it('query filters and cursors that make no sense are 400', async () => {
    for (const query of ['state=gone', 'kind=shop', 'limit=0', 'limit=ten', 'cursor=bad']) {
      const res = await call('GET', `${base}/queue?${query}`, { token: moderator.token })
      expect(res.status, query).toBe(400)
    }
  })

  it("someone else's notice is 404; an appeal needs a reason; a visitor gets 401", async () => {
    const author = await signIn()
    const post = await insertPost({ user_id: author.id })
    await act(moderator.token, 'post', post, { action: 'warn', reason: '注意' })
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', {
      token: author.token,
    })
    const id = notices.body.items[0]?.id
    const stranger = await call('POST', `/api/moderation/notices/${id}/appeal`, {
      token: user.token,
      json: { text: '他人の異議' },
    })
    expect(stranger.status).toBe(404)
    expect(
      (await call('POST', `/api/moderation/notices/${id}/appeal`, { json: { text: 'x' } })).status,
    ).toBe(401)
    expect((await call('GET', '/api/moderation/notices')).status).toBe(401)
    const blank = await call('POST', `/api/moderation/notices/${id}/appeal`, {
      token: author.token,
      json: { text: '' },
    })
    expect(blank.status).toBe(400)
    expect(
      (
        await call('POST', '/api/moderation/notices/abc/appeal', {
          token: author.token,
          json: { text: 'x' },
        })
      ).status,
    ).toBe(404)
  })

  it('reports: own account 400, hidden or unknown subjects 404, suspended accounts 403', async () => {
    const reporter = await signIn()
    const self = await call('POST', '/api/moderation/reports', {
      token: reporter.token,
      json: { subject_kind: 'user', subject_id: reporter.id, reason: '自分' },
    })
    expect(self.status).toBe(400)
    const hidden = await insertPost({ user_id: user.id, visibility: 'hidden' })
    for (const json of [
      { subject_kind: 'post', subject_id: hidden, reason: 'x' },
      { subject_kind: 'ad', subject_id: 1, reason: 'x' },
      { subject_kind: 'user', subject_id: 99999999, reason: 'x' },
    ]) {
      const res = await call('POST', '/api/moderation/reports', { token: reporter.token, json })
      expect(res.status, JSON.stringify(json)).toBe(404)
    }
    for (const json of [
      { subject_kind: 'shop', subject_id: 1, reason: 'x' },
      { subject_kind: 'post', subject_id: '1', reason: 'x' },
      { subject_kind: 'post', subject_id: 1, reason: '' },
    ]) {
      const res = await call('POST', '/api/moderation/reports', { token: reporter.token, json })
      expect(res.status, JSON.stringify(json)).toBe(400)
    }
    const blocked = await call('POST', '/api/moderation/reports', {
      token: suspended.token,
      json: { subject_kind: 'post', subject_id: postId, reason: 'x' },
    })
    expect(blocked.status).toBe(403)
    expect(blocked.body).toMatchObject({ error: 'account_suspended' })
  })

  it('a suspended account collects no stamp rally stamp (403 with the reason), nothing stored', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally, { code: 'SUSPENDED-2026' })
    const res = await checkIn(rally, suspended.token, {
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ error: 'account_suspended' })
    expect(await count('SELECT count(*) AS n FROM stamps WHERE user_id = ?1', suspended.id)).toBe(0)
  })

  it('actions are rate-limited per staff member (429 with Retry-After)', async () => {
    const busy = await signInAs('moderator')
    const now = Math.floor(Date.now() / 1000)
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 300)')
      .bind(`moderation-user:${busy.id}`, now - (now % 3600))
      .run()
    const res = await act(busy.token, 'post', postId, { action: 'dismiss', reason: '確認' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
