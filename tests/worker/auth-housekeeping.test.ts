import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { count, freshIp, PASSWORD, registeredAndVerified, send } from './auth-helpers'

describe('housekeeping', () => {
  it('a sign-in clears out sessions and rate-limit windows that died over a day ago', async () => {
    const { id } = await registeredAndVerified('sweep@example.com')
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString()
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('old', ?, ?, ?)`,
      ).bind(id, twoDaysAgo, twoDaysAgo),
      env.DB.prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES ('login-ip:old', 1000, 3)`,
      ),
    ])
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * 3_600_000)
    try {
      const login = await send('POST', '/auth/login', {
        ip: freshIp(),
        body: { email: 'sweep@example.com', password: PASSWORD },
      })
      expect(login.status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(async () => {
      expect(await count(`SELECT COUNT(*) AS n FROM sessions WHERE token_hash = 'old'`)).toBe(0)
      expect(await count(`SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'login-ip:old'`)).toBe(
        0,
      )
    })
    // Live sessions stay.
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', id)).toBeGreaterThan(
      0,
    )
  })
})
