import { Hono } from 'hono'
import { BANNER_MIN_LEVEL } from '../../src/shared/api/alerts'
import {
  SHELTER_STATES,
  type ShelterState,
  type ShelterStatusAnswer,
} from '../../src/shared/api/hazard'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { reply } from '../lib/reply'
import { limitBody } from '../lib/validate'
import { requireStaff } from '../moderation/access'

// A shelter's status during a warning (開設 · 混雑 · 満員 · 閉鎖), set by staff at the desk. One row
// per shelter (migrations/0025_shelter_status.sql), overwritten by the next setting: the last
// write wins and records its time. A status counts only while a warning of level 3 or more is in
// force and was set after the oldest of them was issued: `STATUS_IN_FORCE` is the condition the
// shelter list joins on, so a lift ends every status at once.

/** SQL: the status row `s` belongs to the warnings in force now. */
export const STATUS_IN_FORCE = `s.set_at >= (SELECT MIN(issued_at) FROM alerts
  WHERE lifted_at IS NULL AND level >= ${BANNER_MIN_LEVEL})`

const NOT_FOUND = '避難所が見つかりません。'
const WRONG_STATE = '状況は「開設」「混雑」「満員」「閉鎖」のいずれかを選んでください。'

export const shelterStatusRoutes = new Hono<AppEnv>()

/** The body's `state`, or a 400 in Japanese for anything else (staff read it at the desk). */
async function readState(request: Request): Promise<ShelterState> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw apiError(400, 'invalid_request', `送信内容を読み取れませんでした。${WRONG_STATE}`)
  }
  const state = typeof body === 'object' && body !== null ? Reflect.get(body, 'state') : undefined
  if (typeof state !== 'string' || !(SHELTER_STATES as readonly string[]).includes(state)) {
    throw apiError(400, 'invalid_request', WRONG_STATE, { extra: { field: 'state' } })
  }
  return state as ShelterState
}

shelterStatusRoutes.put('/:id{[^/]+}/status', limitBody(1024), async (c) => {
  const staff = await requireStaff(c)
  const id = parseId(c.req.param('id'), NOT_FOUND)
  const state = await readState(c.req.raw)
  const db = c.env.DB
  const setAt = new Date().toISOString()
  // One statement: the row is written only for a shelter, and only while a warning is in force.
  const written = await db
    .prepare(
      `INSERT INTO shelter_status (venue_id, status, set_at, set_by)
       SELECT v.id, ?2, ?3, ?4 FROM venues v
       WHERE v.id = ?1 AND v.kind = 'shelter'
         AND EXISTS (SELECT 1 FROM alerts WHERE lifted_at IS NULL AND level >= ${BANNER_MIN_LEVEL})
       ON CONFLICT (venue_id) DO UPDATE SET
         status = excluded.status, set_at = excluded.set_at, set_by = excluded.set_by
       RETURNING venue_id`,
    )
    .bind(id, state, setAt, staff.id)
    .first<{ venue_id: number }>()
  if (!written) {
    const shelter = await db
      .prepare("SELECT 1 AS found FROM venues WHERE id = ?1 AND kind = 'shelter'")
      .bind(id)
      .first()
    if (!shelter) throw apiError(404, 'not_found', NOT_FOUND)
    throw apiError(
      409,
      'no_warning_in_force',
      'いま発表・発令中の警報や避難情報がないため、避難所の状況は設定できません。',
    )
  }
  const body: ShelterStatusAnswer = { id, status: { state, setAt } }
  return reply(c, 'PUT /api/admin/shelters/:id/status', body, 200, {
    'cache-control': 'private, no-store',
  })
})
