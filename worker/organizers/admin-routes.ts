import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { APPLICATION_STATES, type ApplicationState } from '../../src/shared/api/organizers'
import { codeInput, rejectInput } from '../../src/shared/api/organizers-schema'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { requireAdmin } from './access'
import {
  approveApplication,
  findApplication,
  listApplications,
  listOrganizations,
  rejectApplication,
} from './application-store'
import { findCode, insertCode, listCodes, organizationExists, revokeCode } from './code-store'
import { organizerBody } from './input'

/** Admin: review organizer applications and issue organizer codes. Admin role only. */
export const adminOrganizers = new Hono<AppEnv>()

const APPLICATION_NOT_FOUND = '申請が見つかりません。'
const CODE_NOT_FOUND = '主催者コードが見つかりません。'
const nowIso = () => new Date().toISOString()

adminOrganizers.use('*', async (c, next) => {
  await requireAdmin(c)
  await next()
})

adminOrganizers.get('/applications', async (c) => {
  const raw = c.req.query('state')
  if (raw !== undefined && !APPLICATION_STATES.includes(raw as ApplicationState)) {
    throw apiError(
      400,
      'invalid_request',
      '状態は pending / approved / rejected から選んでください。',
      {
        extra: { field: 'state' },
      },
    )
  }
  const items = await listApplications(c.env.DB, (raw as ApplicationState | undefined) ?? null)
  return reply(c, 'GET /api/admin/organizers/applications', { items })
})

/** The application, answering 409 when someone already reviewed it. */
async function reviewed(db: D1Database, id: number, changed: boolean) {
  const application = await findApplication(db, id)
  if (!application) throw apiError(404, 'not_found', APPLICATION_NOT_FOUND)
  if (!changed) {
    throw apiError(409, 'already_reviewed', 'この申請はすでに審査済みです。')
  }
  const { user_id: _, ...rest } = application
  return rest
}

adminOrganizers.post('/applications/:id/approve', async (c) => {
  const admin = await requireAdmin(c)
  const id = parseId(c.req.param('id'), APPLICATION_NOT_FOUND)
  const changed = await approveApplication(c.env.DB, id, admin.id, nowIso())
  return reply(
    c,
    'POST /api/admin/organizers/applications/:id/approve',
    await reviewed(c.env.DB, id, changed),
  )
})

adminOrganizers.post(
  '/applications/:id/reject',
  organizerBody,
  zValidator('json', rejectInput, rejectInvalid),
  async (c) => {
    const admin = await requireAdmin(c)
    const id = parseId(c.req.param('id'), APPLICATION_NOT_FOUND)
    const { reason } = c.req.valid('json')
    const changed = await rejectApplication(c.env.DB, id, admin.id, reason, nowIso())
    return reply(
      c,
      'POST /api/admin/organizers/applications/:id/reject',
      await reviewed(c.env.DB, id, changed),
    )
  },
)

adminOrganizers.get('/organizations', async (c) => {
  return reply(c, 'GET /api/admin/organizers/organizations', {
    items: await listOrganizations(c.env.DB),
  })
})

adminOrganizers.get('/codes', async (c) => {
  return reply(c, 'GET /api/admin/organizers/codes', { items: await listCodes(c.env.DB) })
})

adminOrganizers.post(
  '/codes',
  organizerBody,
  zValidator('json', codeInput, rejectInvalid),
  async (c) => {
    const admin = await requireAdmin(c)
    const input = c.req.valid('json')
    const organizationId = input.organization_id ?? null
    if (organizationId !== null && !(await organizationExists(c.env.DB, organizationId))) {
      throw apiError(400, 'invalid_request', '指定された団体が見つかりません。', {
        extra: { field: 'organization_id' },
      })
    }
    const now = new Date()
    const expiresAt = new Date(now.getTime() + input.valid_days * 86_400_000).toISOString()
    const issued = await insertCode(c.env.DB, {
      organizationId,
      organizationName: organizationId === null ? (input.organization_name ?? null) : null,
      maxUses: input.max_uses,
      expiresAt,
      adminId: admin.id,
      now: now.toISOString(),
    })
    return reply(c, 'POST /api/admin/organizers/codes', issued, 201)
  },
)

adminOrganizers.post('/codes/:id/revoke', async (c) => {
  const id = parseId(c.req.param('id'), CODE_NOT_FOUND)
  await revokeCode(c.env.DB, id, nowIso())
  const code = await findCode(c.env.DB, id)
  if (!code) throw apiError(404, 'not_found', CODE_NOT_FOUND)
  return reply(c, 'POST /api/admin/organizers/codes/:id/revoke', code)
})
