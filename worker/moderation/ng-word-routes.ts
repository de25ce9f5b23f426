import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { isSubjectKind, MAX_NG_WORDS, type NgWord } from '../../src/shared/api/moderation'
import { holdBody, ngWordBody } from '../../src/shared/api/moderation-schema'
import { parseRowId } from '../../src/shared/ids'
import { purgeEdgeCache } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { requireStaff } from './access'
import { loadSubjectState, toDetail } from './detail'
import { decideHold } from './hold-store'
import { ngForm } from './ng-words'
import { findAuditEntry } from './queue-store'

/**
 * The desk's NG words and the decisions on what they held (mounted inside the desk's sub-app,
 * behind its staff check): the list, adding and removing a word, 公開する / 削除する.
 */
export const ngWordDesk = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'private, no-store' }

ngWordDesk.get('/ng-words', async (c) => {
  const { results } = await c.env.DB.prepare(
    'SELECT id, word, created_at FROM ng_words ORDER BY id DESC LIMIT ?1',
  )
    .bind(MAX_NG_WORDS)
    .all<NgWord>()
  return reply(c, 'GET /api/admin/moderation/ng-words', { items: results }, 200, NO_STORE)
})

ngWordDesk.post(
  '/ng-words',
  limitBody(),
  zValidator('json', ngWordBody, rejectInvalid),
  async (c) => {
    const staff = await requireStaff(c)
    const { word } = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.moderationPerUser, subject: staff.id }])
    const normalized = ngForm(word)
    if (!normalized) throw apiError(400, 'invalid_request', 'NGワードを入力してください。')
    // One statement: the cap and the duplicate are decided by the row count the insert sees.
    const row = await c.env.DB.prepare(
      `INSERT INTO ng_words (word, normalized, created_by)
       SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM ng_words) < ?4
       ON CONFLICT (normalized) DO NOTHING
       RETURNING id, word, created_at`,
    )
      .bind(word, normalized, staff.id, MAX_NG_WORDS)
      .first<NgWord>()
    if (row) return reply(c, 'POST /api/admin/moderation/ng-words', row, 201, NO_STORE)
    const existing = await c.env.DB.prepare('SELECT 1 AS hit FROM ng_words WHERE normalized = ?1')
      .bind(normalized)
      .first()
    if (existing) {
      throw apiError(409, 'duplicate', `「${word}」はすでにNGワードに登録されています。`)
    }
    throw apiError(
      409,
      'too_many',
      `NGワードは${MAX_NG_WORDS.toLocaleString('ja-JP')}語までです。使わない語を削除してから追加してください。`,
    )
  },
)

ngWordDesk.delete('/ng-words/:id', async (c) => {
  const staff = await requireStaff(c)
  const id = parseRowId(c.req.param('id'))
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.moderationPerUser, subject: staff.id }])
  const gone =
    id === null
      ? null
      : await c.env.DB.prepare('DELETE FROM ng_words WHERE id = ?1 RETURNING id').bind(id).first()
  if (!gone) throw apiError(404, 'not_found', 'そのNGワードは見つかりません（削除済みです）。')
  return c.body(null, 204)
})

ngWordDesk.post(
  '/holds/:kind/:id',
  limitBody(),
  zValidator('json', holdBody, rejectInvalid),
  async (c) => {
    const staff = await requireStaff(c)
    const kind = c.req.param('kind')
    const id = parseRowId(c.req.param('id'))
    if (!isSubjectKind(kind) || kind === 'ad' || id === null) {
      throw apiError(404, 'not_found', '対象が見つかりません。')
    }
    const input = c.req.valid('json')
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.moderationPerUser, subject: staff.id }])
    const state = await loadSubjectState(c.env.DB, kind, id)
    if (!state?.row?.held) {
      throw apiError(409, 'not_held', 'この対象は確認待ちではありません。画面を更新してください。')
    }
    const auditId = await decideHold(c.env.DB, staff.id, state, input)
    if (auditId === null) {
      throw apiError(
        409,
        'conflict',
        '他のスタッフがこの対象を先に処理しました。画面を更新して最新の状態を確認してください。',
      )
    }
    const owner = state.content?.ownerId ?? null
    await purgeEdgeCache(
      c,
      kind === 'user'
        ? { profileId: id, timelines: true }
        : owner === null
          ? {}
          : { post: { id, authorId: owner, kind } },
    )
    const [audit, after] = await Promise.all([
      findAuditEntry(c.env.DB, auditId),
      loadSubjectState(c.env.DB, kind, id),
    ])
    if (!audit || !after) throw apiError(404, 'not_found', '対象が見つかりません。')
    const detail = await toDetail(c.env.DB, after)
    return reply(c, 'POST /api/admin/moderation/holds/:kind/:id', { audit, detail }, 200, NO_STORE)
  },
)
