import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { pollFeeds } from '../../worker/alerts/poller'
import vpww55 from '../fixtures/jma/15_17_01_250630_VPWW55.xml?raw'
import vxse53 from '../fixtures/jma/32-35_01_03_240613_VXSE53.xml?raw'
import { alertsOf, channel, reportOutcome } from './alerts-helpers'

// The Cron poller against the JMA feed stand-in (scripts/lib/jma-stand-in.mjs), which answers like
// www.data.jma.go.jp: Atom feeds with ETag / Last-Modified, 304 on a conditional request, and the
// failure modes a test asks for. Each test reads a channel of its own with its own area code, so
// the rows it checks are its own.

/**
 * The stand-in's drill telegrams are for 熱海市 (2220500): only the drill test reads them as the
 * town's; the others read them as 伊東市 (2220800), another town of 静岡県 (same weather office,
 * so the telegrams are fetched), and the warning rows stay the drill's.
 */
const ELSEWHERE = 'city:2220800'

describe('conditional requests', () => {
  it('sends the validators back and reads nothing new on 304', async () => {
    const ch = channel(ELSEWHERE)
    await ch.drill('advisory')
    const first = await pollFeeds(env, ch.config())
    expect(first.feeds.map((f) => f.result)).toEqual(['fresh', 'fresh'])
    const second = await pollFeeds(env, ch.config())
    expect(second.feeds.map((f) => f.result)).toEqual(['not_modified', 'not_modified'])
    const feedRequests = (await ch.log()).filter((entry) => entry.path.endsWith('/extra.xml'))
    expect(feedRequests[0]).toMatchObject({ ifNoneMatch: null, status: 200 })
    expect(feedRequests[1]?.ifNoneMatch).toMatch(/^"[0-9a-f]{16}"$/)
    expect(feedRequests[1]?.ifModifiedSince).toMatch(/GMT$/)
    expect(feedRequests[1]?.status).toBe(304)
    // The telegram was fetched once, not again after the 304.
    expect((await ch.log()).filter((entry) => entry.path.includes('/data/'))).toHaveLength(1)
  })

  it('a new telegram changes the feed: the next poll gets 200 and reads only the new entry', async () => {
    const ch = channel(ELSEWHERE)
    await ch.drill('advisory')
    await pollFeeds(env, ch.config())
    const { link } = await ch.drill('warning')
    const summary = await pollFeeds(env, ch.config())
    expect(summary.feeds[0]).toMatchObject({ result: 'fresh', status: 200, fetched: 1 })
    expect(await reportOutcome(link)).toEqual(['other_area'])
  })
})

describe('back-off', () => {
  it('after a 503 the feed is left alone until retry_after, then read again', async () => {
    const ch = channel()
    await ch.trouble({ times: 1, status: 503, target: 'feed', only: 'extra' })
    const now = Date.now()
    const failed = await pollFeeds(env, ch.config(), now)
    expect(failed.feeds[0]).toMatchObject({ result: 'failed', status: 503 })
    const state = await env.DB.prepare(
      'SELECT failures, retry_after FROM alert_feeds WHERE url = ?1',
    )
      .bind(`${ch.base}/extra.xml`)
      .first<{ failures: number; retry_after: string }>()
    expect(state?.failures).toBe(1)
    expect(Date.parse(state?.retry_after ?? '')).toBe(now + 60_000)
    const waiting = await pollFeeds(env, ch.config(), now + 30_000)
    expect(waiting.feeds[0]?.result).toBe('backing_off')
    expect((await ch.log()).filter((e) => e.path.endsWith('/extra.xml'))).toHaveLength(1)
    const later = await pollFeeds(env, ch.config(), now + 61_000)
    expect(later.feeds[0]?.result).toBe('fresh')
  })

  it('backs off longer after each failure, and follows a 429’s Retry-After', async () => {
    const ch = channel()
    await ch.trouble({ times: 2, status: 500, target: 'feed', only: 'extra' })
    const now = Date.now()
    await pollFeeds(env, ch.config(), now)
    await pollFeeds(env, ch.config(), now + 61_000)
    const state = await env.DB.prepare(
      'SELECT failures, retry_after FROM alert_feeds WHERE url = ?1',
    )
      .bind(`${ch.base}/extra.xml`)
      .first<{ failures: number; retry_after: string }>()
    expect(state?.failures).toBe(2)
    expect(Date.parse(state?.retry_after ?? '')).toBe(now + 61_000 + 120_000)
    const limited = channel()
    await limited.trouble({ times: 1, status: 429, retryAfter: 300, target: 'feed', only: 'extra' })
    await pollFeeds(env, limited.config(), now)
    const limitedState = await env.DB.prepare('SELECT retry_after FROM alert_feeds WHERE url = ?1')
      .bind(`${limited.base}/extra.xml`)
      .first<{ retry_after: string }>()
    expect(Date.parse(limitedState?.retry_after ?? '')).toBe(now + 300_000)
  })

  it('a feed that never answers counts as a failure once the time limit passes', async () => {
    const ch = channel()
    await ch.trouble({ times: 1, hang: true, target: 'feed', only: 'extra' })
    // A short limit: the stand-in never answers, so this one waits for the limit by design.
    const summary = await pollFeeds(env, { ...ch.config(), timeoutMs: 1000 })
    expect(summary.feeds[0]?.result).toBe('failed')
  })
})

describe('telegrams that cannot be read', () => {
  it('a telegram cut off mid-stream is read again at the next poll, then applied once', async () => {
    const ch = channel(ELSEWHERE)
    const { link } = await ch.drill('warning')
    await ch.trouble({ times: 1, cut: true, target: 'data' })
    await pollFeeds(env, ch.config())
    expect(await reportOutcome(link)).toEqual([])
    const again = await pollFeeds(env, ch.config())
    // No 304 hides the entry: the validators were not kept while it was unread.
    expect(again.feeds[0]?.result).toBe('fresh')
    expect(await reportOutcome(link)).toEqual(['other_area'])
  })

  it('a malformed or truncated telegram is stored as malformed, nothing applied', async () => {
    const ch = channel('city:3220100')
    const broken = await ch.publish({
      feed: 'extra',
      type: 'VPWW55',
      office: '320000',
      xml: '<Report><Control>',
    })
    const truncated = await ch.publish({
      feed: 'extra',
      type: 'VPWW55',
      office: '320000',
      xml: vpww55.slice(0, 5000),
    })
    const summary = await pollFeeds(env, ch.config('city:3220100'))
    expect(summary.applied).toBe(0)
    expect(await reportOutcome(broken.link)).toEqual(['malformed'])
    expect(await reportOutcome(truncated.link)).toEqual(['malformed'])
  })

  it('another prefecture’s telegram is never fetched; one naming other towns is stored as other_area', async () => {
    const ch = channel(ELSEWHERE)
    // JMA's 島根県 sample from 松江地方気象台 (320000): not the demo town's office.
    await ch.publish({ feed: 'extra', type: 'VPWW55', office: '320000', xml: vpww55 })
    const ours = await ch.publish({ feed: 'extra', type: 'VPWW55', office: '220000', xml: vpww55 })
    await pollFeeds(env, ch.config())
    const fetched = (await ch.log()).filter((e) => e.path.includes('/data/'))
    expect(fetched.map((e) => e.path.split('/').pop())).toEqual([ours.link.split('/').pop()])
    expect(await reportOutcome(ours.link)).toEqual(['other_area'])
  })

  it('an exercise telegram (Control/Status 訓練, JMA sample VXSE53) is ignored', async () => {
    const ch = channel()
    const { link } = await ch.publish({
      feed: 'eqvol',
      type: 'VXSE53',
      office: '010000',
      xml: vxse53,
    })
    await pollFeeds(env, ch.config())
    expect(await reportOutcome(link)).toEqual(['ignored'])
    expect(await alertsOf('earthquake', '440')).toEqual([])
  })
})

describe('a drill through the stand-in', () => {
  it('注意報 → 警報 → 危険警報 → 解除 moves the demo town’s 大雨 warning, once per telegram', async () => {
    const ch = channel('city:2220500')
    const config = ch.config()
    const steps = [
      ['advisory', 2, 'issued'],
      ['warning', 3, 'upgraded'],
      ['danger', 4, 'upgraded'],
    ] as const
    for (const [step, level, status] of steps) {
      await ch.drill(step)
      await pollFeeds(env, config)
      const inForce = (await alertsOf('heavy_rain', '2220500')).filter((r) => r.lifted_at === null)
      expect(inForce).toHaveLength(1)
      expect(inForce[0]).toMatchObject({ level, status })
      // A second poll (304) and a re-read feed change nothing.
      await pollFeeds(env, config)
      expect(
        (await alertsOf('heavy_rain', '2220500')).filter((r) => r.lifted_at === null)[0],
      ).toMatchObject({
        level,
        status,
      })
    }
    await ch.drill('lift')
    await pollFeeds(env, config)
    expect((await alertsOf('heavy_rain', '2220500')).filter((r) => r.lifted_at === null)).toEqual(
      [],
    )
  })
})
