import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

afterEach(() => {
  vi.useRealTimers()
})

/** Runs `fn` with the clock `ms` ahead of now (the Worker shares the test's clock). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now + ms)
  try {
    return await fn()
  } finally {
    vi.useRealTimers()
  }
}

const HOUR = 3_600_000

describe('verification links', () => {
  it('work once', async () => {
    await register('once@example.com')
    const token = await latestLinkToken('once@example.com', 'verify-email')
    expect((await send('GET', `/auth/verify-email?token=${token}`)).status).toBe(200)
    const again = await send('GET', `/auth/verify-email?token=${token}`)
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('token_used')
    expect(again.body.message).toMatch(/すでに使用されています/)
  })

  it('expire after 24 hours', async () => {
    await register('late@example.com')
    const token = await latestLinkToken('late@example.com', 'verify-email')
    const res = await later(24 * HOUR + 60_000, () =>
      send('GET', `/auth/verify-email?token=${token}`),
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('token_expired')
    expect(
      await count('SELECT email_verified AS n FROM users WHERE email = ?', 'late@example.com'),
    ).toBe(0)
  })

  it('still work just before 24 hours', async () => {
    await register('intime@example.com')
    const token = await latestLinkToken('intime@example.com', 'verify-email')
    const res = await later(24 * HOUR - 60_000, () =>
      send('GET', `/auth/verify-email?token=${token}`),
    )
    expect(res.status).toBe(200)
  })

  it.each([
    ['missing', '/auth/verify-email', 'token'],
    ['malformed', '/auth/verify-email?token=%3Cscript%3E', 'token'],
  ])('answer 400 naming the token when it is %s', async (_case, path, field) => {
    const res = await send('GET', path)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', field })
  })

  it('answer 400 invalid_token for a well-formed token nobody issued', async () => {
    const res = await send('GET', `/auth/verify-email?token=${'x'.repeat(43)}`)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('invalid_token')
  })
})

describe('POST /auth/resend-verification', () => {
  const sameAnswer = {
    message:
      'このメールアドレスで確認待ちのアカウントがある場合は、確認メールを再送しました。メールをご確認ください。',
  }

  it('mails a fresh link and retires the older one', async () => {
    await register('resend@example.com')
    const first = await latestLinkToken('resend@example.com', 'verify-email')
    const res = await send('POST', '/auth/resend-verification', {
      body: { email: 'resend@example.com' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(sameAnswer)
    expect(await outboxFor('resend@example.com')).toHaveLength(2)
    const second = await latestLinkToken('resend@example.com', 'verify-email')
    expect(second).not.toBe(first)
    expect((await send('GET', `/auth/verify-email?token=${first}`)).body.error).toBe(
      'token_expired',
    )
    expect((await send('GET', `/auth/verify-email?token=${second}`)).status).toBe(200)
  })

  it('answers the same for unknown and already verified addresses, and mails nothing', async () => {
    await registeredAndVerified('already@example.com')
    const mailsBefore = await count('SELECT COUNT(*) AS n FROM mail_outbox')
    for (const email of ['already@example.com', 'stranger@example.com']) {
      const res = await send('POST', '/auth/resend-verification', { body: { email } })
      expect(res.status).toBe(200)
      expect(res.body).toEqual(sameAnswer)
    }
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox')).toBe(mailsBefore)
  })
})

describe('forgot-password and reset-password', () => {
  const sameAnswer = {
    message:
      'このメールアドレスのアカウントがある場合は、パスワード再設定用のリンクを送信しました。メールをご確認ください（有効期限: 1時間）。',
  }

  it('resets the password with the mailed link and signs out every session', async () => {
    const { token: session } = await registeredAndVerified('reset@example.com')
    const res = await send('POST', '/auth/forgot-password', {
      body: { email: 'reset@example.com' },
    })
    expect(res.body).toEqual(sameAnswer)
    const [mail] = await outboxFor('reset@example.com')
    expect(mail?.subject).toBe('【jimoto】パスワードの再設定')
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:8787\/app\/reset-password\/[\w-]{43}$/)
    const token = await latestLinkToken('reset@example.com', 'reset-password')
    const reset = await send('POST', '/auth/reset-password', {
      body: { token, password: 'a brand new secret' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body.message).toMatch(/パスワードを再設定しました/)
    expect((await send('GET', '/auth/me', { token: session })).status).toBe(401)
    const oldPassword = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'reset@example.com', password: PASSWORD },
    })
    expect(oldPassword.status).toBe(401)
    const newPassword = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'reset@example.com', password: 'a brand new secret' },
    })
    expect(newPassword.status).toBe(200)
    // Single use.
    const again = await send('POST', '/auth/reset-password', {
      body: { token, password: 'yet another secret' },
    })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('token_used')
  })

  it('expires reset links after one hour', async () => {
    await registeredAndVerified('slow@example.com')
    await send('POST', '/auth/forgot-password', { body: { email: 'slow@example.com' } })
    const token = await latestLinkToken('slow@example.com', 'reset-password')
    const res = await later(HOUR + 60_000, () =>
      send('POST', '/auth/reset-password', { body: { token, password: 'too late now!' } }),
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('token_expired')
    const login = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'slow@example.com', password: PASSWORD },
    })
    expect(login.status).toBe(200)
  })

  it('verifies an unverified address, since the link proves it', async () => {
    await register('unverified-reset@example.com')
    await send('POST', '/auth/forgot-password', { body: { email: 'unverified-reset@example.com' } })
    const token = await latestLinkToken('unverified-reset@example.com', 'reset-password')
    await send('POST', '/auth/reset-password', { body: { token, password: 'proved by mail' } })
    const login = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'unverified-reset@example.com', password: 'proved by mail' },
    })
    expect(login.status).toBe(200)
  })

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM mail_outbox')
    const res = await send('POST', '/auth/forgot-password', {
      body: { email: 'no-such-user@example.com' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(sameAnswer)
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox')).toBe(before)
  })

  it('keeps the old password when the new one is too short', async () => {
    await registeredAndVerified('weak@example.com')
    await send('POST', '/auth/forgot-password', { body: { email: 'weak@example.com' } })
    const token = await latestLinkToken('weak@example.com', 'reset-password')
    const res = await send('POST', '/auth/reset-password', { body: { token, password: 'short' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      field: 'password',
      message: 'パスワードは8文字以上で入力してください。',
    })
    // The link was not spent on the failed attempt.
    const ok = await send('POST', '/auth/reset-password', {
      body: { token, password: 'long enough now' },
    })
    expect(ok.status).toBe(200)
  })

  it('refuses a verification link as a reset link', async () => {
    await register('wrong-purpose@example.com')
    const token = await latestLinkToken('wrong-purpose@example.com', 'verify-email')
    const res = await send('POST', '/auth/reset-password', {
      body: { token, password: 'sneaky password' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('invalid_token')
    const stored = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?')
      .bind('wrong-purpose@example.com')
      .first<{ password_hash: string }>()
    const login = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'wrong-purpose@example.com', password: 'sneaky password' },
    })
    expect(login.status).toBe(401)
    expect(stored?.password_hash).toMatch(/^scrypt\$/)
  })
})
