import { Hono } from 'hono'
import { normalizePostalCode, type PostalAddress } from '../../src/shared/postal'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'

/**
 * `GET /api/postal/:code`: the addresses Japan Post's data gives a postal code, for the forms that
 * fill 都道府県・市区町村・町域 from it. Several rows when the code covers several towns; 404 when
 * the loaded data does not know it (scripts/import-postal.mjs decides how much of Japan that is).
 */
export const postal = new Hono<AppEnv>()

postal.get('/:code', async (c) => {
  // Hono has already decoded the path's percent escapes (and left undecodable ones as they are):
  // decoding again would throw on bytes that are no UTF-8, a 500 for a typo.
  const code = normalizePostalCode(c.req.param('code'))
  if (!code) throw apiError(400, 'invalid_postal_code', '郵便番号は7桁の数字で入力してください。')
  const { results } = await c.env.DB.prepare(
    'SELECT prefecture, city, town FROM postal_codes WHERE code = ? ORDER BY city, town',
  )
    .bind(code)
    .all<PostalAddress>()
  if (results.length === 0)
    throw apiError(404, 'postal_code_not_found', 'この郵便番号の住所が見つかりません。')
  // The data changes a few times a year; a day in the browser's cache is plenty fresh.
  c.header('cache-control', 'public, max-age=86400')
  return reply(c, 'GET /api/postal/:code', results)
})
