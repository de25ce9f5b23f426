import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  emailOnlyBody,
  loginBody,
  registerBody,
  socialLoginBody,
} from '../../src/shared/api/accounts-schema'
import { halfWidth } from '../../src/shared/text-input'
import { campaignCodeOf } from '../lib/campaign'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { parseInput, rejectInvalid } from '../lib/validate'
import { findNgWord, findProfileHold } from '../moderation/ng-words'
import { emailChangeConfirm } from './credentials'
import { consumeEmailToken, emailTokenState, issueEmailToken } from './email-token-store'
import { verificationEmail } from './emails'
import { handover } from './handover'
import { authBody } from './input'
import { tokenProblem } from './link-errors'
import { verificationLink } from './links'
import { mailerFor } from './mailer'
import { burnPasswordCheck, hashPassword, verifyPassword } from './password'
import { passwordReset } from './password-reset'
import { bearerToken, requireUser } from './session'
import { createSession, revokeSession } from './session-store'
import { userForSocialSignIn, verifiedSocialClaims } from './social'
import { TOKEN_PATTERN } from './tokens'
import { findUserByEmail, insertUser, signedInUser } from './user-store'

/** The /auth/* calls of docs/product.md, plus logout and the password reset pair. */
export const auth = new Hono<AppEnv>()

// Answers about accounts are personal: never cached by a browser or a proxy.
auth.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'no-store')
})

auth.get('/me', async (c) => {
  const user = await requireUser(c)
  const [answer, held] = await Promise.all([
    signedInUser(c.env.DB, user),
    findProfileHold(c.env.DB, user.id),
  ])
  return reply(c, 'GET /auth/me', { ...answer, held_profile: held })
})

auth.post('/login', authBody, zValidator('json', loginBody, rejectInvalid), async (c) => {
  const { email, password } = c.req.valid('json')
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.loginPerIp, subject: clientIp(c) },
    { limit: RATE_LIMITS.loginPerEmail, subject: email },
  ])
  const user = await findUserByEmail(c.env.DB, email)
  const usable = user && user.status !== 'deleted' && user.password_hash
  const matches = usable ? await verifyPassword(password, user.password_hash ?? '') : false
  if (!usable) await burnPasswordCheck(password)
  if (!user || !matches) {
    throw apiError(401, 'invalid_credentials', 'メールアドレスまたはパスワードが正しくありません。')
  }
  // Only someone who knows the password learns that the address still needs verifying.
  if (user.email_verified !== 1) {
    throw apiError(
      403,
      'Email not verified',
      'メールアドレスの確認が完了していません。届いたメールのリンクを開いてからログインしてください。',
    )
  }
  const token = await createSession(c.env.DB, user.id, c.req.header('user-agent'))
  return reply(c, 'POST /auth/login', { token, user: await signedInUser(c.env.DB, user) })
})

auth.post('/register', authBody, zValidator('json', registerBody, rejectInvalid), async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.registerPerIp, subject: clientIp(c) }])
  const emailInUse = () =>
    apiError(
      409,
      'email_in_use',
      'このメールアドレスはすでに登録されています。ログインするか、パスワードを再設定してください。',
      { extra: { field: 'email' } },
    )
  if (await findUserByEmail(db, body.email)) throw emailInUse()
  // A new account has no earlier name to show while staff decide, so a name or bio with one of
  // the town's NG words is refused at once (a later edit is held instead: worker/accounts/me.ts).
  if ((await findNgWord(db, [body.name, body.bio ?? ''])) !== null) {
    throw apiError(
      400,
      'ng_word',
      '名前または自己紹介に、この町では使えない言葉が含まれています。書き直してください。',
      { extra: { field: 'name' } },
    )
  }
  const passwordHash = await hashPassword(body.password)
  const { token, statements } = await issueEmailToken(db, 'verify', { lastInsertedUser: true })
  const newUser = {
    email: body.email,
    emailVerified: false,
    passwordHash,
    name: body.name,
    bio: body.bio ?? '',
    website: body.website ?? '',
    birthDate: body.birth_date ?? null,
    groups: body.groups ?? [],
    serviceName: body.service_name || null,
    campaignCode: campaignCodeOf(c),
  }
  try {
    // One transaction: the account and its verification link exist together or not at all.
    await db.batch([insertUser(db, newUser, new Date().toISOString()), ...statements])
  } catch (err) {
    if (/UNIQUE constraint failed: users\.email/.test(String(err))) throw emailInUse()
    throw err
  }
  const link = verificationLink(c.get('site'), c.env.SITE_HOST, body.Verify_url, token)
  try {
    await mailerFor(c.env).send(verificationEmail(body.email, body.name, link))
  } catch (err) {
    console.error('register: verification email failed', err)
    throw apiError(
      502,
      'mail_failed',
      'アカウントは作成されましたが、確認メールを送信できませんでした。ログイン画面の「確認メールを再送」からお試しください。',
    )
  }
  return reply(
    c,
    'POST /auth/register',
    {
      message:
        '確認メールを送信しました。メールのリンクを開いてメールアドレスを確認すると、ログインできるようになります。',
    },
    201,
  )
})

auth.post(
  '/social-login',
  authBody,
  zValidator('json', socialLoginBody, rejectInvalid),
  async (c) => {
    const body = c.req.valid('json')
    const claims = await verifiedSocialClaims(c.env, body.provider, body.idToken)
    const user = await userForSocialSignIn(c.env.DB, body.provider, claims, {
      name: body.name,
      picture: body.picture,
      groups: body.groups,
      campaignCode: campaignCodeOf(c),
    })
    if (!user || user.status === 'deleted') {
      throw apiError(403, 'account_disabled', 'このアカウントは利用できません。')
    }
    const token = await createSession(c.env.DB, user.id, c.req.header('user-agent'))
    return reply(c, 'POST /auth/social-login', { token, user: await signedInUser(c.env.DB, user) })
  },
)

auth.post(
  '/resend-verification',
  authBody,
  zValidator('json', emailOnlyBody, rejectInvalid),
  async (c) => {
    const { email } = c.req.valid('json')
    const db = c.env.DB
    await enforceRateLimits(c, [{ limit: RATE_LIMITS.resendPerEmail, subject: email }])
    const user = await findUserByEmail(db, email)
    if (user?.email && user.email_verified === 0 && user.status !== 'deleted') {
      try {
        const { token, statements } = await issueEmailToken(db, 'verify', user)
        await db.batch(statements)
        const link = verificationLink(c.get('site'), c.env.SITE_HOST, null, token)
        await mailerFor(c.env).send(verificationEmail(user.email, user.name, link))
      } catch (err) {
        // The answer must not depend on whether the address has an account: log and carry on.
        console.error('resend-verification: sending failed', err)
      }
    }
    return reply(c, 'POST /auth/resend-verification', {
      message:
        'このメールアドレスで確認待ちのアカウントがある場合は、確認メールを再送しました。メールをご確認ください。',
    })
  },
)

const verifyQuery = z.object({
  token: z.string({ error: '確認リンクにトークンが含まれていません。' }).regex(TOKEN_PATTERN, {
    error: '確認リンクが正しくありません。メールのリンクをもう一度開いてください。',
  }),
})

auth.get('/verify-email', async (c) => {
  const typed = c.req.query('token')
  const { token } = parseInput(verifyQuery, { token: typed && halfWidth(typed) })
  const db = c.env.DB
  const now = new Date().toISOString()
  const userId = await consumeVerification(db, token, now)
  if (userId === null) throw tokenProblem(await emailTokenState(db, 'verify', token))
  return reply(c, 'GET /auth/verify-email', {
    message: 'メールアドレスの確認が完了しました。ログインしてください。',
  })
})

function consumeVerification(db: D1Database, token: string, now: string) {
  return consumeEmailToken(db, 'verify', token, (tokenUser) => [
    db
      .prepare(`UPDATE users SET email_verified = 1, updated_at = ?4 WHERE id = ${tokenUser.sql}`)
      .bind(...tokenUser.params, now),
  ])
}

auth.post('/logout', async (c) => {
  const token = bearerToken(c)
  if (token) await revokeSession(c.env.DB, token)
  return reply(c, 'POST /auth/logout', { message: 'ログアウトしました。' })
})

auth.route('/', passwordReset)
auth.route('/', emailChangeConfirm)
auth.route('/handover', handover)
