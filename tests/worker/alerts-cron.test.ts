import { createScheduledController, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import * as entry from '../../worker/index'
import { channel } from './alerts-helpers'

// The Worker's `scheduled` handler dispatches on the cron: every minute the JMA poll, hourly the
// housekeeping (which must keep working and must not poll).

describe('scheduled', () => {
  it('the per-minute cron polls the feeds; the hourly one does not', async () => {
    const ch = channel('city:2220500')
    const { link } = await ch.drill('advisory')
    const cronEnv = { ...env, JMA_FEED_URL: ch.base } as Env
    await entry.default.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
      cronEnv,
    )
    expect(await ch.log()).toEqual([])
    await entry.default.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }),
      cronEnv,
    )
    const fetched = (await ch.log()).map((e) => e.path.split('/').pop())
    expect(fetched).toEqual(['extra.xml', link.split('/').pop(), 'eqvol.xml'])
    const row = await env.DB.prepare(
      "SELECT level FROM alerts WHERE kind = 'heavy_rain' AND area_code = '2220500'",
    ).first<{ level: number }>()
    expect(row?.level).toBe(2)
  })

  it('the entry module exports only what workerd can serve (a named constant stops it starting)', () => {
    for (const [name, value] of Object.entries(entry)) {
      const servable =
        typeof value === 'function' ||
        (typeof value === 'object' && value !== null && 'fetch' in value)
      expect(servable, name).toBe(true)
    }
  })
})
