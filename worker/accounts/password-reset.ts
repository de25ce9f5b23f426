import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { emailOnlyBody, resetPasswordBody } from '../../src/shared/api/accounts-schema'
import type { AppEnv } from '../lib/env'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { consumeEmailToken, emailTokenState, issueEmailToken } from './email-token-store'
import { passwordResetEmail } from './emails'
import { authBody } from './input'
import { tokenProblem } from './link-errors'
import { resetLink } from './links'
import { mailerFor } from './mailer'
import { hashPassword } from './password'
import { findUserByEmail } from './user-store'

/** Forgotten passwords (our design; docs/product.md, accounts): a reset link by email, then a new password. */
export const passwordReset = new Hono<AppEnv>()

passwordReset.post(
  '/forgot-password',
  authBody,
  zValidator('json', emailOnlyBody, rejectInvalid),
  async (c) => {
    const { email } = c.req.valid('json')
    const db = c.env.DB
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.forgotPerEmail, subject: email }])
    const user = await findUserByEmail(db, email)
    if (user?.email && user.status !== 'deleted') {
      try {
        const { token, statements } = await issueEmailToken(db, 'reset', user)
        await db.batch(statements)
        const link = resetLink(c.get('site'), token)
        await mailerFor(c.env).send(passwordResetEmail(user.email, user.name, link))
      } catch (err) {
        // Same answer whether or not the address has an account: log and carry on.
        console.error('forgot-password: sending failed', err)
      }
    }
    return reply(c, 'POST /auth/forgot-password', {
      message:
        'このメールアドレスのアカウントがある場合は、パスワード再設定用のリンクを送信しました。メールをご確認ください（有効期限: 1時間）。',
    })
  },
)

passwordReset.post(
  '/reset-password',
  authBody,
  zValidator('json', resetPasswordBody, rejectInvalid),
  async (c) => {
    const { token, password } = c.req.valid('json')
    const db = c.env.DB
    // Check the link before spending a password hash on it.
    const state = await emailTokenState(db, 'reset', token)
    if (state !== 'valid') throw tokenProblem(state)
    const passwordHash = await hashPassword(password)
    const now = new Date().toISOString()
    // One transaction: new password, address proven by the link, every old session signed out.
    const userId = await consumeEmailToken(db, 'reset', token, (tokenUser) => [
      db
        .prepare(
          `UPDATE users SET password_hash = ?4, email_verified = 1, updated_at = ?5
         WHERE id = ${tokenUser.sql}`,
        )
        .bind(...tokenUser.params, passwordHash, now),
      db
        .prepare(
          `UPDATE sessions SET revoked_at = ?4 WHERE user_id = ${tokenUser.sql} AND revoked_at IS NULL`,
        )
        .bind(...tokenUser.params, now),
    ])
    if (userId === null) throw tokenProblem(await emailTokenState(db, 'reset', token))
    return reply(c, 'POST /auth/reset-password', {
      message: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
    })
  },
)
