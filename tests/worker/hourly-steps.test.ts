import { createScheduledController, env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { tokyoToday } from '../../worker/ads/order-store'
import worker from '../../worker/index'
import { registeredAndVerified } from './auth-helpers'

// The hourly Cron Trigger runs each of its steps on its own (worker/housekeeping/hourly.ts): a
// step that fails does not keep the later ones from running, and the run still reports failure.

/** The hourly Cron Trigger of wrangler.toml, as the runtime calls the Worker's scheduled handler. */
const runCronTrigger = () =>
  worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
    env,
  )

/** A paid ad approved to start today, as the review desk leaves it. */
async function adStartingToday(email: string): Promise<number> {
  const { id: userId } = await registeredAndVerified(email)
  const now = new Date().toISOString()
  const row = await env.DB.prepare(
    `INSERT INTO ad_orders (user_id, plan, weeks, starts_on, ends_on, headline, body, billing_name,
                            billing_email, subtotal, tax, total, state, paid_at, created_at, updated_at)
     VALUES (?1, 'timeline', 1, ?2, ?3, '朝市セール', '本文', '港町商店', 'shop@example.com',
             10000, 1000, 11000, 'scheduled', ?4, ?4, ?4)
     RETURNING id`,
  )
    .bind(userId, tokyoToday(), tokyoToday(Date.now() + 6 * 86_400_000), now)
    .first<{ id: number }>()
  return row?.id ?? 0
}

const stateOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT state FROM ad_orders WHERE id = ?').bind(id).first<{
      state: string
    }>()
  )?.state

afterEach(async () => {
  await env.DB.prepare('DROP TRIGGER IF EXISTS hourly_test_broken_window').run()
})

describe('the hourly Cron Trigger', () => {
  it('runs the steps after one that fails, then fails naming it', async () => {
    const ad = await adStartingToday('broken-step@example.com')
    // The map's marking step writes its window row last; a D1 error there fails that step.
    await env.DB.prepare(
      `CREATE TRIGGER hourly_test_broken_window BEFORE INSERT ON map_steady_window
       BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    ).run()
    await expect(runCronTrigger()).rejects.toThrow('hourly steps failed: map steady')
    // The ad schedule comes after the failed step and still ran.
    expect(await stateOf(ad)).toBe('running')
  })

  it('succeeds when every step does', async () => {
    const ad = await adStartingToday('every-step@example.com')
    await runCronTrigger()
    expect(await stateOf(ad)).toBe('running')
  })
})
