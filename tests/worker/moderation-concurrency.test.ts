import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { NoticesResponse } from '../../src/shared/api/moderation'
import { act, deskStaff, detail, reportPost, signInAs } from './moderation-helpers'
import { call, count, insertPost, type SignedIn, signIn } from './posts-helpers'

// What two staff members (or one user twice) acting at once leave behind: one outcome, one audit
// entry, and a 409 for the others.

let admin: SignedIn
let moderator: SignedIn
let user: SignedIn

beforeAll(async () => {
  ;({ moderator, admin } = await deskStaff())
  user = await signIn('住民')
})

const base = '/api/admin/moderation'

describe('concurrency', () => {
  it('two moderators acting on one subject at once: one succeeds, the other gets 409, one outcome', async () => {
    const author = await signIn()
    const post = await insertPost({ user_id: author.id })
    await reportPost(user, post, '不適切')
    const other = await signInAs('moderator')
    const { version } = (await detail(moderator.token, 'post', post)).body
    const path = `${base}/subjects/post/${post}/actions`
    const results = await Promise.all([
      call('POST', path, {
        token: moderator.token,
        json: { action: 'hide', reason: '甲', version },
      }),
      call('POST', path, {
        token: other.token,
        json: { action: 'dismiss', reason: '乙', version },
      }),
      call('POST', path, { token: other.token, json: { action: 'hide', reason: '丙', version } }),
    ])
    const statuses = results.map((res) => res.status).sort()
    expect(statuses).toEqual([201, 409, 409])
    expect(
      await count(
        'SELECT count(*) AS n FROM moderation_actions WHERE subject_id = ?1 AND subject_kind = ?2',
        post,
        'post',
      ),
    ).toBe(1)
    const winner = results.find((res) => res.status === 201)?.body as { audit: { action: string } }
    const row = await env.DB.prepare('SELECT visibility FROM posts WHERE id = ?1')
      .bind(post)
      .first<{ visibility: string }>()
    expect(row?.visibility).toBe(winner.audit.action === 'hide' ? 'hidden' : 'public')
    const notices = await count(
      'SELECT count(*) AS n FROM moderation_notices WHERE subject_id = ?1',
      post,
    )
    expect(notices).toBe(winner.audit.action === 'hide' ? 1 : 0)
    expect(results.find((res) => res.status === 409)?.body).toMatchObject({ error: 'conflict' })
  })

  it('two appeals of one notice at once: one is kept', async () => {
    const author = await signIn()
    const post = await insertPost({ user_id: author.id })
    await act(moderator.token, 'post', post, { action: 'hide', reason: '非公開' })
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', {
      token: author.token,
    })
    const id = notices.body.items[0]?.id
    const results = await Promise.all(
      ['一', '二', '三'].map((text) =>
        call('POST', `/api/moderation/notices/${id}/appeal`, {
          token: author.token,
          json: { text },
        }),
      ),
    )
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409])
    expect(
      await count(
        "SELECT count(*) AS n FROM moderation_actions WHERE action = 'appeal' AND subject_id = ?1",
        post,
      ),
    ).toBe(1)
    const subject = await detail(moderator.token, 'post', post)
    expect(subject.body).toMatchObject({ state: 'open', appealed: true })
  })

  it('two admins granting one role at once leave one role and one audit entry', async () => {
    const other = await signInAs('admin')
    const candidate = await signIn()
    const results = await Promise.all(
      [admin, other].map((who) =>
        call('PUT', `${base}/moderators/${candidate.id}`, {
          token: who.token,
          json: { reason: '任命' },
        }),
      ),
    )
    expect(results.map((res) => res.status)).toEqual([200, 200])
    expect(results.filter((res) => (res.body as { changed: boolean }).changed)).toHaveLength(1)
    expect(
      await count(
        "SELECT count(*) AS n FROM moderation_actions WHERE action = 'grant_moderator' AND subject_id = ?1",
        candidate.id,
      ),
    ).toBe(1)
  })
})
