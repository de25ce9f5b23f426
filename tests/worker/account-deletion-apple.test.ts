import { env } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { runJob } from './account-data-helpers'
import { fetchWithVars, readAnswer } from './helpers'
import { count, signIn } from './posts-helpers'

// An account linked to Sign in with Apple, deleted: Apple requires the app's grant to be revoked
// with the account (App Store Review Guideline 5.1.1(v); Sign in with Apple REST API, "Revoke
// tokens"). The person confirms with a fresh Apple sign-in even when the account also has a
// password, and the token that sign-in gave is revoked by the queue job, on a retry too and on
// the hourly sweep's re-queue, whose message carries no token. Apple itself is the loopback
// stand-in scripts/lib/apple-stand-in.mjs (its /auth/revoke checks the ES256 client secret).

const appleOrigin = inject('appleOrigin')
const APPLE = {
  APPLE_TEAM_ID: 'TEAMID1234',
  APPLE_KEY_ID: 'KEYID56789',
  APPLE_CLIENT_ID: 'jp.jimoto.app',
  APPLE_PRIVATE_KEY: inject('applePrivateKey'),
  APPLE_REVOKE_URL: `${appleOrigin}/auth/revoke`,
}
// Firebase ID tokens as the Auth emulator issues them (alg "none"), accepted only while an
// emulator host is configured.
const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

function appleIdToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    iss: `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
    aud: env.FIREBASE_PROJECT_ID,
    auth_time: now - 5,
    iat: now - 5,
    exp: now + 3600,
    sub: uid,
    firebase: { sign_in_provider: 'apple.com', identities: {} },
  }
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`
}

async function personLinkedToApple() {
  const person = await signIn('Appleの人')
  const uid = `apple-uid-${crypto.randomUUID()}`
  await env.DB.prepare(
    `INSERT INTO identities (provider, firebase_uid, user_id, email, created_at)
     VALUES ('apple', ?1, ?2, NULL, ?3)`,
  )
    .bind(uid, person.id, new Date().toISOString())
    .run()
  return { ...person, uid }
}

/**
 * The deletion request. Its queue message is kept here instead of being delivered by the local
 * queue a second later, so the test plays each delivery itself (runJob) with Apple configured.
 */
const queued: unknown[] = []
const heldQueue = { send: async (message: unknown) => void queued.push(message) }

function askDeletion(token: string, body: unknown) {
  const request = new Request('http://localhost:8787/api/me/account-deletion', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const vars = { ...EMULATOR, ...APPLE, ACCOUNT_DATA_QUEUE: heldQueue } as unknown as Partial<Env>
  return fetchWithVars(request, vars).then(readAnswer)
}

async function revokedByApple(): Promise<string[]> {
  const log = (await (await fetch(`${appleOrigin}/__revoked`)).json()) as {
    revoked: { token: string }[]
  }
  return log.revoked.map(({ token }) => token)
}

const pendingToken = (userId: number) =>
  env.DB.prepare('SELECT apple_access_token AS token FROM account_deletions WHERE user_id = ?1')
    .bind(userId)
    .first<{ token: string | null }>()

describe('deleting an account linked to Apple', () => {
  it('asks for a fresh Apple sign-in, not the password, and for the token Apple gave', async () => {
    const person = await personLinkedToApple()
    const byPassword = await askDeletion(person.token, { password: 'jimoto-test-2026' })
    expect(byPassword.status).toBe(400)
    expect(byPassword.body).toMatchObject({
      error: 'apple_reauth_required',
      message: 'Appleと連携しているアカウントです。Appleでもう一度ログインして確認してください。',
    })
    const withoutToken = await askDeletion(person.token, {
      provider: 'apple',
      idToken: appleIdToken(person.uid),
    })
    expect(withoutToken.status).toBe(400)
    expect(withoutToken.body).toMatchObject({ error: 'apple_token_required' })
    const someoneElses = await askDeletion(person.token, {
      provider: 'apple',
      idToken: appleIdToken('apple-uid-of-someone-else'),
      appleAccessToken: 'apple-access-not-theirs',
    })
    expect(someoneElses.status).toBe(403)
    expect(
      await count('SELECT count(*) AS n FROM account_deletions WHERE user_id = ?1', person.id),
    ).toBe(0)
    expect(
      await count(`SELECT count(*) AS n FROM users WHERE id = ?1 AND status = 'active'`, person.id),
    ).toBe(1)
  })

  it('revokes the token even when Apple is down at first and the sweep re-queues the job', async () => {
    const person = await personLinkedToApple()
    const appleToken = `apple-access-${crypto.randomUUID()}`
    const accepted = await askDeletion(person.token, {
      provider: 'apple',
      idToken: appleIdToken(person.uid),
      appleAccessToken: appleToken,
    })
    expect(accepted.status).toBe(202)
    expect(await pendingToken(person.id)).toEqual({ token: appleToken })
    // The message names the account only: the token stays in D1, not in the queue.
    expect(queued).toContainEqual({ kind: 'delete', user_id: person.id })

    // Apple unreachable (the stand-in has no such path: 404): the job is retried, token kept.
    const outage = await runJob({ kind: 'delete', user_id: person.id }, 1, {
      ...APPLE,
      APPLE_REVOKE_URL: `${appleOrigin}/auth/revoke-unreachable`,
    })
    expect(outage.retryMessages).toHaveLength(1)
    expect(await pendingToken(person.id)).toEqual({ token: appleToken })
    expect(await revokedByApple()).not.toContain(appleToken)

    // The hourly sweep's message names only the account; the token comes from the job's row.
    const sweep = await runJob({ kind: 'delete', user_id: person.id }, 1, APPLE)
    expect(sweep.explicitAcks).toHaveLength(1)
    expect(await revokedByApple()).toContain(appleToken)
    expect(await pendingToken(person.id)).toBeNull()
    expect(await count('SELECT count(*) AS n FROM identities WHERE user_id = ?1', person.id)).toBe(
      0,
    )
  })
})
