import { env } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { revokeAppleToken } from '../../worker/account-data/outside'
import { request } from './helpers'
import { call, count, signIn } from './posts-helpers'

// Hostile and careless requests to the account data API: each gets a clear 4xx JSON answer in
// Japanese, never a 500, and leaves nothing half-written (the account still works, no job queued).

const appleOrigin = inject('appleOrigin')
const applePrivateKey = inject('applePrivateKey')

const deletions = (userId: number) =>
  count('SELECT count(*) AS n FROM account_deletions WHERE user_id = ?1', userId)

async function stillWorks(token: string) {
  expect((await call('GET', '/auth/me', { token })).status).toBe(200)
}

describe('account deletion refuses what it must', () => {
  it('refuses a wrong, missing or oversized password, and a body that is not JSON', async () => {
    const person = await signIn('慎重な人')
    const cases: [BodyInit, number, RegExp][] = [
      [JSON.stringify({ password: 'wrong-password' }), 403, /パスワードが正しくありません/],
      [JSON.stringify({}), 400, /パスワードを入力してください/],
      [JSON.stringify({ password: 'x'.repeat(300) }), 400, /パスワード/],
      ['{"password":', 400, /./],
      [JSON.stringify({ password: 'a'.repeat(40_000) }), 413, /./],
    ]
    for (const [body, status, message] of cases) {
      const res = await request('/api/me/account-deletion', {
        method: 'POST',
        headers: new Headers({
          authorization: `Bearer ${person.token}`,
          'content-type': 'application/json',
        }),
        body,
      })
      expect(res.status).toBe(status)
      const answer = (await res.json()) as { message: string }
      expect(answer.message).toMatch(message)
      expect(answer.message).toMatch(/[ぁ-んァ-ン一-龯]/)
    }
    expect(await deletions(person.id)).toBe(0)
    await stillWorks(person.token)
    const anonymous = await call('POST', '/api/me/account-deletion', { json: { password: 'x' } })
    expect(anonymous.status).toBe(401)
  })

  it('asks an account without a password to sign in again, with one of its own providers', async () => {
    const person = await signIn('LINEの人')
    await env.DB.prepare('UPDATE users SET password_hash = NULL WHERE id = ?1')
      .bind(person.id)
      .run()
    const res = await call('POST', '/api/me/account-deletion', { token: person.token, json: {} })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'reauth_required' })
    const forged = await call('POST', '/api/me/account-deletion', {
      token: person.token,
      json: { provider: 'google', idToken: 'not-a-token' },
    })
    expect(forged.status).toBe(401)
    expect(await deletions(person.id)).toBe(0)
    await stillWorks(person.token)
  })

  it('takes a double submit once: one 202, the other a clear refusal, one job', async () => {
    const person = await signIn('二度押し')
    const send = () =>
      call('POST', '/api/me/account-deletion', {
        token: person.token,
        json: { password: 'jimoto-test-2026' },
      })
    const answers = await Promise.all([send(), send(), send()])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 202)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 202)) {
      expect([401, 409]).toContain(answer.status)
      expect(String(answer.body.message)).toMatch(/[ぁ-んァ-ン一-龯]/)
    }
    expect(
      await count(
        `SELECT count(*) AS n FROM users WHERE id = ?1 AND status = 'deleted'`,
        person.id,
      ),
    ).toBe(1)
    expect(
      await count(
        'SELECT count(*) AS n FROM sessions WHERE user_id = ?1 AND revoked_at IS NULL',
        person.id,
      ),
    ).toBe(0)
  })
})

describe("Sign in with Apple's revocation (stand-in speaking Apple's /auth/revoke)", () => {
  const apple = {
    ...env,
    APPLE_TEAM_ID: 'TEAMID1234',
    APPLE_KEY_ID: 'KEYID56789',
    APPLE_CLIENT_ID: 'jp.jimoto.app',
    APPLE_PRIVATE_KEY: applePrivateKey,
    APPLE_REVOKE_URL: `${appleOrigin}/auth/revoke`,
  }

  it('revokes the access token with a client secret Apple accepts', async () => {
    const token = `apple-access-${crypto.randomUUID()}`
    await revokeAppleToken(apple, token)
    const log = (await (await fetch(`${appleOrigin}/__revoked`)).json()) as {
      revoked: { token: string; hint: string }[]
    }
    expect(log.revoked).toContainEqual({ token, hint: 'access_token' })
  })

  it('throws (so the queue retries) when Apple is down or refuses the client', async () => {
    await fetch(`${appleOrigin}/__trouble`, { method: 'POST', body: JSON.stringify({ times: 1 }) })
    await expect(revokeAppleToken(apple, 'token-during-outage')).rejects.toThrow(/503/)
    await expect(
      revokeAppleToken({ ...apple, APPLE_CLIENT_ID: 'jp.other.app' }, 'token'),
    ).rejects.toThrow(/invalid_client/)
  })
})
