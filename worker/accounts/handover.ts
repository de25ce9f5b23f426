import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { handoverBody, handoverRedeemBody } from '../../src/shared/api/accounts-schema'
import { pathTo } from '../../src/shared/links'
import { siblingSiteTarget } from '../../src/shared/redirect'
import { sha256Hex } from '../lib/crypto'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { authBody } from './input'
import { requireUser } from './session'
import { createSession, findSessionUser } from './session-store'
import { randomToken } from './tokens'
import { signedInUser } from './user-store'

// Signing in on an international site. Accounts live on the main site, and each site keeps its
// own session token (a browser keeps storage per origin), so after the login the main site asks
// for a one-time code bound to the sub-domain host and to the page to return to, and sends the
// browser to that host's /app/handover?code=…; its page trades the code (POST, never a GET that a
// link preview or a prefetch could spend) for a session of its own and goes back to the page.
// The code lasts a minute and one UPDATE spends it, so a copied address is worth nothing.

/** How long a code may wait between the main site's answer and the sub-domain's page. */
export const HANDOVER_SECONDS = 60

export const handover = new Hono<AppEnv>()

handover.post('/', authBody, zValidator('json', handoverBody, rejectInvalid), async (c) => {
  const site = c.get('site')
  if (site.international) {
    throw apiError(404, 'not_found', 'ログインの引き継ぎは日本語サイトから始まります。')
  }
  const user = await requireUser(c)
  const target = siblingSiteTarget(c.req.valid('json').to, {
    siteHost: site.mainHost,
    protocol: site.protocol,
  })
  if (target === null) {
    throw apiError(
      400,
      'invalid_handover_target',
      '戻り先は、このサイトの各言語版のページだけを指定できます。',
      { extra: { field: 'to' } },
    )
  }
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.handoversPerUser, subject: user.id }])
  const url = new URL(target)
  const code = randomToken()
  const now = Date.now()
  await c.env.DB.prepare(
    `INSERT INTO session_handovers (code_hash, user_id, host, return_path, created_at, expires_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
  )
    .bind(
      await sha256Hex(code),
      user.id,
      url.host,
      `${url.pathname}${url.search}${url.hash}`,
      new Date(now).toISOString(),
      new Date(now + HANDOVER_SECONDS * 1000).toISOString(),
    )
    .run()
  return reply(c, 'POST /auth/handover', {
    url: `${url.origin}${pathTo('/app/handover', { code })}`,
  })
})

interface SpentCode {
  user_id: number
  host: string
  return_path: string
  expires_at: string
}

handover.post(
  '/redeem',
  authBody,
  zValidator('json', handoverRedeemBody, rejectInvalid),
  async (c) => {
    const db = c.env.DB
    const codeHash = await sha256Hex(c.req.valid('json').code)
    const now = new Date().toISOString()
    // Spent whatever follows: a code shown on the wrong host or too late is not tried again.
    const spent = await db
      .prepare(
        `UPDATE session_handovers SET used_at = ?2 WHERE code_hash = ?1 AND used_at IS NULL
         RETURNING user_id, host, return_path, expires_at`,
      )
      .bind(codeHash, now)
      .first<SpentCode>()
    if (!spent) throw await unusableCode(db, codeHash)
    if (spent.expires_at <= now) {
      throw handoverProblem('handover_expired', 'ログインの引き継ぎの期限が切れました。')
    }
    if (spent.host !== c.get('site').host) {
      throw handoverProblem('handover_wrong_site', 'このログインの引き継ぎは別のサイト用です。')
    }
    const token = await createSession(db, spent.user_id, c.req.header('user-agent'))
    const user = await findSessionUser(db, token)
    if (!user) throw apiError(403, 'account_disabled', 'このアカウントは利用できません。')
    return reply(c, 'POST /auth/handover/redeem', {
      token,
      user: await signedInUser(db, user),
      return_path: spent.return_path,
    })
  },
)

/** Why a code no UPDATE could spend does not work: spent before, or never issued. */
async function unusableCode(db: D1Database, codeHash: string) {
  const known = await db
    .prepare('SELECT 1 FROM session_handovers WHERE code_hash = ?1')
    .bind(codeHash)
    .first()
  return known
    ? handoverProblem('handover_used', 'このログインの引き継ぎはすでに使われています。')
    : handoverProblem('handover_unknown', 'ログインの引き継ぎコードが正しくありません。')
}

function handoverProblem(code: string, why: string) {
  return apiError(400, code, `${why}もう一度ログインしてください。`, { extra: { field: 'code' } })
}
