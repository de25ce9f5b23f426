import { type Context, Hono } from 'hono'
import type { Alert, AlertHistory } from '../../src/shared/api/alerts'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { translateAlertHeadlines } from '../translate/alerts'
import { requestedLang } from '../translate/lang'
import { alertHistory, toAlert } from './alert-store'
import { alertState } from './state'

/**
 * The warnings in force and their history, for the banner, the hazard map and the warnings page.
 * Anyone may read them; the answer is shared by every visitor, so caches may keep it for 30
 * seconds: well inside the one minute between polls, so a lift shows within a poll.
 */
export const alerts = new Hono<AppEnv>()

const PAGE = 50

/** On an international site, each headline also in the site's language (the Japanese kept). */
function inReadersLanguage(c: Context<AppEnv>, list: Alert[]): Promise<Alert[]> {
  const lang = requestedLang(c)
  return lang ? translateAlertHeadlines(c.env, lang, list) : Promise.resolve(list)
}

alerts.get('/', async (c) => {
  const state = await alertState(c.env.DB)
  const body = { ...state, alerts: await inReadersLanguage(c, state.alerts) }
  return c.json(body, 200, {
    'cache-control': 'public, max-age=30',
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
  const rows = await alertHistory(c.env.DB, before, PAGE + 1)
  const page = rows.slice(0, PAGE)
  const last = page[page.length - 1]
  const body: AlertHistory = {
    alerts: await inReadersLanguage(c, page.map(toAlert)),
    next: rows.length > PAGE && last ? `${last.issued_at}|${last.id}` : null,
  }
  return c.json(body, 200, { 'cache-control': 'public, max-age=30' })
})
