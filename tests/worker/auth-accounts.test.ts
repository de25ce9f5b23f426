import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import {
  count,
  freshIp,
  latestLinkToken,
  outboxFor,
  PASSWORD,
  register,
  registeredAndVerified,
  send,
} from './auth-helpers'

describe('POST /auth/register', () => {
  it('creates an unverified account and mails a verification link', async () => {
    const res = await register('taro@example.com', {
      bio: '商店街でパン屋をやっています。',
      website: 'https://bakery.example.com',
      birth_date: '1990-04-01',
      groups: ['商店会'],
      service_name: 'jimoto',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toMatch(/確認メールを送信しました/)
    const [mail] = await outboxFor('taro@example.com')
    expect(mail?.subject).toBe('【jimoto】メールアドレスの確認')
    expect(mail?.text).toContain('山田 花子 さん')
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:8787\/app\/verify-email\?token=[\w-]{43}$/)
    const row = await env.DB.prepare(
      'SELECT email_verified, password_hash, bio, birth_date, groups_json FROM users WHERE email = ?',
    )
      .bind('taro@example.com')
      .first<Record<string, unknown>>()
    expect(row).toMatchObject({
      email_verified: 0,
      bio: '商店街でパン屋をやっています。',
      birth_date: '1990-04-01',
      groups_json: '["商店会"]',
    })
    // Stored as scrypt with the documented parameters, never the password itself.
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(String(row?.password_hash)).not.toContain(PASSWORD)
  })

  it('stores only the hash of the verification token', async () => {
    await register('hash-only@example.com')
    const token = await latestLinkToken('hash-only@example.com', 'verify-email')
    expect(await count('SELECT COUNT(*) AS n FROM email_tokens WHERE token_hash = ?', token)).toBe(
      0,
    )
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM email_tokens t JOIN users u ON u.id = t.user_id
         WHERE u.email = ? AND t.purpose = 'verify'`,
        'hash-only@example.com',
      ),
    ).toBe(1)
  })

  it('builds the link from Verify_url when it points at one of our sites', async () => {
    await register('own-site@example.com', {
      Verify_url: 'https://en.example.jp/app/verify-email?from=mail#top',
    })
    const [mail] = await outboxFor('own-site@example.com')
    expect(mail?.links[0]).toMatch(
      /^https:\/\/en\.example\.jp\/app\/verify-email\?from=mail&token=[\w-]{43}$/,
    )
  })

  it.each([
    ['another host', 'https://evil.example.com/app/verify-email'],
    ['a look-alike of the main host', 'https://example.jp.evil.com/app/verify-email'],
    ['plain http on the production host', 'http://example.jp/app/verify-email'],
    ['credentials in the URL', 'https://user:pw@example.jp/app/verify-email'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['not a URL at all', 'verify please'],
  ])('ignores a Verify_url on %s and mails the default link', async (_case, verifyUrl) => {
    const email = `default-${Math.random().toString(36).slice(2)}@example.com`
    expect((await register(email, { Verify_url: verifyUrl })).status).toBe(201)
    const [mail] = await outboxFor(email)
    expect(mail?.links).toHaveLength(1)
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:8787\/app\/verify-email\?token=[\w-]{43}$/)
  })

  it('refuses an address that already has an account, in any letter case', async () => {
    await register('dup@example.com')
    const again = await register('DUP@Example.com')
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'email_in_use', field: 'email' })
    expect(again.body.message).toMatch(/すでに登録されています/)
    expect(await count('SELECT COUNT(*) AS n FROM users WHERE email = ?', 'dup@example.com')).toBe(
      1,
    )
  })

  it('requires a password of at least 8 characters, in Japanese', async () => {
    const res = await register('short@example.com', { password: 'seven77' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'invalid_request',
      message: 'パスワードは8文字以上で入力してください。',
      field: 'password',
    })
    expect(
      await count('SELECT COUNT(*) AS n FROM users WHERE email = ?', 'short@example.com'),
    ).toBe(0)
  })
})

describe('GET /auth/verify-email and POST /auth/login', () => {
  it('refuses login before verification with 403 Email not verified', async () => {
    await register('pending@example.com')
    const res = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'pending@example.com', password: PASSWORD },
    })
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('Email not verified')
    expect(res.body.message).toMatch(/メールアドレスの確認が完了していません/)
  })

  it('verifies with the mailed link, then logs in with token and user', async () => {
    await register('flow@example.com')
    const token = await latestLinkToken('flow@example.com', 'verify-email')
    const verified = await send('GET', `/auth/verify-email?token=${token}`)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      message: 'メールアドレスの確認が完了しました。ログインしてください。',
    })
    const login = await send<{ token: string; user: Record<string, unknown> }>(
      'POST',
      '/auth/login',
      { ip: freshIp(), body: { email: 'Flow@Example.com', password: PASSWORD } },
    )
    expect(login.status).toBe(200)
    expect(login.body.token).toMatch(/^[\w-]{43}$/)
    expect(login.body.user).toMatchObject({
      name: '山田 花子',
      email: 'flow@example.com',
      avatar_url: null,
      email_verified: true,
    })
    expect(login.body.user).not.toHaveProperty('password_hash')
    expect(login.headers.get('cache-control')).toBe('no-store')
  })

  it('answers a wrong password and an unknown address the same way', async () => {
    await registeredAndVerified('known@example.com')
    const wrong = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'known@example.com', password: 'not the password' },
    })
    const unknown = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'nobody@example.com', password: 'not the password' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body).toEqual({
      error: 'invalid_credentials',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    })
  })

  it('logs in a user whose hash was written by Node (the demo data format)', async () => {
    // scrypt('jimoto-demo-2026', salt, 64, {N: 16384, r: 8, p: 5}) computed by Node 24.
    const hash =
      'scrypt$16384$8$5$amltb3RvLWRlbW8tc2FsdA==$4QZXWYPuB64PBw2Y8/LDfo/45H/HvBELbndaWFxRkEzPm28zmORfIPDsUG5JYv2NLc7N21nBb8AMDbT2ii9HKQ=='
    await env.DB.prepare(
      `INSERT INTO users (email, email_verified, password_hash, name) VALUES (?, 1, ?, '鈴木 花子')`,
    )
      .bind('hanako@demo.jimoto.example', hash)
      .run()
    const ok = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'hanako@demo.jimoto.example', password: 'jimoto-demo-2026' },
    })
    expect(ok.status).toBe(200)
    const bad = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'hanako@demo.jimoto.example', password: 'jimoto-demo-2025' },
    })
    expect(bad.status).toBe(401)
  })

  it('never lets a deleted account in', async () => {
    await registeredAndVerified('gone@example.com')
    await env.DB.prepare("UPDATE users SET status = 'deleted' WHERE email = ?")
      .bind('gone@example.com')
      .run()
    const res = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'gone@example.com', password: PASSWORD },
    })
    expect(res.status).toBe(401)
  })
})

describe('GET /auth/me and POST /auth/logout', () => {
  it('returns the user for a valid bearer token', async () => {
    const { token, id } = await registeredAndVerified('me@example.com')
    const me = await send('GET', '/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id, name: '山田 花子', email: 'me@example.com' })
  })

  it('answers 401 JSON without a token, with garbage, and with an unknown token', async () => {
    for (const token of [undefined, 'garbage', 'A'.repeat(43)]) {
      const res = await send('GET', '/auth/me', { token })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        error: 'unauthorized',
        message: 'ログインが必要です。もう一度ログインしてください。',
      })
    }
  })

  it('revokes the session on logout; other sessions stay', async () => {
    const { token } = await registeredAndVerified('logout@example.com')
    const second = await send<{ token: string }>('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'logout@example.com', password: PASSWORD },
    })
    const out = await send('POST', '/auth/logout', { token })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ message: 'ログアウトしました。' })
    expect((await send('GET', '/auth/me', { token })).status).toBe(401)
    expect((await send('GET', '/auth/me', { token: second.body.token })).status).toBe(200)
    // Logging out twice is harmless.
    expect((await send('POST', '/auth/logout', { token })).status).toBe(200)
  })

  it('expires sessions after 30 days', async () => {
    const { token } = await registeredAndVerified('expiry@example.com')
    const loginTime = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(loginTime + 30 * 86_400_000 - 60_000)
      expect((await send('GET', '/auth/me', { token })).status).toBe(200)
      vi.setSystemTime(loginTime + 30 * 86_400_000 + 60_000)
      expect((await send('GET', '/auth/me', { token })).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('PATCH /api/me', () => {
  it('updates the own profile and /auth/me shows it', async () => {
    const { token } = await registeredAndVerified('profile@example.com')
    const res = await send('PATCH', '/api/me', {
      token,
      body: { name: '  花子（パン屋）  ', bio: '焼きたて\nあります', website: '', birth_date: '' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      name: '花子（パン屋）',
      bio: '焼きたて\nあります',
      website: '',
      birth_date: null,
    })
    expect((await send('GET', '/auth/me', { token })).body).toMatchObject({
      name: '花子（パン屋）',
    })
  })

  it('needs login and at least one field', async () => {
    expect((await send('PATCH', '/api/me', { body: { name: 'x' } })).status).toBe(401)
    const { token } = await registeredAndVerified('profile2@example.com')
    const empty = await send('PATCH', '/api/me', { token, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('変更する項目を指定してください。')
  })
})
