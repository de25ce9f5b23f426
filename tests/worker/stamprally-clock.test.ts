import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckinResult, RallyDashboard } from '../../src/shared/api/stamprally'
import { rotatingToken, windowAt, windowEnd } from '../../worker/stamprally/token'
import { call, count, signIn } from './posts-helpers'
import {
  at,
  checkIn,
  codeOf,
  insertRally,
  insertSpot,
  midWindow,
  northOf,
  secretOf,
  signInAdmin,
  stopClockAt,
  TOWN,
} from './stamprally-helpers'

afterEach(() => {
  vi.useRealTimers()
})

// What the phone says about time and place is recorded, never believed: the rally period, the QR
// windows and the stamp's time come from the server's clock; implausible travel is flagged even
// when the two check-ins arrive together.

interface Refusal {
  error: string
  message: string
}

const DAY = 86_400_000

describe("the server's clock decides", () => {
  it('a device clock set inside the period does not open an ended or upcoming rally', async () => {
    const ended = await insertRally({
      starts_at: new Date(Date.now() - 10 * DAY).toISOString(),
      ends_at: new Date(Date.now() - DAY).toISOString(),
    })
    const upcoming = await insertRally({
      starts_at: new Date(Date.now() + DAY).toISOString(),
      ends_at: new Date(Date.now() + 10 * DAY).toISOString(),
    })
    const user = await signIn()
    for (const rally of [ended, upcoming]) {
      const spot = await insertSpot(rally)
      const insidePeriod = new Date(Date.now() + (rally === ended ? -5 : 5) * DAY).toISOString()
      const res = await checkIn<Refusal>(rally, user.token, {
        spot_id: spot,
        code: await codeOf(spot),
        position: at(TOWN),
        device_time: insidePeriod,
      })
      expect(res.status).toBe(422)
      expect(res.body).toMatchObject({
        error: 'rally_not_running',
        message: 'このスタンプラリーは開催期間外です。',
      })
      const logged = await env.DB.prepare(
        'SELECT device_time, server_time FROM rally_checkins WHERE user_id = ?1 AND rally_id = ?2',
      )
        .bind(user.id, rally)
        .first<{ device_time: string; server_time: string }>()
      expect(logged?.device_time).toBe(insidePeriod)
      expect(Math.abs(Date.parse(logged?.server_time ?? '') - Date.now())).toBeLessThan(60_000)
    }
    expect(await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1', user.id)).toBe(0)
  }, 30_000)

  it("a running rally stamps at the server's time whatever the device's clock says", async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally)
    const user = await signIn()
    const deviceTime = '1999-12-31T23:59:59.000+09:00'
    const res = await checkIn<CheckinResult>(rally, user.token, {
      spot_id: spot,
      code: await codeOf(spot),
      position: at(TOWN),
      device_time: deviceTime,
    })
    expect(res.status).toBe(201)
    const stamp = await env.DB.prepare(
      `SELECT s.created_at, c.device_time, c.server_time FROM stamps s
       JOIN rally_checkins c ON c.attempt_key = s.checkin_key WHERE s.user_id = ?1`,
    )
      .bind(user.id)
      .first<{ created_at: string; device_time: string; server_time: string }>()
    expect(Math.abs(Date.parse(stamp?.created_at ?? '') - Date.now())).toBeLessThan(60_000)
    expect(stamp?.server_time).toBe(stamp?.created_at)
    expect(stamp?.device_time).toBe(deviceTime)
  }, 30_000)

  it('a QR code of a window the server has not reached yet is refused (no codes in advance)', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally, { method: 'staffed' })
    const secret = await secretOf(spot)
    // The window must not end between the codes and the check-ins: the clock stops mid-window.
    stopClockAt(midWindow())
    const now = windowAt(Date.now())
    const user = await signIn()
    for (const window of [now + 1, now + 2, now + 120]) {
      const res = await checkIn<Refusal>(rally, user.token, {
        spot_id: spot,
        token: await rotatingToken(secret, rally, spot, window),
        device_time: new Date(windowEnd(window) - 1000).toISOString(),
      })
      expect([window - now, res.status, res.body.error]).toEqual([
        window - now,
        422,
        'token_invalid',
      ])
    }
    const current = await checkIn(rally, user.token, {
      spot_id: spot,
      token: await rotatingToken(secret, rally, spot, now),
    })
    expect(current.status).toBe(201)
  }, 30_000)
})

describe('implausible travel', () => {
  it('two check-ins sent together from spots 5 km apart: both stamp, the organizer sees a flag', async () => {
    const admin = await signInAdmin()
    const rally = await insertRally()
    const here = await insertSpot(rally)
    const far = northOf(TOWN, 5000)
    const there = await insertSpot(rally, far)
    const [codeHere, codeThere] = [await codeOf(here), await codeOf(there)]
    const user = await signIn()
    const [a, b] = await Promise.all([
      checkIn(rally, user.token, { spot_id: here, code: codeHere, position: at(TOWN) }),
      checkIn(rally, user.token, { spot_id: there, code: codeThere, position: at(far) }),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(
      await count('SELECT COUNT(*) AS n FROM stamps WHERE user_id = ?1 AND flagged = 1', user.id),
    ).toBeGreaterThanOrEqual(1)
    const dashboard = await call<RallyDashboard>('GET', `/api/stamprallies/${rally}/manage`, {
      token: admin.token,
    })
    const flagged = dashboard.body.flagged.filter((row) => row.user_id === user.id)
    expect(flagged.length).toBeGreaterThanOrEqual(1)
    expect(flagged[0]?.speed_kmh).toBeGreaterThan(100)
  }, 30_000)
})

describe('typed codes', () => {
  it('a full-width code typed on a Japanese keyboard is read as the printed one', async () => {
    const rally = await insertRally()
    const spot = await insertSpot(rally, { code: 'MINAT-23456' })
    const user = await signIn()
    const res = await checkIn<CheckinResult>(rally, user.token, {
      code: 'ｍｉｎａｔ－２３４５６',
      position: at(TOWN),
    })
    expect(res.status).toBe(201)
    expect(res.body.spot.id).toBe(spot)
  }, 30_000)
})
