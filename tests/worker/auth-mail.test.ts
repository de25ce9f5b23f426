import { afterEach, describe, expect, it, vi } from 'vitest'
import { count, freshIp, outboxFor, register, send, sendWithEnv } from './auth-helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('GET /api/dev/outbox (local mail outbox)', () => {
  it('lists the stored mail newest first, with the links pulled out, page by page', async () => {
    for (const email of ['page1@example.com', 'page2@example.com', 'page3@example.com']) {
      await register(email)
    }
    const first = await send<{ items: { to: string; links: string[] }[]; nextCursor: string }>(
      'GET',
      '/api/dev/outbox?limit=2',
    )
    expect(first.status).toBe(200)
    expect(first.body.items.map((item) => item.to)).toEqual([
      'page3@example.com',
      'page2@example.com',
    ])
    expect(first.body.items[0]?.links[0]).toContain('/app/verify-email?token=')
    const second = await send<{ items: { to: string }[]; nextCursor: string | null }>(
      'GET',
      `/api/dev/outbox?limit=2&cursor=${first.body.nextCursor}`,
    )
    expect(second.body.items.map((item) => item.to)).toEqual(['page1@example.com'])
    expect(second.body.nextCursor).toBeNull()
  })

  it('filters by recipient', async () => {
    await register('only-me@example.com')
    const items = await outboxFor('ONLY-ME@example.com')
    expect(items.map((item) => item.to)).toEqual(['only-me@example.com'])
  })

  it('answers 400 for a bad limit or cursor', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=-1', 'to=not-an-email']) {
      const res = await send('GET', `/api/dev/outbox?${query}`)
      expect(res.status, query).toBe(400)
    }
  })

  it('does not exist on a public host, even while mail goes to the outbox', async () => {
    const res = await send('GET', '/api/dev/outbox', { host: 'example.jp' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'not_found', message: 'APIが見つかりません。' })
  })
})

describe('with an HTTP mail provider configured', () => {
  const provider = { MAIL_API_URL: 'https://mail.example.net/v1/send', MAIL_API_KEY: 'secret-key' }

  function interceptProvider(status = 202) {
    const sent: { auth: string | null; body: Record<string, string> }[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input, init)
      if (req.url === provider.MAIL_API_URL) {
        sent.push({ auth: req.headers.get('authorization'), body: await req.json() })
        return new Response('{}', { status })
      }
      return realFetch(input, init)
    })
    return sent
  }

  it('sends the verification email there and stores nothing in the outbox', async () => {
    const sent = interceptProvider()
    const before = await count('SELECT COUNT(*) AS n FROM mail_outbox')
    const res = await sendWithEnv(provider, 'POST', '/auth/register', {
      email: 'provider@example.com',
      name: '配信 太郎',
      password: 'password123',
    })
    expect(res.status).toBe(201)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.auth).toBe('Bearer secret-key')
    expect(sent[0]?.body).toMatchObject({
      from: 'jimoto <no-reply@example.jp>',
      to: 'provider@example.com',
      subject: '【jimoto】メールアドレスの確認',
    })
    expect(sent[0]?.body.text).toMatch(/\/app\/verify-email\?token=[\w-]{43}/)
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox')).toBe(before)
  })

  it('hides the outbox endpoint', async () => {
    const res = await sendWithEnv(provider, 'GET', '/api/dev/outbox', undefined)
    expect(res.status).toBe(404)
  })

  it('tells the person when the provider fails at registration; resend still answers the same', async () => {
    interceptProvider(500)
    const res = await sendWithEnv(provider, 'POST', '/auth/register', {
      email: 'bounced@example.com',
      name: '配信 失敗',
      password: 'password123',
    })
    expect(res.status).toBe(502)
    expect(res.body.error).toBe('mail_failed')
    expect(res.body.message).toMatch(/確認メールを再送/)
    const resend = await sendWithEnv(provider, 'POST', '/auth/resend-verification', {
      email: 'bounced@example.com',
    })
    expect(resend.status).toBe(200)
    const login = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'bounced@example.com', password: 'password123' },
    })
    expect(login.body.error).toBe('Email not verified')
  })
})
