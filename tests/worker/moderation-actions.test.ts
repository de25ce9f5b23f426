import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, NoticesResponse, SubjectDetail } from '../../src/shared/api/moderation'
import type { MapFeatureCollection } from '../../src/shared/api/places'
import type { Page, PostSummary } from '../../src/shared/api/posts'
import { request } from './helpers'
import { act, deskStaff, detail, queue, reportPost, signInAgain } from './moderation-helpers'
import { insertGeoPost } from './places-helpers'
import { call, insertPost, type SignedIn, signIn } from './posts-helpers'

/** A suspension's end as the app writes dates: the year only when it is not this year's. */
const TOKYO_UNTIL = /（(\d{4}年)?\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{1,2}:\d{2}まで）/

// Acting on a subject through the Worker: hide, restore, dismiss, warn and suspend, each with a
// reason; the content, the author (notice, email, appeal), the sessions and every public read
// show the outcome.

let moderator: SignedIn
let admin: SignedIn
let reporters: SignedIn[]

beforeAll(async () => {
  ;({ moderator, admin, reporters } = await deskStaff(3))
})

describe('acting on a post', () => {
  it('hide: gone at once from the timeline, its page, search and the edge; the author is told and may appeal once', async () => {
    const author = await signIn('鈴木 一郎')
    const word = `ひみつのことば${crypto.randomUUID().slice(0, 6)}`
    const postId = await insertPost({
      user_id: author.id,
      title: '問題の投稿',
      body: `${word} です`,
    })
    await reportPost(reporters[0] as SignedIn, postId, '誹謗中傷')
    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(200)
    const before = await call<Page<{ id: number }>>(
      'GET',
      `/api/search?q=${encodeURIComponent(word)}`,
    )
    expect(before.body.items.map((hit) => hit.id)).toContain(postId)

    const opened = await detail(moderator.token, 'post', postId)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({
      state: 'open',
      body: `${word} です`,
      actions: ['hide', 'dismiss', 'warn', 'suspend'],
      reports: [{ reason: '誹謗中傷', state: 'open' }],
      history: [],
    })
    const hidden = await act(moderator.token, 'post', postId, {
      action: 'hide',
      reason: '他の住民への中傷',
    })
    expect(hidden.status).toBe(201)
    const result = hidden.body as { audit: AuditEntry; detail: SubjectDetail }
    expect(result.audit).toMatchObject({
      action: 'hide',
      actor: { id: moderator.id, name: 'モデレーター' },
      subject_kind: 'post',
      subject_id: postId,
      target_user_id: author.id,
      reason: '他の住民への中傷',
    })
    expect(result.detail).toMatchObject({
      state: 'closed',
      subject: { visibility: 'hidden', url: null },
      actions: ['restore', 'warn', 'suspend'],
      reports: [{ state: 'actioned' }],
    })

    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(404)
    const timeline = await call<Page<PostSummary>>('GET', '/api/posts?limit=50')
    expect(timeline.body.items.map((post) => post.id)).not.toContain(postId)
    const after = await call<Page<{ id: number }>>(
      'GET',
      `/api/search?q=${encodeURIComponent(word)}`,
    )
    expect(after.body.items.map((hit) => hit.id)).not.toContain(postId)
    const edge = await request(`/app/posts/${postId}`, {
      headers: { 'user-agent': 'facebookexternalhit/1.1' },
    })
    expect(edge.status).toBe(404)
    expect(await edge.text()).not.toContain('問題の投稿')

    // The author: a notice with the reason in the app, and an email.
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', {
      token: author.token,
    })
    expect(notices.body.items).toMatchObject([
      {
        action: 'hide',
        subject_kind: 'post',
        subject_id: postId,
        reason: '他の住民への中傷',
        appeal: null,
      },
    ])
    const mail = await env.DB.prepare(
      `SELECT subject, text_body FROM mail_outbox WHERE to_address =
         (SELECT email FROM users WHERE id = ?1) ORDER BY id DESC LIMIT 1`,
    )
      .bind(author.id)
      .first<{ subject: string; text_body: string }>()
    expect(mail?.subject).toBe('【jimoto】投稿を非公開にしました')
    expect(mail?.text_body).toContain('理由: 他の住民への中傷')
    expect(mail?.text_body).toContain('/app/notices')

    // One appeal reopens the subject in the queue, marked, and is in the audit log.
    const noticeId = notices.body.items[0]?.id
    const appeal = await call('POST', `/api/moderation/notices/${noticeId}/appeal`, {
      token: author.token,
      json: { text: '冗談のつもりでした。削除して再投稿します。' },
    })
    expect(appeal.status).toBe(201)
    expect(appeal.body).toMatchObject({
      appeal: { text: '冗談のつもりでした。削除して再投稿します。' },
    })
    const again = await call('POST', `/api/moderation/notices/${noticeId}/appeal`, {
      token: author.token,
      json: { text: 'もう一度' },
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'already_appealed' })
    const reopened = (await queue(moderator.token, '?limit=50')).body.items.find(
      (item) => item.subject.id === postId && item.subject.kind === 'post',
    )
    expect(reopened).toMatchObject({ state: 'open', appealed: true })

    // Restoring after the appeal brings it back everywhere.
    const restored = await act(moderator.token, 'post', postId, {
      action: 'restore',
      reason: '異議を認めます',
    })
    expect(restored.status).toBe(201)
    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(200)
    const history = await detail(admin.token, 'post', postId)
    expect(history.body.history.map((entry) => entry.action)).toEqual(['restore', 'appeal', 'hide'])
    expect(history.body.history[1]).toMatchObject({
      actor: { id: author.id },
      reason: '冗談のつもりでした。削除して再投稿します。',
    })
  })

  it('hide: gone at once from the map and from favorites; restore brings it back', async () => {
    const author = await signIn()
    const fan = reporters[2] as SignedIn
    const postId = await insertGeoPost({
      user_id: author.id,
      title: '地図の投稿',
      lat: 40.004,
      lng: 50.004,
    })
    expect((await call('PUT', `/api/posts/${postId}/favorite`, { token: fan.token })).status).toBe(
      200,
    )
    const onMap = async () =>
      (
        await call<MapFeatureCollection>('GET', '/api/map?bbox=50,40,50.01,40.01')
      ).body.features.map((feature) => feature.id)
    const favorites = async () =>
      (
        await call<Page<PostSummary>>('GET', '/api/me/favorites', { token: fan.token })
      ).body.items.map((post) => post.id)
    expect(await onMap()).toContain(`post:${postId}`)
    expect(await favorites()).toContain(postId)
    expect(
      (await act(moderator.token, 'post', postId, { action: 'hide', reason: '確認中' })).status,
    ).toBe(201)
    expect(await onMap()).not.toContain(`post:${postId}`)
    expect(await favorites()).not.toContain(postId)
    expect(
      (await act(moderator.token, 'post', postId, { action: 'restore', reason: '問題なし' }))
        .status,
    ).toBe(201)
    expect(await onMap()).toContain(`post:${postId}`)
    expect(await favorites()).toContain(postId)
  })

  it('dismiss closes the reports without touching the content', async () => {
    const author = await signIn()
    const postId = await insertPost({ user_id: author.id })
    await reportPost(reporters[1] as SignedIn, postId, '気に入らない')
    const res = await act(moderator.token, 'post', postId, {
      action: 'dismiss',
      reason: '規約違反なし',
    })
    expect(res.status).toBe(201)
    expect((res.body as { detail: SubjectDetail }).detail).toMatchObject({
      state: 'closed',
      reports: [{ state: 'dismissed' }],
      subject: { visibility: 'public' },
    })
    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(200)
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', {
      token: author.token,
    })
    expect(notices.body.items).toEqual([])
    // A new report reopens it.
    await reportPost(reporters[2] as SignedIn, postId, '別の理由')
    expect((await detail(moderator.token, 'post', postId)).body.state).toBe('open')
  })

  it('a warning tells the author without hiding anything', async () => {
    const author = await signIn()
    const postId = await insertPost({ user_id: author.id })
    const res = await act(moderator.token, 'post', postId, {
      action: 'warn',
      reason: '宣伝が多すぎます',
    })
    expect(res.status).toBe(201)
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', {
      token: author.token,
    })
    expect(notices.body.items).toMatchObject([{ action: 'warn', reason: '宣伝が多すぎます' }])
    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(200)
  })
})

describe('suspending a user', () => {
  it('revokes their sessions; signed in again they read and see why, but cannot post, like or report', async () => {
    const user = await signIn('停止される人')
    const victim = await insertPost({ user_id: (reporters[0] as SignedIn).id })
    const res = await act(admin.token, 'user', user.id, {
      action: 'suspend',
      reason: '繰り返しの迷惑行為',
      days: 7,
    })
    expect(res.status).toBe(201)
    const audit = (res.body as { audit: AuditEntry }).audit
    expect(audit.until).not.toBeNull()
    const days = (Date.parse(audit.until ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    expect((await call('GET', '/auth/me', { token: user.token })).status).toBe(401)
    const token = await signInAgain(user.id)
    expect((await call('GET', '/api/posts?limit=1', { token })).status).toBe(200)
    const like = await call('PUT', `/api/posts/${victim}/like`, { token })
    expect(like.status).toBe(403)
    expect(like.body).toMatchObject({ error: 'account_suspended', reason: '繰り返しの迷惑行為' })
    expect(String((like.body as { message: string }).message)).toContain('理由: 繰り返しの迷惑行為')
    // The end as every page writes a date and time (11月30日(月) 18:00), in Tokyo.
    expect(String((like.body as { message: string }).message)).toMatch(TOKYO_UNTIL)
    const report = await reportPost({ id: user.id, token }, victim, 'テスト')
    expect(report.status).toBe(403)
    const form = new FormData()
    form.append('data', JSON.stringify({ kind: 'post', body: '停止中の投稿' }))
    expect((await call('POST', '/api/posts', { token, form })).status).toBe(403)
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', { token })
    expect(notices.body.suspension).toMatchObject({
      reason: '繰り返しの迷惑行為',
      until: audit.until,
    })
    expect(notices.body.items).toMatchObject([{ action: 'suspend', until: audit.until }])

    // A second suspension while one is in force is not offered; lifting it lets them write again.
    const twice = await act(moderator.token, 'user', user.id, {
      action: 'suspend',
      reason: '重ねて',
    })
    expect(twice.status).toBe(409)
    const lifted = await act(moderator.token, 'user', user.id, {
      action: 'unsuspend',
      reason: '期間短縮',
    })
    expect(lifted.status).toBe(201)
    expect((await call('PUT', `/api/posts/${victim}/like`, { token })).status).toBe(200)
  })

  it('an indefinite suspension has no end', async () => {
    const user = await signIn()
    const res = await act(moderator.token, 'user', user.id, {
      action: 'suspend',
      reason: '規約違反',
    })
    expect(res.status).toBe(201)
    expect((res.body as { audit: AuditEntry }).audit.until).toBeNull()
    const token = await signInAgain(user.id)
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', { token })
    expect(notices.body.suspension).toMatchObject({ until: null, reason: '規約違反' })
  })

  it('a suspension for a period ends by itself; the email names its end', async () => {
    const user = await signIn('期間停止の人')
    const victim = await insertPost({ user_id: (reporters[1] as SignedIn).id })
    const res = await act(moderator.token, 'user', user.id, {
      action: 'suspend',
      reason: '連投',
      days: 1,
    })
    expect(res.status).toBe(201)
    const mail = await env.DB.prepare(
      `SELECT subject, text_body FROM mail_outbox
       WHERE to_address = (SELECT email FROM users WHERE id = ?1) ORDER BY id DESC LIMIT 1`,
    )
      .bind(user.id)
      .first<{ subject: string; text_body: string }>()
    expect(mail?.subject).toBe('【jimoto】アカウントの利用停止')
    expect(mail?.text_body).toMatch(
      /(\d{4}年)?\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{1,2}:\d{2}まで利用停止にしました/,
    )
    const token = await signInAgain(user.id)
    expect((await call('PUT', `/api/posts/${victim}/like`, { token })).status).toBe(403)
    // The day passes.
    await env.DB.prepare(
      "UPDATE user_suspensions SET ends_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?1",
    )
      .bind(user.id)
      .run()
    expect((await call('PUT', `/api/posts/${victim}/like`, { token })).status).toBe(200)
    const notices = await call<NoticesResponse>('GET', '/api/moderation/notices', { token })
    expect(notices.body.suspension).toBeNull()
  })

  it('hiding a user account hides its profile and every post', async () => {
    const user = await signIn('隠される人')
    const postId = await insertPost({ user_id: user.id })
    const res = await act(moderator.token, 'user', user.id, {
      action: 'hide',
      reason: 'スパムアカウント',
    })
    expect(res.status).toBe(201)
    expect((await call('GET', `/api/users/${user.id}`)).status).toBe(404)
    expect((await call('GET', `/api/posts/${postId}`)).status).toBe(404)
  })
})
