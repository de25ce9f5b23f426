import { type Context, Hono } from 'hono'
import type { Alert, AlertHistory } from '../../src/shared/api/alerts'
import { alertStamp } from '../lib/alert-version'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'
import { translateAlertHeadlines } from '../translate/alerts'
import { requestedLang } from '../translate/lang'
import { alertHistory, withSteps } from './alert-store'
import { readAlerts } from './state'

/**
 * The warnings in force and their history, for the banner, the hazard map and the warnings page.
 * Anyone may read them. Never kept past a change: every use is revalidated (`no-cache`) against
 * an ETag of the warnings' version (and, for the warnings in force, the last read of the feeds),
 * so the app's check every few seconds costs a 304 while nothing changes.
 */
export const alerts = new Hono<AppEnv>()

const PAGE = 50
const REVALIDATE = 'public, no-cache'

const notModified = (etag: string, ifNoneMatch: string | undefined) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false

/** On an international site, each headline also in the site's language (the Japanese kept). */
function inReadersLanguage(c: Context<AppEnv>, list: Alert[]): Promise<Alert[]> {
  const lang = requestedLang(c)
  return lang ? translateAlertHeadlines(c.env, lang, list) : Promise.resolve(list)
}

alerts.get('/', async (c) => {
  const memo = c.env.ALERT_STATE_MEMO === 'on'
  const stamp = await alertStamp(c.env.DB, memo)
  const etag = `W/"${stamp.version}.${stamp.checkedAt ?? ''}"`
  const headers = { 'cache-control': REVALIDATE, etag }
  if (notModified(etag, c.req.header('if-none-match'))) {
    return c.body(null, 304, headers)
  }
  const { alerts: inForce, stamp: read } = await readAlerts(c.env.DB, memo)
  const body = { alerts: await inReadersLanguage(c, inForce), checkedAt: read.checkedAt }
  return reply(c, 'GET /api/alerts', body, 200, {
    ...headers,
    etag: `W/"${read.version}.${read.checkedAt ?? ''}"`,
  })
})

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z)\|([0-9a-f-]{36})$/

alerts.get('/history', async (c) => {
  const raw = c.req.query('before')
  let before: { issuedAt: string; id: string } | null = null
  if (raw !== undefined && raw !== '') {
    const match = CURSOR.exec(raw)
    if (!match) {
      throw apiError(
        400,
        'invalid_request',
        '履歴の続きを読み込めませんでした（before の形式）。',
        {
          extra: { field: 'before' },
        },
      )
    }
    before = { issuedAt: match[1] as string, id: match[2] as string }
  }
  const { version } = await alertStamp(c.env.DB, c.env.ALERT_STATE_MEMO === 'on')
  const etag = `W/"${version}"`
  const headers = { 'cache-control': REVALIDATE, etag }
  if (notModified(etag, c.req.header('if-none-match'))) return c.body(null, 304, headers)
  const rows = await alertHistory(c.env.DB, before, PAGE + 1)
  const page = rows.slice(0, PAGE)
  const last = page[page.length - 1]
  const body: AlertHistory = {
    alerts: await inReadersLanguage(c, await withSteps(c.env.DB, page)),
    next: rows.length > PAGE && last ? `${last.issued_at}|${last.id}` : null,
  }
  return reply(c, 'GET /api/alerts/history', body, 200, headers)
})
