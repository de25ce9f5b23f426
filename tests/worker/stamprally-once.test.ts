import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckinResult, RallyDetail } from '../../src/shared/api/stamprally'
import { call, count, signIn } from './posts-helpers'
import {
  at,
  checkIn,
  codeOf,
  insertCoupon,
  insertRally,
  insertSpot,
  midMinute,
  stopClockAt,
  TOWN,
} from './stamprally-helpers'

// Stamps and rewards happen once, whatever arrives at the same time; check-ins are rate limited.

// A burst must fall in one rate-limit minute: the clock the Worker shares stops mid-minute.
afterEach(() => {
  vi.useRealTimers()
})

const grants = (userId: number, rallyId: number) =>
  count(
    `SELECT COUNT(*) AS n FROM coupon_grants WHERE user_id = ?1 AND source = 'rally'
     AND source_ref = ?2`,
    userId,
    `rally:${rallyId}`,
  )

describe('once only', () => {
  it('30 concurrent check-ins of one user: 10 pass the limit, 2 new stamps, 1 completion, 1 reward', async () => {
    const coupon = await insertCoupon()
    const rally = await insertRally({ reward_coupon_id: coupon })
    const spots = [await insertSpot(rally), await insertSpot(rally), await insertSpot(rally)]
    const codes = await Promise.all(spots.map(codeOf))
    const user = await signIn()
    stopClockAt(midMinute())
    const first = await checkIn(rally, user.token, {
      spot_id: spots[0],
      code: codes[0],
      position: at(TOWN),
    })
    expect(first.status).toBe(201)
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        checkIn<CheckinResult>(rally, user.token, {
          spot_id: spots[1 + (i % 2)],
          code: codes[1 + (i % 2)],
          position: at(TOWN),
        }),
      ),
    )
    const statuses = burst.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 429)).toHaveLength(21)
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(statuses.filter((s) => s === 200)).toHaveLength(7)
    expect(burst.filter((r) => r.status < 300 && r.body.just_completed)).toHaveLength(1)
    expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', user.id)).toBe(3)
    expect(
      await count('SELECT COUNT(*) AS n FROM rally_completions WHERE user_id = ?1', user.id),
    ).toBe(1)
    expect(await grants(user.id, rally)).toBe(1)
    const detail = await call<RallyDetail>('GET', `/api/stamprallies/${rally}`, {
      token: user.token,
    })
    expect(detail.body.progress).toEqual({
      stamped: 3,
      required: 3,
      completed: true,
      rewarded: true,
    })
  }, 30_000)

  it('10 users finishing at once (3 tries each): each gets exactly one stamp and one reward', async () => {
    const coupon = await insertCoupon()
    const rally = await insertRally({ reward_coupon_id: coupon, required_stamps: 2 })
    const [a, b, c] = [await insertSpot(rally), await insertSpot(rally), await insertSpot(rally)]
    const [codeA, codeB] = [await codeOf(a), await codeOf(b)]
    const users = await Promise.all(Array.from({ length: 10 }, () => signIn()))
    stopClockAt(midMinute())
    for (const user of users) {
      expect(
        (await checkIn(rally, user.token, { spot_id: a, code: codeA, position: at(TOWN) })).status,
      ).toBe(201)
    }
    const burst = await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: 3 }, () =>
          checkIn<CheckinResult>(rally, user.token, {
            spot_id: b,
            code: codeB,
            position: at(TOWN),
          }),
        ),
      ),
    )
    expect(burst.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([])
    expect(burst.filter((r) => r.status === 201)).toHaveLength(10)
    for (const user of users) expect(await grants(user.id, rally)).toBe(1)
    expect(
      await count('SELECT COUNT(*) AS n FROM rally_completions WHERE rally_id = ?1', rally),
    ).toBe(10)
    // N of M: the third spot still stamps, and rewards nobody a second time.
    const late = await checkIn<CheckinResult>(rally, users[0]?.token ?? '', {
      spot_id: c,
      code: await codeOf(c),
      position: at(TOWN),
    })
    expect(late.status).toBe(201)
    expect(late.body.just_completed).toBe(false)
    expect(late.body.progress).toMatchObject({ stamped: 3, required: 2, completed: true })
    expect(await grants(users[0]?.id ?? 0, rally)).toBe(1)
  }, 30_000)

  it('a rally without a reward coupon completes without granting anything', async () => {
    const rally = await insertRally({ required_stamps: 1 })
    const spot = await insertSpot(rally)
    const user = await signIn()
    const res = await checkIn<CheckinResult>(rally, user.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(res.body).toMatchObject({
      just_completed: true,
      progress: { completed: true, rewarded: false },
    })
    expect(await count('SELECT COUNT(*) AS n FROM coupon_grants WHERE user_id = ?1', user.id)).toBe(
      0,
    )
  }, 30_000)
})

describe('rate limits (the shared limiter)', () => {
  it('the 11th check-in of a minute is 429 with Retry-After, refused ones count, other users are unaffected', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally)
    const guesser = await signIn()
    stopClockAt(midMinute())
    for (let i = 0; i < 10; i++) {
      const res = await checkIn(rally, guesser.token, {
        spot_id: spot,
        code: `GUESS-${i}`,
        position: at(TOWN),
      })
      expect(res.status).toBe(422)
    }
    const blocked = await checkIn<{ error: string; message: string; retryAfter: number }>(
      rally,
      guesser.token,
      { spot_id: spot, code: await codeOf(spot), position: at(TOWN) },
    )
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toBe('too_many_requests')
    expect(blocked.body.message).toBe(
      'チェックインの回数が多すぎます。1分ほど時間をおいてから再度お試しください。',
    )
    expect(blocked.headers.get('ratelimit-policy')).toBe('"rally-checkin-user";q=10;w=60')
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(blocked.body.retryAfter).toBe(retryAfter)
    expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', guesser.id)).toBe(0)
    // A refused call is not logged as an attempt either: nothing is written past the limit.
    expect(
      await count('SELECT COUNT(*) AS n FROM rally_checkins WHERE user_id = ?1', guesser.id),
    ).toBe(10)
    const other = await signIn()
    const fine = await checkIn(rally, other.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(fine.status).toBe(201)
    expect(fine.headers.get('ratelimit')).toMatch(/^"rally-checkin-user";r=9;t=\d+$/)
  }, 30_000)

  it('25 concurrent check-ins of one user at a fresh minute: exactly 10 are decided', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally)
    const user = await signIn()
    stopClockAt(midMinute())
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        checkIn(rally, user.token, { spot_id: spot, code: `WRONG-${i}`, position: at(TOWN) }),
      ),
    )
    const statuses = burst.map((r) => r.status)
    expect(statuses.filter((s) => s === 422)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
  }, 30_000)

  it('passes (no login) are limited per address: 60 per 5 minutes', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally, { method: 'staffed' })
    const pass = (ip: string) =>
      call<{ error: string; message: string }>('POST', `/api/stamprallies/${rally}/passes`, {
        json: { spot_id: spot, token: 'AAAAAAAAAAAAAAAAAAAAAA' },
        headers: { 'cf-connecting-ip': ip },
      })
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
    const tries = await Promise.all(Array.from({ length: 61 }, () => pass(ip)))
    expect(tries.filter((r) => r.status === 422)).toHaveLength(60)
    const refused = tries.filter((r) => r.status === 429)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.body.message).toMatch(/^試行回数が多すぎます。\d分ほど/)
    expect((await pass('198.51.100.7')).status).toBe(422)
  }, 30_000)
})

describe('hostile check-ins', () => {
  it('are clear 4xx JSON errors and write nothing', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally)
    const user = await signIn()
    const path = `/api/stamprallies/${rally}/checkins`
    const cases: [unknown, number][] = [
      [{ spot_id: 'one', code: 'X' }, 400],
      [{ spot_id: spot, code: 42 }, 400],
      [{ spot_id: spot, token: '../../etc' }, 400],
      [{ spot_id: spot }, 400],
      [{ token: 'AAAAAAAAAAAAAAAA' }, 400],
      [{ spot_id: spot, code: 'X', position: { lat: 'north', lng: 1, accuracy: 1 } }, 400],
      [{ spot_id: spot, code: 'X', position: { lat: 91, lng: 0, accuracy: 1 } }, 400],
      [{ spot_id: spot, code: 'X', device_time: 'yesterday' }, 400],
      [{ spot_id: 1e300, code: 'X' }, 400],
      [[1, 2, 3], 400],
      [null, 400],
    ]
    for (const [body, status] of cases) {
      const res = await call<{ error: string; message: string }>('POST', path, {
        token: user.token,
        json: body,
      })
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status])
      expect(typeof res.body.message).toBe('string')
    }
    let nested: unknown = { code: 'X' }
    for (let i = 0; i < 3000; i++) nested = { position: nested }
    const deep = await call('POST', path, { token: user.token, json: nested })
    expect([400, 413]).toContain(deep.status)
    const huge = await call('POST', path, {
      token: user.token,
      json: { spot_id: spot, code: 'X'.repeat(100_000) },
    })
    expect(huge.status).toBe(413)
    const broken = await call('POST', path, {
      token: user.token,
      body: '{"spot_id": 1, "code": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(broken.body.error).toBe('invalid_json')
    // A lone surrogate is broken text: the shared text rule refuses it before any code is checked.
    const surrogate = await call('POST', path, {
      token: user.token,
      body: `{"spot_id": ${spot}, "code": "\\ud800AB", "position": {"lat": ${TOWN.lat}, "lng": ${TOWN.lng}, "accuracy": 5}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(surrogate.status).toBe(400)
    expect(surrogate.body.message).toContain('壊れた文字')
    expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', user.id)).toBe(0)
  }, 30_000)

  it('needs a login, a rally that exists and a spot of that rally', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally)
    const elsewhere = await insertRally()
    const user = await signIn()
    const anonymous = await call('POST', `/api/stamprallies/${rally}/checkins`, {
      json: { spot_id: spot, code: await codeOf(spot), position: at(TOWN) },
    })
    expect(anonymous.status).toBe(401)
    for (const id of ['999999', 'abc', '0', '1e3']) {
      const res = await checkIn(id as unknown as number, user.token, { spot_id: spot, code: 'X' })
      expect(res.status).toBe(404)
    }
    // A spot of another rally is not part of this one.
    const wrongRally = await checkIn<{ error: string }>(elsewhere, user.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(wrongRally.status).toBe(404)
    expect(wrongRally.body.error).toBe('spot_not_found')
    const hidden = await signIn()
    await env.DB.prepare(`UPDATE users SET status = 'hidden' WHERE id = ?1`).bind(hidden.id).run()
    const restricted = await checkIn(rally, hidden.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(restricted.status).toBe(403)
  }, 30_000)
})
