import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { SignInMethods } from '../../src/shared/api/accounts'
import { linkIdentityBody, SOCIAL_PROVIDERS } from '../../src/shared/api/accounts-schema'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { deleteIdentityKeepingAWayIn, listIdentities, type SocialProvider } from './identity-store'
import { authBody } from './input'
import { requireUser } from './session'
import { linkIdentityToUser, verifiedSocialClaims } from './social'
import type { UserRow } from './user-store'

/**
 * `/api/me/sign-in-methods`: the ways into the signed-in account (its email and password, and the
 * Google, Apple and LINE sign-ins linked to it), linking another provider from Settings, and
 * unlinking one as long as another way in remains. Managing how one signs in is not posting:
 * a restricted account may do it too. Personal: never cached.
 */
export const signInMethods = new Hono<AppEnv>()

signInMethods.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'no-store')
})

async function methodsOf(db: D1Database, user: UserRow): Promise<SignInMethods> {
  const identities = await listIdentities(db, user.id)
  return { email: user.email, has_password: user.password_hash !== null, identities }
}

signInMethods.get('/', async (c) => {
  const user = await requireUser(c)
  return reply(c, 'GET /api/me/sign-in-methods', await methodsOf(c.env.DB, user))
})

signInMethods.post(
  '/',
  authBody,
  zValidator('json', linkIdentityBody, rejectInvalid),
  async (c) => {
    const user = await requireUser(c)
    const body = c.req.valid('json')
    const claims = await verifiedSocialClaims(c.env, body.provider, body.idToken)
    const outcome = await linkIdentityToUser(c.env.DB, user.id, body.provider, claims)
    const status = outcome === 'linked' ? 201 : 200
    return reply(c, 'POST /api/me/sign-in-methods', await methodsOf(c.env.DB, user), status)
  },
)

const isProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)

signInMethods.delete('/:provider', async (c) => {
  const user = await requireUser(c)
  const provider = c.req.param('provider')
  if (!isProvider(provider)) {
    throw apiError(404, 'not_found', '連携の種類が正しくありません。', {
      extra: { field: 'provider' },
    })
  }
  const db = c.env.DB
  if ((await deleteIdentityKeepingAWayIn(db, user.id, provider)) === 0) {
    const linked = (await listIdentities(db, user.id)).some((row) => row.provider === provider)
    if (!linked) throw apiError(404, 'not_linked', 'このサービスは連携されていません。')
    throw apiError(
      409,
      'last_sign_in_method',
      'ほかにログインする方法がないため、この連携は解除できません。先に別のログイン方法を連携してください。',
    )
  }
  return reply(c, 'DELETE /api/me/sign-in-methods/:provider', await methodsOf(db, user))
})
