import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import type { RotatingQr } from '../../src/shared/api/stamprally'
import { parseCheckinLink } from '../../src/shared/stamprally'
import { call, insertUser, type SignedIn, signInAdmin as signInAdminNamed } from './posts-helpers'

// Rallies and spots written as the demo seed writes them, an admin (who organizes every rally), and
// the check-in call as the app makes it.

/** The town centre the demo rally walks around. */
export const TOWN = { lat: 34.9745, lng: 139.0921 }

/** A point `meters` due north of `from` (on the sphere haversine uses). */
export function northOf(from: { lat: number; lng: number }, meters: number) {
  return { lat: from.lat + (meters / 6_371_008.8) * (180 / Math.PI), lng: from.lng }
}

export const signInAdmin = (): Promise<SignedIn> => signInAdminNamed('運営事務局')

export async function insertCoupon(
  title = 'スタンプラリー達成記念 ソフトクリーム無料',
): Promise<number> {
  const author = await insertUser({ name: 'みなと町観光協会' })
  const row = await env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, coupon_offer, coupon_requires_grant)
     VALUES (?1, 'coupon', ?2, '達成した方だけが使えます。', 'ソフトクリーム1個無料', 1) RETURNING id`,
  )
    .bind(author, title)
    .first<{ id: number }>()
  if (!row) throw new Error('coupon insert returned nothing')
  return row.id
}

/** A festival's rally as its organizer sends it to POST /api/stamprallies. */
export const FESTIVAL_RALLY = {
  title: '港フェス スタンプラリー',
  description: '会場の三つのステージをめぐります。',
  reward: '全部集めると記念缶バッジ',
  starts_at: '2026-01-01T00:00:00+09:00',
  ends_at: '2099-12-31T23:59:00+09:00',
  required_stamps: 1,
}

export interface RallyFields {
  required_stamps?: number | null
  reward_coupon_id?: number | null
  starts_at?: string
  ends_at?: string
}

export async function insertRally(fields: RallyFields = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO stamp_rallies (title, description, reward, starts_at, ends_at, required_stamps,
       reward_coupon_id)
     VALUES ('みなと町まちあるき', '町をめぐります。', 'ソフトクリーム無料', ?1, ?2, ?3, ?4)
     RETURNING id`,
  )
    .bind(
      fields.starts_at ?? new Date(Date.now() - 86_400_000).toISOString(),
      fields.ends_at ?? new Date(Date.now() + 86_400_000).toISOString(),
      fields.required_stamps ?? null,
      fields.reward_coupon_id ?? null,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('rally insert returned nothing')
  return row.id
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface SpotFields {
  method?: 'staffed' | 'printed'
  lat?: number
  lng?: number
  radius_m?: number
  code?: string
  name?: string
}

let spotCounter = 0

export async function insertSpot(rallyId: number, fields: SpotFields = {}): Promise<number> {
  spotCounter += 1
  const code = fields.code ?? `SPOT-${spotCounter}-2026`
  const row = await env.DB.prepare(
    `INSERT INTO rally_spots (rally_id, position, name, lat, lng, code_hash, method, radius_m,
       secret, printed_code)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id`,
  )
    .bind(
      rallyId,
      spotCounter,
      fields.name ?? `スポット${spotCounter}`,
      fields.lat ?? TOWN.lat,
      fields.lng ?? TOWN.lng,
      await sha256Hex(code),
      fields.method ?? 'printed',
      fields.radius_m ?? 50,
      `secret-of-spot-${spotCounter}-${crypto.randomUUID()}`,
      code,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('spot insert returned nothing')
  return row.id
}

export const codeOf = async (spotId: number) =>
  (
    await env.DB.prepare('SELECT printed_code FROM rally_spots WHERE id = ?1')
      .bind(spotId)
      .first<{ printed_code: string }>()
  )?.printed_code ?? ''

export const secretOf = async (spotId: number) =>
  (
    await env.DB.prepare('SELECT secret FROM rally_spots WHERE id = ?1')
      .bind(spotId)
      .first<{ secret: string }>()
  )?.secret ?? ''

export function checkIn<T = Record<string, unknown>>(
  rallyId: number,
  token: string,
  body: unknown,
) {
  return call<T>('POST', `/api/stamprallies/${rallyId}/checkins`, { token, json: body })
}

/** The token the organizer's screen shows now for a staffed spot (read from the QR's URL). */
export async function currentToken(rallyId: number, spotId: number, admin: SignedIn) {
  const qr = await call<RotatingQr>('GET', `/api/stamprallies/${rallyId}/spots/${spotId}/qr`, {
    token: admin.token,
  })
  if (qr.status !== 200) throw new Error(`qr: ${qr.status} ${JSON.stringify(qr.body)}`)
  const link = parseCheckinLink(qr.body.url)
  if (!link?.token) throw new Error(`not a check-in URL: ${qr.body.url}`)
  return link.token
}

/** Printed-spot check-in standing `meters` north of the spot, with a good fix. */
export const at = (spot: { lat: number; lng: number }, meters = 0, accuracy = 10) => ({
  ...northOf(spot, meters),
  accuracy,
})

/**
 * Stops the clock the test and the Worker share (one isolate: `Date` is faked for both, timers
 * stay real) at `at`, so a test that needs "the current QR window" or "this rate-limit minute"
 * gets one that cannot end under it. Undo with `vi.useRealTimers()`.
 */
export function stopClockAt(at: number): number {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
  return at
}

/** The middle of the 30 s QR window the real clock is in now. */
export const midWindow = () => Math.floor(Date.now() / 30_000) * 30_000 + 15_000
/** The middle of the rate-limit minute the real clock is in now. */
export const midMinute = () => Math.floor(Date.now() / 60_000) * 60_000 + 30_000
