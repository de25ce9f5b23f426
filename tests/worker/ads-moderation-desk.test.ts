import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ActionResult, QueueItem, SubjectDetail } from '../../src/shared/api/moderation'
import {
  call,
  type Delivery,
  deliver,
  deliveriesFor,
  orderState,
  paidOrder,
  placeOrder,
  press,
  sessionOf,
  shop,
} from './ads-helpers'
import type { OutboxItem } from './auth-helpers'
import { signInAs } from './moderation-helpers'

// Paid ads are reviewed on the moderation desk: the payment queues them once, and the desk's
// approve / reject do what the ads review does (states, refund, email) plus the audit entry.

const desk = '/api/admin/moderation'

async function adQueueRows(id: number) {
  const { results } = await env.DB.prepare(
    "SELECT reason, state FROM moderation_reports WHERE subject_kind = 'ad' AND subject_id = ?1",
  )
    .bind(id)
    .all<{ reason: string; state: string }>()
  return results
}

function billing() {
  return { billing_email: `billing-${crypto.randomUUID().slice(0, 8)}@ramen.example.jp` }
}

describe('paid ads on the moderation desk', { timeout: 60_000 }, () => {
  it('queues a paid ad once, even when the webhook is replayed', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token, billing())
    await press(placed.checkout_url, 'card')
    const events = await deliveriesFor(sessionOf(placed.checkout_url))
    expect(await adQueueRows(placed.order.id)).toEqual([])
    for (const event of events) expect((await deliver(event)).status).toBe(200)
    for (const event of events) expect((await deliver(event)).body.duplicate).toBe(true)
    expect(await orderState(placed.order.id)).toBe('paid')
    expect(await adQueueRows(placed.order.id)).toEqual([
      { reason: '審査待ちの広告', state: 'open' },
    ])

    const admin = await signInAs('admin')
    const queue = await call<{ items: QueueItem[] }>('GET', `${desk}/queue?kind=ad`, {
      token: admin.token,
    })
    const row = queue.body.items.find((item) => item.subject.id === placed.order.id)
    expect(row).toMatchObject({
      state: 'open',
      open_reports: 1,
      reasons: [{ reason: '審査待ちの広告', count: 1 }],
      subject: { kind: 'ad', title: 'みなとラーメン 新メニュー' },
    })
    const detail = await call<SubjectDetail>('GET', `${desk}/subjects/ad/${placed.order.id}`, {
      token: admin.token,
    })
    expect(detail.body.ad).toMatchObject({
      headline: 'みなとラーメン 新メニュー',
      body: '港の塩ラーメン、始めました。',
      link_url: 'https://ramen.example.jp/',
      plan: 'timeline-2w',
      weeks: 2,
      state: 'paid',
      reviewable: true,
      shop_name: expect.any(String),
    })
  })

  it('an unpaid order is not on the desk', async () => {
    const { token } = await shop()
    const placed = await placeOrder(token, billing())
    const admin = await signInAs('admin')
    expect(await adQueueRows(placed.order.id)).toEqual([])
    const res = await call('GET', `${desk}/subjects/ad/${placed.order.id}`, { token: admin.token })
    expect(res.status).toBe(404)
    const review = await call('POST', `${desk}/subjects/ad/${placed.order.id}/review`, {
      token: admin.token,
      body: { decision: 'approve', version: 0 },
    })
    expect(review.status).toBe(404)
    expect(await orderState(placed.order.id)).toBe('awaiting_payment')
  })

  it('a moderator approves: scheduled, audited, closed; a second decision is refused', async () => {
    const { token } = await shop()
    const id = await paidOrder(token, billing())
    const moderator = await signInAs('moderator')
    const approved = await call<ActionResult>('POST', `${desk}/subjects/ad/${id}/review`, {
      token: moderator.token,
      body: { decision: 'approve', version: 0 },
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(201)
    expect(await orderState(id)).toBe('scheduled')
    expect(approved.body.audit).toMatchObject({ action: 'dismiss', reason: '広告を承認: 承認' })
    expect(approved.body.detail).toMatchObject({
      state: 'closed',
      ad: { state: 'scheduled', reviewable: false },
    })
    const reviewed = await env.DB.prepare('SELECT reviewed_by FROM ad_orders WHERE id = ?1')
      .bind(id)
      .first<{ reviewed_by: number }>()
    expect(reviewed?.reviewed_by).toBe(moderator.id)
    // The shop's own list shows the same state as after the old review API.
    const mine = await call<{ items: { id: number; state: string }[] }>('GET', '/api/ads/orders', {
      token,
    })
    expect(mine.body.items.find((o) => o.id === id)?.state).toBe('scheduled')
    const again = await call('POST', `${desk}/subjects/ad/${id}/review`, {
      token: moderator.token,
      body: { decision: 'reject', reason: 'やはり不可', version: approved.body.detail.version },
    })
    expect(again.status).toBe(409)
    expect(await orderState(id)).toBe('scheduled')
    const stale = await call('POST', `${desk}/subjects/ad/${id}/review`, {
      token: moderator.token,
      body: { decision: 'approve', version: 0 },
    })
    expect(stale.status).toBe(409)
  })

  it('an admin rejects with a reason: refunded through Stripe, emailed, audited', async () => {
    const { token } = await shop()
    const mailTo = billing()
    const id = await paidOrder(token, mailTo)
    const admin = await signInAs('admin')
    const noReason = await call('POST', `${desk}/subjects/ad/${id}/review`, {
      token: admin.token,
      body: { decision: 'reject', version: 0 },
    })
    expect(noReason.status).toBe(400)
    expect(await orderState(id)).toBe('paid')
    const rejected = await call<ActionResult>('POST', `${desk}/subjects/ad/${id}/review`, {
      token: admin.token,
      body: { decision: 'reject', reason: '誇大な表現（日本一）が含まれています。', version: 0 },
    })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(201)
    expect(rejected.body.audit).toMatchObject({
      action: 'hide',
      reason: '広告を却下: 誇大な表現（日本一）が含まれています。',
    })
    // A card refund succeeds as Stripe answers the call: the ad is refunded at once.
    expect(rejected.body.detail).toMatchObject({ state: 'closed', ad: { state: 'refunded' } })
    const row = await env.DB.prepare(
      'SELECT payment_intent_id, refund_id, reject_reason FROM ad_orders WHERE id = ?1',
    )
      .bind(id)
      .first<{ payment_intent_id: string; refund_id: string | null; reject_reason: string }>()
    expect(row?.refund_id).toMatch(/^re_/)
    expect(row?.reject_reason).toBe('誇大な表現（日本一）が含まれています。')
    const [refunded] = await deliveriesFor(row?.payment_intent_id ?? '', 'charge.refunded')
    expect((await deliver(refunded as Delivery)).status).toBe(200)
    expect(await orderState(id)).toBe('refunded')
    const mail = await env.DB.prepare(
      'SELECT to_address AS "to", subject, text_body AS text FROM mail_outbox WHERE to_address = ?1',
    )
      .bind(mailTo.billing_email)
      .all<OutboxItem>()
    expect(mail.results).toHaveLength(1)
    expect(mail.results[0]?.text).toContain('誇大な表現')
    expect(mail.results[0]?.text).toContain('19,800')
    const audit = await call<{ items: { action: string; subject_id: number }[] }>(
      'GET',
      `${desk}/audit?kind=ad&subject=${id}`,
      { token: admin.token },
    )
    expect(audit.body.items.map((entry) => entry.action)).toEqual(['hide'])
  })

  it('only staff may review; hostile bodies get a 4xx and change nothing', async () => {
    const { token } = await shop()
    const id = await paidOrder(token, billing())
    const path = `${desk}/subjects/ad/${id}/review`
    const body = { decision: 'approve', version: 0 }
    expect((await call('POST', path, { body })).status).toBe(401)
    expect((await call('POST', path, { token, body })).status).toBe(403)
    const admin = await signInAs('admin')
    for (const bad of [
      { decision: 'publish', version: 0 },
      { decision: 'approve', version: '0' },
      { decision: 'reject', reason: 'x'.repeat(5000), version: 0 },
      { decision: 'reject', reason: 'a\u0000b', version: 0 },
      { decision: 'approve', version: 0, extra: { a: [[[[1]]]] } },
    ]) {
      const res = await call<{ error: string }>('POST', path, { token: admin.token, body: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    expect(
      (await call('POST', path, { token: admin.token, raw: '{"decision":' })).status,
    ).toBeGreaterThanOrEqual(400)
    expect(
      (await call('POST', `${desk}/subjects/ad/99999999/review`, { token: admin.token, body }))
        .status,
    ).toBe(404)
    expect(await orderState(id)).toBe('paid')
    expect(await adQueueRows(id)).toEqual([{ reason: '審査待ちの広告', state: 'open' }])
  })
})
