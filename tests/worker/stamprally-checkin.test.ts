import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckinResult } from '../../src/shared/api/stamprally'
import { checkGeofence, haversineMeters } from '../../src/shared/geo'
import {
  checkinPass,
  rotatingToken,
  verifyRotatingToken,
  windowAt,
} from '../../worker/stamprally/token'
import { call, count, signIn } from './posts-helpers'
import {
  at,
  checkIn,
  codeOf,
  currentToken,
  insertRally,
  insertSpot,
  midWindow,
  northOf,
  secretOf,
  signInAdmin,
  stopClockAt,
  TOWN,
} from './stamprally-helpers'

// Check-ins as the app sends them, decided by the Worker in workerd against a real D1.

interface Refusal {
  error: string
  message: string
  reason?: string
}

// The tests that need "the current window" stop the clock the Worker shares in the middle of
// one (stopClockAt), so the window cannot end between the code and the check-in.
afterEach(() => {
  vi.useRealTimers()
})

describe('rotating QR codes of staffed spots', () => {
  it('accept the code of the current and the previous window, refuse older, forged and other spots', async () => {
    const admin = await signInAdmin()
    const rally = await insertRally()
    const spot = await insertSpot(rally, { method: 'staffed' })
    const other = await insertSpot(rally, { method: 'staffed' })
    const secret = await secretOf(spot)

    const current = await signIn()
    const res = await checkIn<CheckinResult>(rally, current.token, {
      spot_id: spot,
      token: await currentToken(rally, spot, admin),
    })
    expect(res.status).toBe(201)
    expect(res.body.outcome).toBe('stamped')
    expect(res.body.progress).toMatchObject({ stamped: 1, required: 2 })

    stopClockAt(midWindow())
    const now = windowAt(Date.now())
    const previous = await signIn()
    const prevRes = await checkIn(rally, previous.token, {
      spot_id: spot,
      token: await rotatingToken(secret, rally, spot, now - 1),
    })
    expect(prevRes.status).toBe(201)

    const refusedWith = async (token: string, spotId = spot) => {
      const user = await signIn()
      const r = await checkIn<Refusal>(rally, user.token, { spot_id: spotId, token })
      expect(r.status).toBe(422)
      expect(r.body.error).toBe('token_invalid')
      expect(r.body.message).toContain('最新のQRコード')
      expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', user.id)).toBe(0)
      return user
    }
    const expired = await refusedWith(await rotatingToken(secret, rally, spot, now - 2))
    await refusedWith('AAAAAAAAAAAAAAAAAAAAAA')
    // A valid code of the other spot, presented for this one.
    await refusedWith(await currentToken(rally, other, admin))
    // Every refusal is logged with the server's time.
    const logged = await env.DB.prepare(
      'SELECT outcome, reason, server_time FROM rally_checkins WHERE user_id = ?1',
    )
      .bind(expired.id)
      .first<{ outcome: string; reason: string; server_time: string }>()
    expect(logged).toMatchObject({ outcome: 'refused', reason: 'token_invalid' })
    expect(Math.abs(Date.parse(logged?.server_time ?? '') - Date.now())).toBeLessThan(60_000)
  }, 30_000)

  it('windows are 30 s of the server clock: the previous one still counts, the one before not', async () => {
    const secret = 'a-spot-secret'
    const w = 59_000_000
    const token = await rotatingToken(secret, 1, 2, w)
    expect(await verifyRotatingToken(secret, 1, 2, token, w * 30_000)).toBe(true)
    expect(await verifyRotatingToken(secret, 1, 2, token, (w + 1) * 30_000 + 29_999)).toBe(true)
    expect(await verifyRotatingToken(secret, 1, 2, token, (w + 2) * 30_000)).toBe(false)
    expect(await verifyRotatingToken(secret, 1, 2, token, w * 30_000 - 1)).toBe(false)
    expect(await verifyRotatingToken('another-secret', 1, 2, token, w * 30_000)).toBe(false)
    expect(await verifyRotatingToken(secret, 1, 3, token, w * 30_000)).toBe(false)
    expect(await verifyRotatingToken(secret, 9, 2, token, w * 30_000)).toBe(false)
  }, 30_000)

  it('a printed code is refused at a staffed spot', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally, { method: 'staffed', code: 'STAFFED-CODE' })
    const user = await signIn()
    const res = await checkIn<Refusal>(rally, user.token, { spot_id: spot, code: 'STAFFED-CODE' })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('token_invalid')
  }, 30_000)
})

describe('passes through the login page', () => {
  it('trade a valid token for a 10-minute pass of that spot only; stale tokens get none', async () => {
    const admin = await signInAdmin()
    const rally = await insertRally()
    const spot = await insertSpot(rally, { method: 'staffed' })
    const other = await insertSpot(rally, { method: 'staffed' })
    const printed = await insertSpot(rally)
    const passFor = (spotId: number, token: string) =>
      call<{ pass: string; valid_until: string; error?: string }>(
        'POST',
        `/api/stamprallies/${rally}/passes`,
        { json: { spot_id: spotId, token } },
      )
    // Logged out, straight from the QR code.
    const issued = await passFor(spot, await currentToken(rally, spot, admin))
    expect(issued.status).toBe(200)
    const minutesLeft = (Date.parse(issued.body.valid_until) - Date.now()) / 60_000
    expect(minutesLeft).toBeGreaterThan(9.9)
    expect(minutesLeft).toBeLessThanOrEqual(10.5)
    const user = await signIn()
    const stamped = await checkIn<CheckinResult>(rally, user.token, {
      spot_id: spot,
      pass: issued.body.pass,
    })
    expect(stamped.status).toBe(201)
    // The same pass names one spot: not the other one.
    const elsewhere = await checkIn<Refusal>(rally, user.token, {
      spot_id: other,
      pass: issued.body.pass,
    })
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.body.error).toBe('token_invalid')
    // A pass whose last window is over, and stale or foreign tokens, are refused.
    stopClockAt(midWindow())
    const secret = await secretOf(spot)
    const expired = await checkinPass(secret, rally, spot, windowAt(Date.now()) - 1)
    const late = await signIn()
    expect((await checkIn(rally, late.token, { spot_id: spot, pass: expired })).status).toBe(422)
    const stale = await rotatingToken(secret, rally, spot, windowAt(Date.now()) - 2)
    expect((await passFor(spot, stale)).status).toBe(422)
    expect((await passFor(other, await currentToken(rally, spot, admin))).status).toBe(422)
    expect((await passFor(printed, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(422)
    expect((await passFor(spot, '../etc/passwd')).status).toBe(400)
  }, 30_000)
})

describe('printed codes and the position', () => {
  it('the rule at the radius: inside or on the circle passes, just outside does not', () => {
    const spot = { ...TOWN, radius_m: 50 }
    const edge = northOf(TOWN, 50)
    const onCircle = { ...spot, radius_m: haversineMeters(TOWN, edge) }
    expect(checkGeofence(onCircle, { ...edge, accuracy_m: 10 }).ok).toBe(true)
    expect(checkGeofence(spot, { ...northOf(TOWN, 49.9), accuracy_m: 10 }).ok).toBe(true)
    expect(checkGeofence(spot, { ...northOf(TOWN, 50.1), accuracy_m: 10 })).toMatchObject({
      ok: false,
      reason: 'too_far',
    })
    expect(checkGeofence(spot, { ...TOWN, accuracy_m: 50 }).ok).toBe(true)
    expect(checkGeofence(spot, { ...TOWN, accuracy_m: 51 })).toMatchObject({
      ok: false,
      reason: 'poor_accuracy',
    })
  }, 30_000)

  it('stamps at 49.9 m, refuses at 50.1 m and says how far, and stores both attempts', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally, { lat: TOWN.lat, lng: TOWN.lng })
    const code = await codeOf(spot)
    const user = await signIn()
    const far = await checkIn<Refusal & { distance_m: number }>(rally, user.token, {
      spot_id: spot,
      code,
      position: at(TOWN, 120),
      device_time: '2026-11-24T10:00:00.000+09:00',
    })
    expect(far.status).toBe(422)
    expect(far.body.error).toBe('too_far')
    expect(far.body.message).toContain('スポットから約120m離れています')
    const edge = await checkIn<Refusal>(rally, user.token, {
      spot_id: spot,
      code,
      position: at(TOWN, 50.1),
    })
    expect(edge.status).toBe(422)
    expect(edge.body.error).toBe('too_far')
    const inside = await checkIn<CheckinResult>(rally, user.token, {
      spot_id: spot,
      code,
      position: at(TOWN, 49.9, 12),
      device_time: '2026-11-24T10:01:00.000+09:00',
    })
    expect(inside.status).toBe(201)
    expect(inside.body.outcome).toBe('stamped')
    const attempts = await env.DB.prepare(
      `SELECT outcome, reason, device_time, server_time, lat, lng, accuracy_m, distance_m
       FROM rally_checkins WHERE user_id = ?1 ORDER BY id`,
    )
      .bind(user.id)
      .all<Record<string, unknown>>()
    expect(attempts.results.map((a) => [a.outcome, a.reason])).toEqual([
      ['refused', 'too_far'],
      ['refused', 'too_far'],
      ['stamped', null],
    ])
    const first = attempts.results[0] ?? {}
    expect(first.device_time).toBe('2026-11-24T10:00:00.000+09:00')
    expect(typeof first.server_time).toBe('string')
    expect(first.lat).toBeCloseTo(northOf(TOWN, 120).lat, 6)
    expect(first.accuracy_m).toBe(10)
    expect(Number(first.distance_m)).toBeCloseTo(120, 0)
    expect(attempts.results[2]?.accuracy_m).toBe(12)
  }, 30_000)

  it('explains a vague fix, a refused geolocation and a wrong code', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally)
    const code = await codeOf(spot)
    const user = await signIn()
    const vague = await checkIn<Refusal>(rally, user.token, {
      spot_id: spot,
      code,
      position: at(TOWN, 0, 300),
    })
    expect(vague.status).toBe(422)
    expect(vague.body.error).toBe('poor_accuracy')
    expect(vague.body.message).toContain('誤差約300m')
    const denied = await checkIn<Refusal>(rally, user.token, {
      spot_id: spot,
      code,
      position_error: 'denied',
    })
    expect(denied.status).toBe(422)
    expect(denied.body.error).toBe('position_required')
    expect(denied.body.message).toContain('位置情報の利用が許可されていません')
    const wrong = await checkIn<Refusal>(rally, user.token, {
      spot_id: spot,
      code: 'WRONG-CODE',
      position: at(TOWN),
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.error).toBe('code_invalid')
    expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', user.id)).toBe(0)
  }, 30_000)

  it('a typed code finds its spot without a spot id (in lower case too)', async () => {
    const rally = await insertRally()
    await insertSpot(rally, { code: 'OTHER-2026' })
    const spot = await insertSpot(rally, { code: 'MINATO-2026' })
    const user = await signIn()
    const res = await checkIn<CheckinResult>(rally, user.token, {
      code: ' minato-2026 ',
      position: at(TOWN),
    })
    expect(res.status).toBe(201)
    expect(res.body.spot.id).toBe(spot)
  }, 30_000)

  it('refuses every check-in outside the rally period', async () => {
    const ended = await insertRally({
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2026-01-31T00:00:00.000Z',
    })
    const spot = await insertSpot(ended)
    const user = await signIn()
    const res = await checkIn<Refusal>(ended, user.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
    })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('rally_not_running')
  }, 30_000)
})

describe('travel between stamps', () => {
  it('flags a stamp reached faster than 100 km/h, and not a walk', async () => {
    const rally = await insertRally()
    const a = await insertSpot(rally)
    const b = await insertSpot(rally, northOf(TOWN, 5000))
    const user = await signIn()
    await checkIn(rally, user.token, { spot_id: a, code: await codeOf(a), position: at(TOWN) })
    const jump = await checkIn(rally, user.token, {
      spot_id: b,
      code: await codeOf(b),
      position: at(northOf(TOWN, 5000)),
    })
    expect(jump.status).toBe(201)
    const flags = await env.DB.prepare(
      'SELECT spot_id, flagged FROM stamps WHERE user_id = ?1 ORDER BY spot_id',
    )
      .bind(user.id)
      .all<{ spot_id: number; flagged: number }>()
    expect(flags.results).toEqual([
      { spot_id: a, flagged: 0 },
      { spot_id: b, flagged: 1 },
    ])
    const attempt = await env.DB.prepare(
      'SELECT flagged, speed_kmh FROM rally_checkins WHERE user_id = ?1 AND spot_id = ?2',
    )
      .bind(user.id, b)
      .first<{ flagged: number; speed_kmh: number }>()
    expect(attempt?.flagged).toBe(1)
    expect(attempt?.speed_kmh).toBeGreaterThan(100)
  }, 30_000)
})
