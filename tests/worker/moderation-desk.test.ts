import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../src/shared/api/moderation'
import type { Page } from '../../src/shared/api/posts'
import { act, deskStaff, queue, reportPost } from './moderation-helpers'
import { call, count, insertPost, type SignedIn, signIn } from './posts-helpers'

// The desk's reads through the Worker: reports become one queue row per subject (counts, reasons,
// newest first, paged), and the audit log lists every action, filterable and append-only.

let moderator: SignedIn
let admin: SignedIn
let reporters: SignedIn[]

beforeAll(async () => {
  ;({ moderator, admin, reporters } = await deskStaff(3))
})

describe('the reports queue', () => {
  it('groups reports by subject with counts and reasons, newest activity first', async () => {
    const author = await signIn('投稿者')
    const older = await insertPost({ user_id: author.id, title: '古い通報', body: '本文A' })
    const newer = await insertPost({ user_id: author.id, kind: 'event', title: '新しい通報' })
    const [a, b, c] = reporters as [SignedIn, SignedIn, SignedIn]
    expect((await reportPost(a, older, 'スパム')).status).toBe(201)
    expect((await reportPost(b, older, 'スパム')).status).toBe(201)
    expect((await reportPost(c, older, '個人情報')).status).toBe(201)
    // The same person twice is one report.
    expect((await reportPost(c, older, '個人情報')).status).toBe(201)
    expect((await reportPost(a, newer, '誤った日時')).status).toBe(201)

    const res = await queue(moderator.token, '?limit=50')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const keys = res.body.items.map((item) => `${item.subject.kind}:${item.subject.id}`)
    expect(keys.indexOf(`event:${newer}`)).toBeLessThan(keys.indexOf(`post:${older}`))
    const row = res.body.items.find((item) => item.subject.id === older)
    expect(row).toMatchObject({
      state: 'open',
      open_reports: 3,
      total_reports: 3,
      reasons: [
        { reason: 'スパム', count: 2 },
        { reason: '個人情報', count: 1 },
      ],
      subject: {
        kind: 'post',
        title: '古い通報',
        visibility: 'public',
        author: { id: author.id, name: '投稿者' },
        url: `/app/posts/${older}`,
      },
    })
    const events = await queue(moderator.token, '?kind=event&limit=50')
    expect(events.body.items.every((item) => item.subject.kind === 'event')).toBe(true)
    expect(events.body.items.some((item) => item.subject.id === newer)).toBe(true)
  })

  it('pages with a cursor without repeating or skipping subjects', async () => {
    const author = await signIn()
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      const id = await insertPost({ user_id: author.id, body: `ページ送り${i}` })
      await reportPost(reporters[0] as SignedIn, id, '確認してください')
      ids.push(id)
    }
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const page: Awaited<ReturnType<typeof queue>> = await queue(
        admin.token,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.status).toBe(200)
      seen.push(...page.body.items.map((item) => item.subject.id))
      cursor = page.body.nextCursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    for (const id of ids) expect(seen).toContain(id)
  })

  it('reports of users and other kinds join the same queue through /api/moderation/reports', async () => {
    const troll = await signIn('荒らし')
    const res = await call('POST', '/api/moderation/reports', {
      token: (reporters[1] as SignedIn).token,
      json: { subject_kind: 'user', subject_id: troll.id, reason: 'なりすまし' },
    })
    expect(res.status).toBe(201)
    const row = (await queue(moderator.token, '?kind=user&limit=50')).body.items.find(
      (item) => item.subject.id === troll.id,
    )
    expect(row).toMatchObject({ open_reports: 1, reasons: [{ reason: 'なりすまし', count: 1 }] })
    expect(row?.subject).toMatchObject({
      kind: 'user',
      title: '荒らし',
      url: `/app/profile/${troll.id}`,
    })
  })
})

describe('the audit log', () => {
  it('lists every action newest first, filterable by actor, action and subject', async () => {
    const author = await signIn()
    const postId = await insertPost({ user_id: author.id })
    await act(admin.token, 'post', postId, { action: 'warn', reason: '一回目' })
    await act(moderator.token, 'post', postId, { action: 'hide', reason: '二回目' })
    const all = await call<Page<AuditEntry>>(
      'GET',
      `/api/admin/moderation/audit?kind=post&subject=${postId}`,
      { token: moderator.token },
    )
    expect(all.status).toBe(200)
    expect(all.body.items.map((entry) => entry.reason)).toEqual(['二回目', '一回目'])
    const byAdmin = await call<Page<AuditEntry>>(
      'GET',
      `/api/admin/moderation/audit?actor=${admin.id}&action=warn&limit=50`,
      { token: moderator.token },
    )
    expect(byAdmin.body.items.length).toBeGreaterThan(0)
    expect(
      byAdmin.body.items.every((entry) => entry.actor.id === admin.id && entry.action === 'warn'),
    ).toBe(true)
    for (const bad of [
      'actor=abc',
      'action=delete_everything',
      'kind=shop',
      'subject=-1',
      'cursor=%%%',
    ]) {
      const res = await call('GET', `/api/admin/moderation/audit?${bad}`, {
        token: moderator.token,
      })
      expect(res.status, bad).toBe(400)
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    }
  })

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const total = await count('SELECT count(*) AS n FROM moderation_actions')
    expect(total).toBeGreaterThan(0)
    await expect(
      env.DB.prepare("UPDATE moderation_actions SET reason = 'changed'").run(),
    ).rejects.toThrow(/append-only/)
    await expect(env.DB.prepare('DELETE FROM moderation_actions').run()).rejects.toThrow(
      /append-only/,
    )
    expect(
      await count("SELECT count(*) AS n FROM moderation_actions WHERE reason = 'changed'"),
    ).toBe(0)
    expect(await count('SELECT count(*) AS n FROM moderation_actions')).toBe(total)
  })
})
