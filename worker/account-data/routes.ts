import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { decodeJwt } from 'jose'
import type { AccountDeletionAccepted } from '../../src/shared/api/account-data'
import { accountDeletionBody } from '../../src/shared/api/account-data-schema'
import { verifyPassword } from '../accounts/password'
import { requireUser } from '../accounts/session'
import { verifiedSocialClaims } from '../accounts/social'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { limitBody, rejectInvalid } from '../lib/validate'
import { markDeleted } from './deletion-store'
import { exportKey, findExport, insertExport, listExports } from './export-store'

// /api/me/account-deletion and /api/me/data-exports (docs/product.md "Deleting an account",
// "Downloading one's data"). Both answer the signed-in person only, suspended or not: leaving
// and getting one's data are never restricted.

export const accountDeletion = new Hono<AppEnv>()
export const dataExports = new Hono<AppEnv>()

for (const app of [accountDeletion, dataExports]) {
  app.use('*', async (c, next) => {
    await next()
    c.header('cache-control', 'no-store')
  })
}

/** How recent a social sign-in must be to count as confirming a deletion. */
const FRESH_SIGN_IN_SECONDS = 300

/** The signed-in person's users row (with the password hash), not what the API answers. */
type SignedInRow = Awaited<ReturnType<typeof requireUser>>

const wrongPassword = () =>
  apiError(403, 'wrong_password', 'パスワードが正しくありません。', {
    extra: { field: 'password' },
  })

type DeletionProof = {
  password?: string
  provider?: 'google' | 'apple' | 'line'
  idToken?: string
  appleAccessToken?: string
}

const reauthRequired = () =>
  apiError(400, 'reauth_required', 'もう一度ログインして、ご本人であることを確認してください。', {
    extra: { field: 'idToken' },
  })

async function confirmPassword(c: Context<AppEnv>, user: SignedInRow, password?: string) {
  if (!user.password_hash) throw reauthRequired()
  if (!password) {
    throw apiError(400, 'invalid_request', 'パスワードを入力してください。', {
      extra: { field: 'password' },
    })
  }
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.loginPerEmail, subject: user.email ?? String(user.id) },
  ])
  if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword()
}

/** A sign-in with one of the account's own providers, at most five minutes old. */
async function confirmSocialSignIn(c: Context<AppEnv>, user: SignedInRow, body: DeletionProof) {
  if (!body.provider || !body.idToken) throw reauthRequired()
  const claims = await verifiedSocialClaims(c.env, body.provider, body.idToken)
  const linked = await c.env.DB.prepare(
    'SELECT 1 AS yes FROM identities WHERE provider = ?1 AND firebase_uid = ?2 AND user_id = ?3',
  )
    .bind(body.provider, claims.sub, user.id)
    .first()
  const authTime = Number(decodeJwt(body.idToken).auth_time ?? 0)
  if (!linked) {
    throw apiError(
      403,
      'reauth_mismatch',
      'このアカウントに連携しているアカウントでログインしてください。',
    )
  }
  if (Date.now() / 1000 - authTime > FRESH_SIGN_IN_SECONDS) {
    throw apiError(403, 'reauth_stale', 'もう一度ログインしてから、続けて削除してください。')
  }
}

/**
 * The person proves it is them: the password, or a fresh sign-in with a linked provider. An
 * account linked to Apple always signs in with Apple again, password or not: Apple requires the
 * app's grant to be revoked with the account, and only a fresh Apple sign-in gives the token that
 * revokes it. Returns that token, if any.
 */
async function confirmIdentity(
  c: Context<AppEnv>,
  user: SignedInRow,
  body: DeletionProof,
): Promise<string | null> {
  const apple = await c.env.DB.prepare(
    `SELECT 1 AS yes FROM identities WHERE user_id = ?1 AND provider = 'apple'`,
  )
    .bind(user.id)
    .first()
  if (apple) {
    if (body.provider !== 'apple' || !body.idToken) {
      throw apiError(
        400,
        'apple_reauth_required',
        'Appleと連携しているアカウントです。Appleでもう一度ログインして確認してください。',
        { extra: { field: 'idToken' } },
      )
    }
    await confirmSocialSignIn(c, user, body)
    if (!body.appleAccessToken) {
      throw apiError(
        400,
        'apple_token_required',
        'Appleからの確認が届きませんでした。もう一度Appleでログインしてください。',
        { extra: { field: 'idToken' } },
      )
    }
    return body.appleAccessToken
  }
  if (user.password_hash) await confirmPassword(c, user, body.password)
  else await confirmSocialSignIn(c, user, body)
  return null
}

accountDeletion.post(
  '/',
  limitBody(16 * 1024),
  zValidator('json', accountDeletionBody, rejectInvalid),
  async (c) => {
    const user = await requireUser(c)
    const body = c.req.valid('json')
    const appleAccessToken = await confirmIdentity(c, user, body)
    const notify = user.email !== null && user.email_verified === 1
    if (!(await markDeleted(c.env.DB, user.id, new Date().toISOString(), appleAccessToken))) {
      throw apiError(409, 'deletion_in_progress', 'このアカウントの削除はすでに受け付けています。')
    }
    try {
      await c.env.ACCOUNT_DATA_QUEUE.send({ kind: 'delete', user_id: user.id })
    } catch (err) {
      // The account is marked deleted already; the hourly sweep queues the rest again.
      console.error('account deletion: could not queue the job', err)
    }
    const answer: AccountDeletionAccepted = {
      message: notify
        ? 'アカウントの削除を受け付けました。すべての端末からログアウトしました。削除が終わるとメールでお知らせします。'
        : 'アカウントの削除を受け付けました。すべての端末からログアウトしました。数分で削除が終わります。',
      notify,
    }
    return reply(c, 'POST /api/me/account-deletion', answer, 202)
  },
)

dataExports.get('/', async (c) => {
  const user = await requireUser(c)
  const items = await listExports(c.env.DB, user.id, new Date().toISOString())
  return reply(c, 'GET /api/me/data-exports', { items })
})

dataExports.post('/', limitBody(1024), async (c) => {
  const user = await requireUser(c)
  const made = await insertExport(c.env.DB, user.id, new Date())
  if (made === 'in_progress') {
    throw apiError(
      409,
      'export_in_progress',
      'データを準備しています。できあがるまでお待ちください。',
    )
  }
  if (made === 'too_many') {
    throw apiError(
      429,
      'export_limit',
      'データのダウンロードの準備は1日3回までです。明日またお試しください。',
    )
  }
  await c.env.ACCOUNT_DATA_QUEUE.send({ kind: 'export', export_id: made.id })
  return reply(c, 'POST /api/me/data-exports', made, 202)
})

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

dataExports.get('/:id/download', async (c) => {
  const user = await requireUser(c)
  const id = c.req.param('id')
  const notFound = () =>
    apiError(
      404,
      'not_found',
      'このダウンロードは見つかりません。設定からもう一度準備してください。',
    )
  const row = EXPORT_ID.test(id) ? await findExport(c.env.DB, id) : null
  // Someone else's download is as unknown as one that never existed.
  if (!row || row.user_id !== user.id) throw notFound()
  if (row.state !== 'ready') {
    throw apiError(
      409,
      'export_not_ready',
      'データを準備しています。できあがるまでお待ちください。',
    )
  }
  if (row.expires_at && row.expires_at <= new Date().toISOString()) {
    throw apiError(
      410,
      'export_expired',
      'ダウンロードの期限（7日）が過ぎました。設定からもう一度準備してください。',
    )
  }
  const object = await c.env.MEDIA.get(exportKey(id))
  if (!object) throw notFound()
  const day = (row.ready_at ?? '').slice(0, 10).replaceAll('-', '')
  return new Response(object.body, {
    headers: {
      'content-type': 'application/zip',
      'content-length': String(object.size),
      'content-disposition': `attachment; filename="jimoto-data-${day}.zip"`,
      'cache-control': 'no-store',
    },
  })
})
