import { afterEach, describe, expect, it, vi } from 'vitest'
import { count, freshIp, register, send } from './auth-helpers'

afterEach(() => {
  vi.useRealTimers()
})

/** Freezes the clock at the start of a 30-minute window (every limit's window divides it). */
function atWindowStart() {
  const now = Date.now()
  const start = now - (now % (30 * 60_000)) + 30 * 60_000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  return start
}

function expect429(res: { status: number; headers: Headers; body: Record<string, unknown> }) {
  expect(res.status).toBe(429)
  expect(res.body.error).toBe('too_many_requests')
  expect(res.body.message).toMatch(/試行回数が多すぎます/)
  return Number(res.headers.get('retry-after'))
}

describe('rate limits', () => {
  it('login: 25 attempts per 5 minutes per IP, then 429 with Retry-After', async () => {
    const start = atWindowStart()
    const ip = freshIp()
    for (let i = 0; i < 25; i++) {
      // Different addresses, so only the per-IP limit can trip.
      const res = await send('POST', '/auth/login', {
        ip,
        body: { email: `ip-${i}@example.com`, password: 'whatever1' },
      })
      expect(res.status).toBe(401)
    }
    const blocked = await send('POST', '/auth/login', {
      ip,
      body: { email: 'ip-last@example.com', password: 'whatever1' },
    })
    expect(expect429(blocked)).toBe(300)
    // Another address is not affected.
    const other = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'ip-last@example.com', password: 'whatever1' },
    })
    expect(other.status).toBe(401)
    // The next window lets the same IP try again.
    vi.setSystemTime(start + 5 * 60_000)
    const later = await send('POST', '/auth/login', {
      ip,
      body: { email: 'ip-next@example.com', password: 'whatever1' },
    })
    expect(later.status).toBe(401)
  }, 60_000)

  it('login: 25 attempts per hour per email, whatever the IP', async () => {
    atWindowStart()
    for (let i = 0; i < 25; i++) {
      const res = await send('POST', '/auth/login', {
        ip: freshIp(),
        body: { email: 'target@example.com', password: `guess-${i}-guess` },
      })
      expect(res.status).toBe(401)
    }
    const blocked = await send('POST', '/auth/login', {
      ip: freshIp(),
      body: { email: 'TARGET@example.com', password: 'one more guess' },
    })
    const retryAfter = expect429(blocked)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)
  }, 60_000)

  it('register: 5 per 30 minutes per IP', async () => {
    atWindowStart()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', '/auth/register', {
        ip,
        body: { email: `reg-${i}@example.com`, name: 'テスト', password: 'password123' },
      })
      expect(res.status).toBe(201)
    }
    const blocked = await send('POST', '/auth/register', {
      ip,
      body: { email: 'reg-6@example.com', name: 'テスト', password: 'password123' },
    })
    expect(expect429(blocked)).toBe(1800)
    expect(
      await count('SELECT COUNT(*) AS n FROM users WHERE email = ?', 'reg-6@example.com'),
    ).toBe(0)
  }, 30_000)

  it.each([['/auth/resend-verification'], ['/auth/forgot-password']])(
    '%s: 5 per 30 minutes per email, the same for unknown addresses',
    async (path) => {
      atWindowStart()
      await register('limited@example.com')
      for (const email of ['limited@example.com', 'unknown-limited@example.com']) {
        for (let i = 0; i < 5; i++) {
          expect((await send('POST', path, { ip: freshIp(), body: { email } })).status).toBe(200)
        }
        expect(expect429(await send('POST', path, { ip: freshIp(), body: { email } }))).toBe(1800)
      }
    },
  )
})
