import { createScheduledController, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AdOrder, ServedAd } from '../../src/shared/api/ads'
import worker from '../../worker/index'
import { call, orderState, paidOrder, reviewer, shop, startsToday } from './ads-helpers'

// Running ads on the timeline: when an approved ad runs, the frequency cap (one after every 8
// posts, never the same ad twice in a row), and the daily counts the shop sees.

interface Served {
  items: { position: number; ad: ServedAd }[]
}

async function runningAd(headline: string) {
  const { token } = await shop()
  const id = await paidOrder(token, { headline })
  const admin = await reviewer()
  await startsToday(id)
  const approved = await call('POST', `/api/ads/review/${id}/approve`, { token: admin.token })
  expect(approved.body.state).toBe('running')
  return { id, token }
}

describe('serving', { timeout: 30_000 }, () => {
  it('serves only running ads, at most one in every 8 posts, never the same twice in a row', async () => {
    const { token } = await shop()
    const waiting = await paidOrder(token, { headline: '審査待ちの広告' })
    const ads = [await runningAd('広告A'), await runningAd('広告B'), await runningAd('広告C')]
    const served = await call<Served>('GET', '/api/ads/serve?posts=40')
    expect(served.body.items.map((i) => i.position)).toEqual([8, 16, 24, 32, 40])
    const ids = served.body.items.map((i) => i.ad.id)
    expect(ids).not.toContain(waiting)
    expect(new Set(ids)).toEqual(new Set(ads.map((a) => a.id)))
    for (let i = 1; i < ids.length; i++) expect(ids[i]).not.toBe(ids[i - 1])
    const after = await call<Served>(`GET`, `/api/ads/serve?posts=8&last=${ids.at(-1)}`)
    expect(after.body.items[0]?.ad.id).not.toBe(ids.at(-1))
    expect((await call<Served>('GET', '/api/ads/serve?posts=7')).body.items).toEqual([])
    for (const bad of ['posts=-5', 'posts=abc', 'posts=1e9&last=x']) {
      const res = await call<Served>('GET', `/api/ads/serve?${bad}`)
      expect(res.status, bad).toBe(200)
    }
  })

  it('counts impressions and taps per day for the shop, and only for running ads', async () => {
    const ad = await runningAd('タップされる広告')
    for (let i = 0; i < 3; i++)
      expect((await call('POST', `/api/ads/${ad.id}/impressions`)).status).toBe(200)
    await Promise.all([
      call('POST', `/api/ads/${ad.id}/taps`),
      call('POST', `/api/ads/${ad.id}/taps`),
    ])
    const order = await call<AdOrder & { daily: { impressions: number; taps: number }[] }>(
      'GET',
      `/api/ads/orders/${ad.id}`,
      { token: ad.token },
    )
    expect(order.body).toMatchObject({ state: 'running', impressions: 3, taps: 2 })
    expect(order.body.daily).toHaveLength(1)
    const { token } = await shop()
    const unpaid = await paidOrder(token)
    expect(await orderState(unpaid)).toBe('paid')
    expect((await call('POST', `/api/ads/${unpaid}/taps`)).status).toBe(404)
    expect((await call('POST', '/api/ads/99999999/impressions')).status).toBe(404)
    expect((await call('POST', '/api/ads/%F0%9F/taps')).status).toBe(404)
  })

  it('serves an approved ad on its first day before the hourly sweep, and not once its post is hidden', async () => {
    const { token, id: shopId } = await shop()
    const post = await env.DB.prepare(
      "INSERT INTO posts (user_id, body) VALUES (?1, '港屋の新メニュー') RETURNING id",
    )
      .bind(shopId)
      .first<{ id: number }>()
    const id = await paidOrder(token, { link_url: null, post_id: post?.id, headline: '投稿の広告' })
    const admin = await reviewer()
    const approved = await call('POST', `/api/ads/review/${id}/approve`, { token: admin.token })
    expect(approved.body.state).toBe('scheduled')
    // Midnight passes: the first day has come, the sweep has not run yet.
    await startsToday(id)
    const served = await call<Served>('GET', '/api/ads/serve?posts=80')
    const mine = served.body.items.find((i) => i.ad.id === id)
    expect(mine?.ad.href).toBe(`/app/posts/${post?.id}`)
    expect((await call('POST', `/api/ads/${id}/impressions`)).status).toBe(200)
    await env.DB.prepare("UPDATE posts SET visibility = 'hidden' WHERE id = ?1")
      .bind(post?.id)
      .run()
    const after = await call<Served>('GET', '/api/ads/serve?posts=80')
    expect(after.body.items.map((i) => i.ad.id)).not.toContain(id)
    expect((await call('POST', `/api/ads/${id}/taps`)).status).toBe(404)
  })

  it('moves ads through their dates in the hourly Cron: scheduled → running → finished', async () => {
    const { token } = await shop()
    const starting = await paidOrder(token, { headline: '今日から' })
    const ending = await paidOrder(token, { headline: 'もう終わり' })
    const admin = await reviewer()
    for (const id of [starting, ending]) {
      await call('POST', `/api/ads/review/${id}/approve`, { token: admin.token })
      expect(await orderState(id)).toBe('scheduled')
    }
    await startsToday(starting)
    await env.DB.prepare(
      "UPDATE ad_orders SET starts_on = date(?2, '-7 days'), ends_on = date(?2, '-1 days') WHERE id = ?1",
    )
      .bind(ending, new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10))
      .run()
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
      env,
    )
    expect(await orderState(starting)).toBe('running')
    expect(await orderState(ending)).toBe('finished')
  })
})
