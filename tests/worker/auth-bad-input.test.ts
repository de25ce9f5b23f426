import { describe, expect, it } from 'vitest'
import { count, freshIp, registeredAndVerified, send } from './auth-helpers'
import { request } from './helpers'

// Hostile and careless input: always a 4xx JSON error that names the field, never a 500, and
// nothing written to D1.

const VALID = { email: 'valid@example.com', name: '佐藤 一郎', password: 'password123' }

async function rowsWritten() {
  return (
    (await count('SELECT COUNT(*) AS n FROM users')) +
    (await count('SELECT COUNT(*) AS n FROM email_tokens')) +
    (await count('SELECT COUNT(*) AS n FROM mail_outbox'))
  )
}

async function expectRejected(
  path: string,
  body: unknown,
  field: string,
  message?: RegExp,
): Promise<void> {
  const before = await rowsWritten()
  const res = await send('POST', path, { ip: freshIp(), body })
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body).toMatchObject({ error: 'invalid_request', field })
  expect(typeof res.body.message).toBe('string')
  expect(String(res.body.message)).toMatch(/[ぁ-んァ-ン一-龥]/)
  if (message) expect(String(res.body.message)).toMatch(message)
  expect(await rowsWritten()).toBe(before)
}

describe('register rejects bad fields, naming them', () => {
  it.each([
    ['email missing', { name: '佐藤', password: 'password123' }, 'email'],
    ['email a number', { ...VALID, email: 42 }, 'email'],
    ['email of 1,000 characters', { ...VALID, email: `${'a'.repeat(988)}@example.com` }, 'email'],
    ['an RTL mark in the email', { ...VALID, email: 'taro\u200F@example.com' }, 'email'],
    ['a Cyrillic look-alike in the email', { ...VALID, email: 'tаro@example.com' }, 'email'],
    ['two @ signs', { ...VALID, email: 'a@b@example.com' }, 'email'],
    ['name missing', { email: 'n@example.com', password: 'password123' }, 'name'],
    ['name only spaces', { ...VALID, name: '　 　' }, 'name'],
    ['an RTL override in the name', { ...VALID, name: 'abc\u202Egpj.exe' }, 'name'],
    ['a control character in the name', { ...VALID, name: 'ab\u0007c' }, 'name'],
    ['a lone surrogate in the name', { ...VALID, name: 'ab\uD800c' }, 'name'],
    ['a name of 51 characters', { ...VALID, name: 'あ'.repeat(51) }, 'name'],
    ['password missing', { email: 'p@example.com', name: '佐藤' }, 'password'],
    ['password an object', { ...VALID, password: { $gt: '' } }, 'password'],
    ['password of 7 characters', { ...VALID, password: '1234567' }, 'password'],
    ['password of 257 characters', { ...VALID, password: 'x'.repeat(257) }, 'password'],
    ['bio of 501 characters', { ...VALID, bio: 'あ'.repeat(501) }, 'bio'],
    ['website with javascript:', { ...VALID, website: 'javascript:alert(1)' }, 'website'],
    ['birth date in the future', { ...VALID, birth_date: '2999-01-01' }, 'birth_date'],
    ['birth date that does not exist', { ...VALID, birth_date: '2001-02-30' }, 'birth_date'],
    ['groups not an array', { ...VALID, groups: 'all' }, 'groups'],
    ['a group that is a number', { ...VALID, groups: [1] }, 'groups.0'],
    ['Verify_url a number', { ...VALID, Verify_url: 5 }, 'Verify_url'],
  ])('%s', async (_case, body, field) => {
    await expectRejected('/auth/register', body, field)
  })

  it('says the minimum password length in Japanese', async () => {
    await expectRejected(
      '/auth/register',
      { ...VALID, password: 'abc' },
      'password',
      /^パスワードは8文字以上で入力してください。$/,
    )
  })
})

describe('every accounts endpoint survives broken bodies', () => {
  const endpoints = [
    '/auth/login',
    '/auth/register',
    '/auth/social-login',
    '/auth/resend-verification',
    '/auth/forgot-password',
    '/auth/reset-password',
  ]

  it.each(endpoints)('%s: invalid JSON → 400', async (path) => {
    const res = await send('POST', path, { ip: freshIp(), raw: '{"email": "a@b.c",' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: 'invalid_json',
      message: 'リクエストの形式が正しくありません（JSON）。',
    })
  })

  it.each(endpoints)('%s: a 1 MB body → 413 JSON, nothing written', async (path) => {
    const before = await rowsWritten()
    const raw = JSON.stringify({ ...VALID, bio: 'あ'.repeat(350_000) })
    expect(raw.length).toBeGreaterThan(350_000)
    const res = await send('POST', path, { ip: freshIp(), raw })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: 'payload_too_large', message: 'リクエストが大きすぎます。' })
    expect(await rowsWritten()).toBe(before)
  })

  it.each(endpoints)('%s: an array, null or a string instead of an object → 400', async (path) => {
    for (const raw of ['[]', 'null', '"email"', '42']) {
      const res = await send('POST', path, { ip: freshIp(), raw })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_request', field: 'body' })
    }
  })

  it.each(
    endpoints.filter((path) => path !== '/auth/social-login' && path !== '/auth/reset-password'),
  )('%s: an email of 1,000 characters → 400 naming email', async (path) => {
    await expectRejected(path, { ...VALID, email: `${'a'.repeat(988)}@example.com` }, 'email')
  })

  it('social-login names provider and idToken', async () => {
    await expectRejected('/auth/social-login', { provider: 'facebook', idToken: 'x' }, 'provider')
    await expectRejected('/auth/social-login', { provider: 'google' }, 'idToken', /IDトークン/)
    await expectRejected('/auth/social-login', { provider: 'google', idToken: 7 }, 'idToken')
    await expectRejected(
      '/auth/social-login',
      { provider: 'apple', idToken: 'x', email: `${'a'.repeat(990)}@x.jp` },
      'email',
    )
  })

  it('social-login turns a garbage token into 401, not 500', async () => {
    for (const idToken of ['not-a-jwt', 'a.b.c', '..', '\u202E.x.y', 'eyJhbGciOiJub25lIn0.e30.']) {
      const res = await send('POST', '/auth/social-login', {
        body: { provider: 'google', idToken },
      })
      expect(res.status, idToken).toBe(401)
      expect(res.body.error).toBe('invalid_id_token')
    }
  })

  it('reset-password names the token and the password', async () => {
    await expectRejected('/auth/reset-password', { password: 'long enough' }, 'token')
    await expectRejected('/auth/reset-password', { token: 'x'.repeat(43) }, 'password')
    await expectRejected(
      '/auth/reset-password',
      { token: 'x'.repeat(500), password: 'long enough' },
      'token',
    )
  })

  it('PATCH /api/me rejects bad fields and keeps the profile unchanged', async () => {
    const { token } = await registeredAndVerified('patch-bad@example.com')
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x\u2066y' }, 'name'],
      [{ website: 'ftp://example.com' }, 'website'],
      [{ birth_date: '1990/01/01' }, 'birth_date'],
      [{ bio: 12 }, 'bio'],
    ] as const) {
      const res = await send('PATCH', '/api/me', { token, body })
      expect(res.status).toBe(400)
      expect(res.body.field).toBe(field)
    }
    const me = await send('GET', '/auth/me', { token })
    expect(me.body).toMatchObject({ name: '山田 花子', website: '', birth_date: null })
  })
})

describe('bodies a careless or hostile client sends', () => {
  /** A body streamed in chunks, so it declares no Content-Length. */
  function streamed(text: string, chunk = 16 * 1024): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text)
    let at = 0
    return new ReadableStream({
      pull(controller) {
        if (at >= bytes.length) return controller.close()
        controller.enqueue(bytes.slice(at, at + chunk))
        at += chunk
      },
    })
  }

  it('a 1 MB body streamed without Content-Length → 413 JSON, nothing written', async () => {
    const before = await rowsWritten()
    const raw = JSON.stringify({ ...VALID, bio: 'あ'.repeat(350_000) })
    const res = await request('/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: streamed(raw),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      message: 'リクエストが大きすぎます。',
    })
    expect(await rowsWritten()).toBe(before)
  })

  it('deeply nested JSON → 400 naming the field, not a 500', async () => {
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const raw = `{"email":${nested},"name":"a","password":"password123"}`
    const res = await send('POST', '/auth/register', { ip: freshIp(), raw })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', field: 'email' })
  })

  it('a body that is not declared as JSON → 400 JSON naming the first missing field', async () => {
    const res = await request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ email: VALID.email, password: VALID.password }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'invalid_request', field: 'email' })
  })

  it('a lone surrogate in a name → 400 naming the name', async () => {
    await expectRejected('/auth/register', { ...VALID, name: 'a\uD800b' }, 'name')
  })

  it('a number where text belongs → 400 with zod’s Japanese message', async () => {
    const res = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: VALID.email, password: 12345678 },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', field: 'password' })
    expect(String(res.body.message)).toMatch(/[ぁ-んァ-ン一-龥]/)
  })
})
