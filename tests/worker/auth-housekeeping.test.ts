import { createScheduledController, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../worker/index'
import { count, freshIp, PASSWORD, registeredAndVerified, send } from './auth-helpers'

// The hourly Cron Trigger of wrangler.toml, as the runtime calls the Worker's scheduled handler.
async function runCronTrigger(scheduledTime: number) {
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env)
}

describe('housekeeping', () => {
  it('the Cron Trigger clears out sessions and rate-limit windows that died over a day ago', async () => {
    const { id } = await registeredAndVerified('sweep@example.com')
    const now = Date.now()
    const twoDaysAgo = new Date(now - 2 * 86_400_000).toISOString()
    const windowOf = (ms: number) => Math.floor(ms / 1000)
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('old', ?, ?, ?)`,
      ).bind(id, twoDaysAgo, twoDaysAgo),
      env.DB.prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES ('login-ip:old', ?, 3), ('login-ip:live', ?, 3)`,
      ).bind(windowOf(now - 2 * 86_400_000), windowOf(now - 60_000)),
    ])
    await runCronTrigger(now)
    expect(await count(`SELECT COUNT(*) AS n FROM sessions WHERE token_hash = 'old'`)).toBe(0)
    expect(await count(`SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'login-ip:old'`)).toBe(0)
    // A window still counting stays, and so do live sessions.
    expect(await count(`SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'login-ip:live'`)).toBe(1)
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', id)).toBeGreaterThan(
      0,
    )
  })

  it('requests no longer delete anything: a sign-in leaves an expired window for the trigger', async () => {
    await registeredAndVerified('late@example.com')
    const ip = freshIp()
    await env.DB.prepare(`INSERT INTO rate_limits (key, window_start, count) VALUES (?, 1000, 3)`)
      .bind(`login-ip:${ip}`)
      .run()
    const login = await send('POST', '/auth/login', {
      ip,
      body: { email: 'late@example.com', password: PASSWORD },
    })
    expect(login.status).toBe(200)
    expect(await count(`SELECT COUNT(*) AS n FROM rate_limits WHERE window_start = 1000`)).toBe(1)
  })
})
