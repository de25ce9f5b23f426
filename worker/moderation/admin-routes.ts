import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import {
  type AuditAction,
  isSubjectKind,
  MODERATION_ACTIONS,
  type SubjectKind,
} from '../../src/shared/api/moderation'
import { actionBody, adReviewBody, roleBody } from '../../src/shared/api/moderation-schema'
import { parseRowId } from '../../src/shared/ids'
import { pathTo } from '../../src/shared/links'
import { mailerFor } from '../accounts/mailer'
import { approveAd, rejectAd } from '../ads/review'
import { type PurgeSubject, purgeEdgeCache } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import {
  decodeIdCursor,
  decodeTimeIdCursor,
  encodeIdCursor,
  encodeTimeIdCursor,
  readPage,
  toPage,
} from '../lib/pagination'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { siteOrigin } from '../lib/site'
import { limitBody, rejectInvalid } from '../lib/validate'
import { requireAdminStaff, requireStaff } from './access'
import { NOTIFIED, performAction } from './action-store'
import { availableActions, loadSubjectState, toDetail } from './detail'
import { ngWordDesk } from './ng-word-routes'
import { noticeEmail } from './notice-mail'
import { findAuditEntry, listAudit, listQueue, toQueueItems } from './queue-store'
import { changeModeratorRole } from './role-store'

/**
 * The moderation desk (`/api/admin/moderation`): admins and moderators only, checked before
 * every handler; role changes are the admin's alone. Answers are private and never cached.
 */
export const adminModeration = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'private, no-store' }
const SUBJECT_NOT_FOUND = '対象が見つかりません。'

adminModeration.use('*', async (c, next) => {
  await requireStaff(c)
  await next()
})

adminModeration.route('/', ngWordDesk)

function subjectKey(c: Context<AppEnv>): { kind: SubjectKind; id: number } {
  const kind = c.req.param('kind')
  const id = parseRowId(c.req.param('id'))
  if (!isSubjectKind(kind) || id === null) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
  return { kind, id }
}

/** An optional query filter: absent or empty → null, anything not accepted → 400 naming it. */
function filterOf<T>(c: Context<AppEnv>, name: string, parse: (raw: string) => T | null): T | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return null
  const value = parse(raw)
  if (value === null) {
    throw apiError(400, 'invalid_request', `絞り込み（${name}）の指定が正しくありません。`, {
      extra: { field: name },
    })
  }
  return value
}

const AUDIT_ACTIONS: readonly string[] = [
  ...MODERATION_ACTIONS,
  'appeal',
  'grant_moderator',
  'revoke_moderator',
]

adminModeration.get('/queue', async (c) => {
  const state = filterOf(c, 'state', (raw) => (raw === 'open' || raw === 'closed' ? raw : null))
  const kind = filterOf(c, 'kind', (raw) => (isSubjectKind(raw) ? raw : null))
  const page = readPage(c.req.query(), decodeTimeIdCursor)
  const { held, rows } = await listQueue(c.env.DB, {
    state: state ?? 'open',
    kind,
    after: page.after,
    limit: page.limit,
  })
  const body = toPage(
    rows,
    page.limit,
    (row) => row,
    (row) => encodeTimeIdCursor({ at: row.last_activity_at, id: row.rid }),
  )
  const items = await toQueueItems(c.env.DB, [...held, ...body.items])
  return reply(
    c,
    'GET /api/admin/moderation/queue',
    { items, nextCursor: body.nextCursor },
    200,
    NO_STORE,
  )
})

adminModeration.get('/subjects/:kind/:id', async (c) => {
  const { kind, id } = subjectKey(c)
  const state = await loadSubjectState(c.env.DB, kind, id)
  if (!state) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
  const detail = await toDetail(c.env.DB, state)
  return reply(c, 'GET /api/admin/moderation/subjects/:kind/:id', detail, 200, NO_STORE)
})

adminModeration.post(
  '/subjects/:kind/:id/actions',
  limitBody(),
  zValidator('json', actionBody, rejectInvalid),
  async (c) => {
    const staff = await requireStaff(c)
    const { kind, id } = subjectKey(c)
    const input = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.moderationPerUser, subject: staff.id }])
    const state = await loadSubjectState(c.env.DB, kind, id)
    if (!state) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
    if (input.days !== undefined && input.action !== 'suspend') {
      throw apiError(400, 'invalid_request', '停止日数は利用停止のときだけ指定できます。', {
        extra: { field: 'days' },
      })
    }
    if (state.content?.ownerId === staff.id && input.action !== 'dismiss') {
      throw apiError(403, 'own_subject', '自分の投稿やアカウントには操作できません。')
    }
    const current = state.row?.version ?? 0
    if (input.version !== current) throw conflict()
    if (!availableActions(state).includes(input.action)) {
      throw apiError(
        409,
        'action_not_applicable',
        'この操作は現在の状態では行えません。画面を更新して確認してください。',
      )
    }
    const done = await performAction(c.env.DB, staff.id, state, input)
    if (!done) throw conflict()
    // Hidden or restored: anonymous visitors see it at the next request (the edge cache).
    await purgeEdgeCache(c, purgeSubjectOf(kind, id, state.content?.ownerId ?? null))
    const owner = state.content
    if (owner?.ownerEmail && NOTIFIED.has(input.action)) {
      const message = noticeEmail({
        to: owner.ownerEmail,
        name: owner.summary.author?.name ?? '',
        action: input.action,
        kind,
        reason: input.reason,
        until: done.until,
        noticesUrl: `${siteOrigin(c.get('site'), 'ja')}${pathTo('/app/notices')}`,
      })
      // The action stands whether or not the mail goes out; the notice in the app says it too.
      await mailerFor(c.env)
        .send(message)
        .catch((err: unknown) => console.error('moderation: notice email failed', err))
    }
    const [audit, after] = await Promise.all([
      findAuditEntry(c.env.DB, done.auditId),
      loadSubjectState(c.env.DB, kind, id),
    ])
    if (!audit || !after) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
    const detail = await toDetail(c.env.DB, after)
    return reply(
      c,
      'POST /api/admin/moderation/subjects/:kind/:id/actions',
      { audit, detail },
      201,
      NO_STORE,
    )
  },
)

/**
 * A paid ad's review from the desk: the same decision as the ads review (approve → scheduled;
 * reject → refund and email), then the subject closes with an audit entry ('dismiss' for an
 * approval, 'hide' for a rejection). The order's state guard decides between two reviewers; a
 * stale screen (version moved on) is refused before anything changes.
 */
adminModeration.post(
  '/subjects/ad/:id/review',
  limitBody(),
  zValidator('json', adReviewBody, rejectInvalid),
  async (c) => {
    const staff = await requireStaff(c)
    const id = parseRowId(c.req.param('id'))
    if (id === null) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
    const input = c.req.valid('json')
    if (input.decision === 'reject' && !input.reason) {
      throw apiError(400, 'invalid_request', '却下の理由を入力してください。', {
        extra: { field: 'reason' },
      })
    }
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.moderationPerUser, subject: staff.id }])
    const state = await loadSubjectState(c.env.DB, 'ad', id)
    if (!state?.content) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
    if (input.version !== (state.row?.version ?? 0)) throw conflict()
    const reason = input.reason ?? '承認'
    const decided =
      input.decision === 'approve'
        ? await approveAd(c.env.DB, id, staff.id)
        : await rejectAd(c, id, staff.id, reason)
    if (!decided) {
      throw apiError(
        409,
        'not_reviewable',
        'この広告は審査できる状態ではありません（審査済みです）。画面を更新して確認してください。',
      )
    }
    const done = await performAction(c.env.DB, staff.id, state, {
      action: input.decision === 'approve' ? 'dismiss' : 'hide',
      reason: input.decision === 'approve' ? `広告を承認: ${reason}` : `広告を却下: ${reason}`,
      version: input.version,
    })
    if (!done) throw conflict()
    const [audit, after] = await Promise.all([
      findAuditEntry(c.env.DB, done.auditId),
      loadSubjectState(c.env.DB, 'ad', id),
    ])
    if (!audit || !after) throw apiError(404, 'not_found', SUBJECT_NOT_FOUND)
    const detail = await toDetail(c.env.DB, after)
    return reply(
      c,
      'POST /api/admin/moderation/subjects/ad/:id/review',
      { audit, detail },
      201,
      NO_STORE,
    )
  },
)

function conflict() {
  return apiError(
    409,
    'conflict',
    '他のスタッフがこの対象を先に処理しました。画面を更新して最新の状態を確認してください。',
  )
}

adminModeration.get('/audit', async (c) => {
  const actor = filterOf(c, 'actor', parseRowId)
  const action = filterOf(c, 'action', (raw) =>
    AUDIT_ACTIONS.includes(raw) ? (raw as AuditAction) : null,
  )
  const kind = filterOf(c, 'kind', (raw) => (isSubjectKind(raw) ? raw : null))
  const subject = filterOf(c, 'subject', parseRowId)
  const page = readPage(c.req.query(), decodeIdCursor)
  const rows = await listAudit(c.env.DB, {
    actor,
    action,
    kind,
    subject,
    after: page.after,
    limit: page.limit,
  })
  const body = toPage(
    rows,
    page.limit,
    (row) => row,
    (row) => encodeIdCursor(row.id),
  )
  return reply(c, 'GET /api/admin/moderation/audit', body, 200, NO_STORE)
})

for (const method of ['put', 'delete'] as const) {
  adminModeration[method](
    '/moderators/:userId',
    limitBody(),
    // Only an admin learns whether the body was right.
    async (c, next) => {
      await requireAdminStaff(c)
      await next()
    },
    zValidator('json', roleBody, rejectInvalid),
    async (c) => {
      const admin = await requireAdminStaff(c)
      const userId = parseRowId(c.req.param('userId'))
      if (userId === null) throw apiError(404, 'not_found', 'ユーザーが見つかりません。')
      const { reason } = c.req.valid('json')
      await enforceRateLimits(c, [{ limit: RATE_LIMITS.moderationPerUser, subject: admin.id }])
      const result = await changeModeratorRole(c.env.DB, {
        adminId: admin.id,
        userId,
        grant: method === 'put',
        reason,
      })
      const key = method === 'put' ? 'PUT' : 'DELETE'
      return reply(c, `${key} /api/admin/moderation/moderators/:userId`, result, 200, NO_STORE)
    },
  )
}

/** What an action on a subject changes on public pages: a post's page and lists, or a profile. */
function purgeSubjectOf(kind: SubjectKind, id: number, ownerId: number | null): PurgeSubject {
  // A hidden or restored user's posts leave or rejoin the timelines with them.
  if (kind === 'user') return { profileId: id, timelines: true }
  if (kind === 'ad' || ownerId === null) return {}
  return { post: { id, authorId: ownerId, kind } }
}
