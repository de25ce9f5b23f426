import { Hono } from 'hono'
import type { HealthReport } from '../../src/shared/api/health'
import { feedConfig } from '../alerts/config'
import { feedHealth } from '../alerts/feed-health'
import type { AppEnv } from '../lib/env'
import { reply } from '../lib/reply'

/**
 * `GET /api/health`: the build, the D1 schema version, which optional services are set up and
 * whether the JMA feeds are read. Always 200 while the Worker answers: `status` is "degraded"
 * when D1 is unavailable or no JMA read has succeeded for 10 minutes (a monitor matches the body;
 * a 503 would tell a load balancer the Worker is gone while it serves everything but warnings).
 */
export const health = new Hono<AppEnv>()

health.get('/', async (c) => {
  let schema: { version: number; name: string } | null = null
  let database: 'ok' | 'unavailable' = 'ok'
  try {
    // d1_migrations is written by `wrangler d1 migrations apply` and by the test setup alike.
    const row = await c.env.DB.prepare(
      'SELECT id, name FROM d1_migrations ORDER BY id DESC LIMIT 1',
    ).first<{ id: number; name: string }>()
    if (row) schema = { version: row.id, name: row.name }
  } catch (err) {
    console.error('health: D1 unavailable', err)
    database = 'unavailable'
  }
  let jma: HealthReport['jma'] = null
  if (database === 'ok') {
    try {
      const health = await feedHealth(c.env.DB, feedConfig(c.env).base)
      jma = {
        state: health.state,
        feeds: health.feeds.map(({ feed, state, lastReadAt }) => ({ feed, state, lastReadAt })),
      }
    } catch (err) {
      console.error('health: feed state unavailable', err)
    }
  }
  const configured = (value: string | undefined) => Boolean(value && value.length > 0)
  const env = c.env as Env & Record<string, string | undefined>
  return reply(
    c,
    'GET /api/health',
    {
      status: database === 'ok' && jma?.state !== 'down' ? 'ok' : 'degraded',
      build: c.env.BUILD_ID,
      database,
      schema,
      jma,
      services: {
        push: configured(env.FCM_SERVICE_ACCOUNT),
        translation: configured(env.TRANSLATION_API_URL),
        payments: configured(env.STRIPE_SECRET_KEY),
        authEmulator: configured(c.env.FIREBASE_AUTH_EMULATOR_HOST),
      },
    },
    200,
    { 'cache-control': 'no-store' },
  )
})
