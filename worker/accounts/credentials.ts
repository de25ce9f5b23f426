import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailChangeBody,
} from '../../src/shared/api/accounts-schema'
import { sha256Hex } from '../lib/crypto'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { consumeEmailToken, emailTokenState, issueEmailToken } from './email-token-store'
import { emailChangedNotice, emailChangeEmail } from './emails'
import { authBody } from './input'
import { tokenProblem } from './link-errors'
import { emailChangeLink } from './links'
import { mailerFor } from './mailer'
import { hashPassword, verifyPassword } from './password'
import { bearerToken, optionalUser, requireUser } from './session'
import type { SessionUserRow } from './session-store'
import { findUserByEmail } from './user-store'

/**
 * The signed-in person's credentials (docs/product.md, accounts): change the password, change the
 * email address (a link to the new address, a notice to the old one), sign out every device.
 * Mounted at /api/me; the link's confirmation is `emailChangeConfirm`, under /auth.
 */
export const credentials = new Hono<AppEnv>()

credentials.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'no-store')
})

const wrongPassword = () =>
  apiError(400, 'wrong_password', '現在のパスワードが正しくありません。', {
    extra: { field: 'current_password' },
  })

const noPassword = () =>
  apiError(
    409,
    'no_password',
    'このアカウントにはパスワードが設定されていません。ログイン画面の「パスワードを忘れた方」から設定してから、もう一度お試しください。',
  )

const emailInUse = () =>
  apiError(409, 'email_in_use', 'このメールアドレスはすでに別のアカウントで使われています。', {
    extra: { field: 'new_email' },
  })

/** Checks the current password; spends the same time whether or not it matches. */
async function checkCurrentPassword(user: SessionUserRow, password: string): Promise<string> {
  if (!user.password_hash) throw noPassword()
  if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword()
  return user.password_hash
}

credentials.post(
  '/password',
  authBody,
  zValidator('json', changePasswordBody, rejectInvalid),
  async (c) => {
    const user = await requireUser(c)
    const body = c.req.valid('json')
    await enforceRateLimits(c, [
      { limit: RATE_LIMITS.credentialChangesPerUser, subject: `${user.id}` },
    ])
    const oldHash = await checkCurrentPassword(user, body.current_password)
    const newHash = await hashPassword(body.new_password)
    const now = new Date().toISOString()
    const current = await sha256Hex(bearerToken(c) ?? '')
    // Compare-and-set: a second change racing this one (same old password) finds the hash changed
    // and is told so instead of silently overwriting. The other devices are signed out (only when
    // this change won: its salted hash is unique); this one stays.
    const [update] = await c.env.DB.batch([
      c.env.DB.prepare(
        'UPDATE users SET password_hash = ?3, updated_at = ?4 WHERE id = ?1 AND password_hash = ?2',
      ).bind(user.id, oldHash, newHash, now),
      c.env.DB.prepare(
        `UPDATE sessions SET revoked_at = ?3
         WHERE user_id = ?1 AND token_hash <> ?2 AND revoked_at IS NULL
           AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND password_hash = ?4)`,
      ).bind(user.id, current, now, newHash),
    ])
    if (!update?.meta.changes) {
      throw apiError(
        409,
        'password_changed',
        'パスワードは別の操作ですでに変更されています。新しいパスワードを確認して、もう一度お試しください。',
      )
    }
    return reply(c, 'POST /api/me/password', {
      message: 'パスワードを変更しました。ほかの端末ではログアウトしました。',
    })
  },
)

credentials.post(
  '/email',
  authBody,
  zValidator('json', changeEmailBody, rejectInvalid),
  async (c) => {
    const user = await requireUser(c)
    const body = c.req.valid('json')
    await enforceRateLimits(c, [
      { limit: RATE_LIMITS.credentialChangesPerUser, subject: `${user.id}` },
    ])
    await checkCurrentPassword(user, body.current_password)
    if (body.new_email === user.email) {
      throw apiError(
        400,
        'same_email',
        '現在と同じメールアドレスです。新しいメールアドレスを入力してください。',
        {
          extra: { field: 'new_email' },
        },
      )
    }
    if (await findUserByEmail(c.env.DB, body.new_email)) throw emailInUse()
    const { token, statements } = await issueEmailToken(
      c.env.DB,
      'email_change',
      user,
      body.new_email,
    )
    await c.env.DB.batch(statements)
    try {
      await mailerFor(c.env).send(
        emailChangeEmail(body.new_email, user.name, emailChangeLink(c.get('site'), token)),
      )
    } catch (err) {
      console.error('email change: sending the link failed', err)
      throw apiError(
        502,
        'mail_failed',
        '確認メールを送信できませんでした。時間をおいてもう一度お試しください。',
      )
    }
    return reply(
      c,
      'POST /api/me/email',
      {
        message: `${body.new_email} に確認メールを送信しました。メールのリンクを開くと、メールアドレスが変更されます（有効期限: 24時間）。`,
      },
      202,
    )
  },
)

credentials.post('/sessions/revoke-all', async (c) => {
  const user = await requireUser(c)
  const result = await c.env.DB.prepare(
    'UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL',
  )
    .bind(user.id, new Date().toISOString())
    .run()
  return reply(c, 'POST /api/me/sessions/revoke-all', {
    message: 'すべての端末からログアウトしました。',
    revoked: result.meta.changes,
  })
})

/** POST /auth/confirm-email-change: the link from the new address; works without signing in. */
export const emailChangeConfirm = new Hono<AppEnv>()

emailChangeConfirm.post(
  '/confirm-email-change',
  authBody,
  zValidator('json', confirmEmailChangeBody, rejectInvalid),
  async (c) => {
    const { token } = c.req.valid('json')
    const db = c.env.DB
    const pending = await db
      .prepare(
        `SELECT t.user_id, t.new_email, u.email AS old_email, u.name FROM email_tokens t
         JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = ?1 AND t.purpose = 'email_change'`,
      )
      .bind(await sha256Hex(token))
      .first<{ user_id: number; new_email: string; old_email: string | null; name: string }>()
    const state = await emailTokenState(db, 'email_change', token)
    if (!pending || state !== 'valid') throw tokenProblem(state)
    // Signed in as someone else: the link is not theirs to open here.
    const viewer = await optionalUser(c)
    if (viewer && viewer.id !== pending.user_id) {
      throw apiError(
        403,
        'token_other_account',
        'このリンクは別のアカウントのものです。ログアウトしてから、もう一度リンクを開いてください。',
      )
    }
    if (await findUserByEmail(db, pending.new_email)) throw emailInUse()
    const now = new Date().toISOString()
    let userId: number | null
    try {
      userId = await consumeEmailToken(db, 'email_change', token, (tokenUser) => [
        db
          .prepare(
            `UPDATE users SET email = ?4, email_verified = 1, updated_at = ?5 WHERE id = ${tokenUser.sql}`,
          )
          .bind(...tokenUser.params, pending.new_email, now),
      ])
    } catch (err) {
      // Another account took the address between the check above and this write.
      if (/UNIQUE constraint failed: users\.email/.test(String(err))) throw emailInUse()
      throw err
    }
    if (userId === null) throw tokenProblem(await emailTokenState(db, 'email_change', token))
    if (pending.old_email) {
      try {
        await mailerFor(c.env).send(
          emailChangedNotice(pending.old_email, pending.name, pending.new_email),
        )
      } catch (err) {
        // The change is made; a lost notice must not undo it or look like a failure.
        console.error('email change: notice to the old address failed', err)
      }
    }
    return reply(c, 'POST /auth/confirm-email-change', {
      message: 'メールアドレスを変更しました。次回から新しいメールアドレスでログインしてください。',
      email: pending.new_email,
    })
  },
)
