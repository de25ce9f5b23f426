import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createSession } from '../../worker/accounts/session-store'
import { count, freshIp, outboxFor, PASSWORD, send, verifiedAccount } from './auth-helpers'

// Account basics while signed in: change the password, change the email address (a link to the
// new address, a notice to the old one), and 「すべての端末からログアウト」. Every refusal is a
// clear 4xx with a Japanese message.

const NEW_PASSWORD = 'a brand new passphrase'
const JAPANESE = /[ぁ-んァ-ン一-龥]/

async function loginStatus(email: string, password: string) {
  const res = await send('POST', '/auth/login', { ip: freshIp(), body: { email, password } })
  return res.status
}

const me = (token: string) => send('GET', '/auth/me', { token })

async function emailOf(id: number) {
  const row = await env.DB.prepare('SELECT email FROM users WHERE id = ?1')
    .bind(id)
    .first<{ email: string }>()
  return row?.email
}

/** A signed-in account with its address, plus a second session on "another phone". */
async function accountWithTwoDevices(label: string) {
  const account = await verifiedAccount(label)
  const email = (await emailOf(account.id)) ?? ''
  const other = await send<{ token: string }>('POST', '/auth/login', {
    ip: freshIp(),
    body: { email, password: PASSWORD },
  })
  return { ...account, email, otherToken: other.body.token }
}

/** The token of the newest email-change link mailed to `email` (/app/settings?confirm_email=…). */
async function changeLinkToken(email: string): Promise<string> {
  const [mail] = await outboxFor(email)
  const link = mail?.links.find((candidate) => candidate.includes('/app/settings?confirm_email='))
  if (!link) throw new Error(`no email-change link mailed to ${email}`)
  return new URL(link).searchParams.get('confirm_email') ?? ''
}

const fresh = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`

describe('POST /api/me/password', () => {
  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const a = await accountWithTwoDevices('pw-wrong')
    const res = await send('POST', '/api/me/password', {
      token: a.token,
      body: { current_password: 'not my password', new_password: NEW_PASSWORD },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'wrong_password',
      message: '現在のパスワードが正しくありません。',
      field: 'current_password',
    })
    expect(await loginStatus(a.email, PASSWORD)).toBe(200)
    expect((await me(a.otherToken)).status).toBe(200)
  })

  it('changes it, keeps this device signed in and signs out the others', async () => {
    const a = await accountWithTwoDevices('pw-ok')
    const res = await send('POST', '/api/me/password', {
      token: a.token,
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('パスワードを変更しました。ほかの端末ではログアウトしました。')
    expect((await me(a.token)).status).toBe(200)
    expect((await me(a.otherToken)).status).toBe(401)
    expect(await loginStatus(a.email, PASSWORD)).toBe(401)
    expect(await loginStatus(a.email, NEW_PASSWORD)).toBe(200)
  })

  it('lets one of two changes racing from the same old password win; the other hears why', async () => {
    const a = await verifiedAccount('pw-race')
    const email = (await emailOf(a.id)) ?? ''
    const change = (password: string) =>
      send('POST', '/api/me/password', {
        token: a.token,
        body: { current_password: PASSWORD, new_password: password },
      })
    const answers = await Promise.all([
      change('first racing password'),
      change('second racing one'),
    ])
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses[0]).toBe(200)
    expect([400, 409]).toContain(statuses[1])
    const loser = answers.find((res) => res.status !== 200)
    expect(loser?.body.message).toMatch(JAPANESE)
    const works = [
      await loginStatus(email, 'first racing password'),
      await loginStatus(email, 'second racing one'),
    ]
    expect(works.filter((status) => status === 200)).toHaveLength(1)
  })

  it('tells an account without a password (social sign-in only) how to get one', async () => {
    const inserted = await env.DB.prepare(
      `INSERT INTO users (email, email_verified, name) VALUES (?1, 1, 'LINEの人') RETURNING id`,
    )
      .bind(fresh('social'))
      .first<{ id: number }>()
    const token = await createSession(env.DB, inserted?.id ?? 0, 'test')
    const res = await send('POST', '/api/me/password', {
      token,
      body: { current_password: 'anything', new_password: NEW_PASSWORD },
    })
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('no_password')
    expect(res.body.message).toContain('パスワードを忘れた方')
  })

  it('needs a session and a new password of at least 8 characters', async () => {
    const anonymous = await send('POST', '/api/me/password', {
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    })
    expect(anonymous.status).toBe(401)
    const a = await verifiedAccount('pw-short')
    const short = await send('POST', '/api/me/password', {
      token: a.token,
      body: { current_password: PASSWORD, new_password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({
      field: 'new_password',
      message: 'パスワードは8文字以上で入力してください。',
    })
  })
})

describe('POST /api/me/email and POST /auth/confirm-email-change', () => {
  const request = (token: string, newEmail: string, password = PASSWORD) =>
    send('POST', '/api/me/email', {
      token,
      body: { new_email: newEmail, current_password: password },
    })
  const confirm = (linkToken: string, sessionToken?: string) =>
    send('POST', '/auth/confirm-email-change', { body: { token: linkToken }, token: sessionToken })

  it('mails a link to the new address; opening it moves the account and tells the old address', async () => {
    const a = await accountWithTwoDevices('mail-ok')
    const next = fresh('mail-new')
    const asked = await request(a.token, next)
    expect(asked.status).toBe(202)
    expect(asked.body.message).toContain(next)
    // Nothing changes until the link is opened.
    expect(await emailOf(a.id)).toBe(a.email)
    const link = await changeLinkToken(next)
    const done = await confirm(link)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ email: next })
    expect(await emailOf(a.id)).toBe(next)
    expect(await loginStatus(next, PASSWORD)).toBe(200)
    expect(await loginStatus(a.email, PASSWORD)).toBe(401)
    const [notice] = await outboxFor(a.email)
    expect(notice?.subject).toBe('【jimoto】メールアドレスが変更されました')
    expect(notice?.text).toContain(next)
    // The link works once.
    const again = await confirm(link)
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('token_used')
    expect(again.body.message).toMatch(JAPANESE)
  })

  it('refuses a wrong password, the same address and an address another account has', async () => {
    const a = await verifiedAccount('mail-bad')
    const b = await verifiedAccount('mail-taken')
    const wrong = await request(a.token, fresh('x'), 'not my password')
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('wrong_password')
    const same = await request(a.token, (await emailOf(a.id)) ?? '')
    expect(same.status).toBe(400)
    expect(same.body).toMatchObject({ error: 'same_email', field: 'new_email' })
    const taken = await request(a.token, (await emailOf(b.id)) ?? '')
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({
      error: 'email_in_use',
      message: 'このメールアドレスはすでに別のアカウントで使われています。',
      field: 'new_email',
    })
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_tokens WHERE purpose = 'email_change' AND user_id = ?1",
        a.id,
      ),
    ).toBe(0)
  })

  it('refuses an expired link and a link replaced by a newer request', async () => {
    const a = await verifiedAccount('mail-old')
    const first = fresh('mail-first')
    expect((await request(a.token, first)).status).toBe(202)
    const firstLink = await changeLinkToken(first)
    const second = fresh('mail-second')
    expect((await request(a.token, second)).status).toBe(202)
    const replaced = await confirm(firstLink)
    expect(replaced.status).toBe(400)
    expect(replaced.body.error).toBe('token_expired')
    const secondLink = await changeLinkToken(second)
    await env.DB.prepare(
      "UPDATE email_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?1 AND used_at IS NULL",
    )
      .bind(a.id)
      .run()
    const expired = await confirm(secondLink)
    expect(expired.status).toBe(400)
    expect(expired.body.error).toBe('token_expired')
    expect(await emailOf(a.id)).not.toBe(second)
  })

  it("refuses someone else's link while signed in as another account", async () => {
    const a = await verifiedAccount('mail-owner')
    const b = await verifiedAccount('mail-stranger')
    const next = fresh('mail-owned')
    expect((await request(a.token, next)).status).toBe(202)
    const link = await changeLinkToken(next)
    const res = await confirm(link, b.token)
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('token_other_account')
    expect(res.body.message).toMatch(JAPANESE)
    expect(await emailOf(a.id)).not.toBe(next)
    expect(await emailOf(b.id)).not.toBe(next)
    // The owner can still use it.
    expect((await confirm(link, a.token)).status).toBe(200)
  })

  it('refuses the link when another account took the address in the meantime', async () => {
    const a = await verifiedAccount('mail-race')
    const next = fresh('mail-contested')
    expect((await request(a.token, next)).status).toBe(202)
    const link = await changeLinkToken(next)
    await env.DB.prepare("INSERT INTO users (email, email_verified, name) VALUES (?1, 1, '先客')")
      .bind(next)
      .run()
    const res = await confirm(link)
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('email_in_use')
  })

  it('answers a made-up token with 400, not 500', async () => {
    const res = await confirm('x'.repeat(43))
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('invalid_token')
  })
})

describe('POST /api/me/sessions/revoke-all', () => {
  it('signs the account out on every device, this one included', async () => {
    const a = await accountWithTwoDevices('everywhere')
    const res = await send('POST', '/api/me/sessions/revoke-all', { token: a.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: 'すべての端末からログアウトしました。', revoked: 2 })
    expect((await me(a.token)).status).toBe(401)
    expect((await me(a.otherToken)).status).toBe(401)
    expect(await loginStatus(a.email, PASSWORD)).toBe(200)
  })

  it('needs a session', async () => {
    const res = await send('POST', '/api/me/sessions/revoke-all')
    expect(res.status).toBe(401)
    expect(res.body.message).toMatch(JAPANESE)
  })
})
