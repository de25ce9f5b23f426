import { Hono } from 'hono'
import { z } from 'zod'
import { emailField } from '../../src/shared/api/accounts-schema'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'
import { parseInput } from '../lib/validate'
import { mailerFor } from './mailer'
import { listOutbox } from './outbox-store'

/**
 * `GET /api/dev/outbox`: the mail the outbox mailer stored, for the test-email-verification page.
 * It exists only while mail goes to the outbox AND the request is to a loopback host (local
 * development and tests): a deployment without a mail provider keeps its outbox private, since
 * those messages hold live sign-in links.
 */
export const devOutbox = new Hono<AppEnv>()

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/

const outboxQuery = z.object({
  cursor: z.coerce
    .number({ error: 'cursor が正しくありません。' })
    .int({ error: 'cursor が正しくありません。' })
    .positive({ error: 'cursor が正しくありません。' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit は1〜100の数で指定してください。' })
    .int({ error: 'limit は1〜100の数で指定してください。' })
    .min(1, { error: 'limit は1〜100の数で指定してください。' })
    .max(100, { error: 'limit は1〜100の数で指定してください。' })
    .default(20),
  to: emailField.optional(),
})

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g

devOutbox.get('/outbox', async (c) => {
  const hostname = new URL(c.req.url).hostname.toLowerCase()
  if (mailerFor(c.env).kind !== 'outbox' || !LOOPBACK.test(hostname)) {
    throw apiError(404, 'not_found', 'APIが見つかりません。')
  }
  const query = parseInput(outboxQuery, c.req.query())
  const rows = await listOutbox(c.env.DB, {
    cursor: query.cursor ?? null,
    limit: query.limit,
    to: query.to ?? null,
  })
  const items = rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    links: row.text_body.match(URL_IN_TEXT) ?? [],
    created_at: row.created_at,
  }))
  const last = rows.at(-1)
  c.header('cache-control', 'no-store')
  return reply(c, 'GET /api/dev/outbox', {
    items,
    nextCursor: rows.length === query.limit && last ? String(last.id) : null,
  })
})
