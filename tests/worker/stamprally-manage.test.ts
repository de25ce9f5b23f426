import { describe, expect, it } from 'vitest'
import type {
  ManagedSpot,
  RallyDashboard,
  RallyDetail,
  RallySummary,
  RotatingQr,
} from '../../src/shared/api/stamprally'
import { parseCheckinLink } from '../../src/shared/stamprally'
import { call, insertPost, insertUser, signIn } from './posts-helpers'
import { at, checkIn, insertCoupon, northOf, signInAdmin, TOWN } from './stamprally-helpers'

// The organizer's side, as an admin (an organization's own rallies have their own test file): a
// rally and its spots, the printable codes, the rotating QR, the dashboard; everyone else refused.

const RALLY = {
  title: '冬のみなと町スタンプラリー',
  description: '港と商店街をめぐります。',
  reward: '2つ集めるとソフトクリーム無料',
  starts_at: '2026-01-01T00:00:00+09:00',
  ends_at: '2099-12-31T23:59:00+09:00',
  required_stamps: 2,
}

async function createRally(token: string, extra: Record<string, unknown> = {}) {
  return call<RallySummary & { error?: string; field?: string }>('POST', '/api/stamprallies', {
    token,
    json: { ...RALLY, ...extra },
  })
}

describe('organizers', () => {
  it('create a rally with spots, print the codes, show a rotating QR and read the dashboard', async () => {
    const admin = await signInAdmin()
    const coupon = await insertCoupon()
    const created = await createRally(admin.token, { reward_coupon_id: coupon })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: RALLY.title,
      status: 'running',
      required_stamps: 2,
      starts_at: '2025-12-31T15:00:00.000Z',
      reward: { coupon: { id: coupon } },
    })
    const rally = created.body.id
    const addSpot = (json: Record<string, unknown>) =>
      call<ManagedSpot>('POST', `/api/stamprallies/${rally}/spots`, { token: admin.token, json })
    const staffed = await addSpot({ name: '観光案内所', ...TOWN, method: 'staffed' })
    const printed = await addSpot({
      name: '港の朝市',
      ...northOf(TOWN, 5000),
      radius_m: 80,
      method: 'printed',
    })
    expect(staffed.status).toBe(201)
    expect(staffed.body).toMatchObject({ position: 1, radius_m: 50, printed_code: null })
    expect(printed.body).toMatchObject({ position: 2, radius_m: 80 })
    expect(printed.body.printed_code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    const printedLink = parseCheckinLink(printed.body.printed_url ?? '')
    expect(printedLink).toEqual({
      rallyId: rally,
      spotId: printed.body.id,
      token: null,
      code: printed.body.printed_code,
      pass: null,
    })

    const qr = await call<RotatingQr>(
      'GET',
      `/api/stamprallies/${rally}/spots/${staffed.body.id}/qr`,
      {
        token: admin.token,
      },
    )
    expect(qr.status).toBe(200)
    expect(qr.headers.get('cache-control')).toBe('private, no-store')
    expect(qr.body.url.startsWith('http://localhost:8787/app/stamprally/')).toBe(true)
    expect(Date.parse(qr.body.valid_until) - Date.parse(qr.body.server_time)).toBeLessThanOrEqual(
      30_000,
    )
    const notStaffed = await call('GET', `/api/stamprallies/${rally}/spots/${printed.body.id}/qr`, {
      token: admin.token,
    })
    expect(notStaffed.status).toBe(409)

    // A participant: the staffed spot through its QR URL, then the printed one 5 km away at once
    // (implausible travel), and one refusal from too far.
    const walker = await signIn('歩く人')
    const token = parseCheckinLink(qr.body.url)?.token
    expect((await checkIn(rally, walker.token, { spot_id: staffed.body.id, token })).status).toBe(
      201,
    )
    const code = printed.body.printed_code
    expect(
      (await checkIn(rally, walker.token, { spot_id: printed.body.id, code, position: at(TOWN) }))
        .status,
    ).toBe(422)
    const done = await checkIn(rally, walker.token, {
      spot_id: printed.body.id,
      code,
      position: at(northOf(TOWN, 5000)),
    })
    expect(done.status).toBe(201)

    const dashboard = await call<RallyDashboard>('GET', `/api/stamprallies/${rally}/manage`, {
      token: admin.token,
    })
    expect(dashboard.status).toBe(200)
    expect(dashboard.body.participants).toBe(1)
    expect(dashboard.body.completions).toBe(1)
    expect(dashboard.body.stamps_by_hour.reduce((n, row) => n + row.stamps, 0)).toBe(2)
    expect(dashboard.body.stamps_by_hour.every((row) => row.hour.endsWith(':00:00.000Z'))).toBe(
      true,
    )
    expect(dashboard.body.flagged).toHaveLength(1)
    expect(dashboard.body.flagged[0]).toMatchObject({ user_name: '歩く人', spot_name: '港の朝市' })
    expect(dashboard.body.recent.map((r) => r.outcome)).toEqual(['stamped', 'refused', 'stamped'])
    expect(dashboard.body.spots.map((s) => s.printed_code)).toEqual([null, code])

    const detail = await call<RallyDetail>('GET', `/api/stamprallies/${rally}`, {
      token: admin.token,
    })
    expect(detail.body.manageable).toBe(true)
    // The public detail never carries codes or secrets.
    expect(JSON.stringify(detail.body)).not.toContain(code ?? 'never')
    expect(JSON.stringify(detail.body)).not.toContain('secret')
  }, 30_000)

  it('only a coupon post can be the reward', async () => {
    const admin = await signInAdmin()
    const author = await insertUser()
    const post = await insertPost({ user_id: author, kind: 'post' })
    const res = await createRally(admin.token, { reward_coupon_id: post })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('reward_coupon_id')
  }, 30_000)

  it('refuse bad input with a Japanese 400 naming the field', async () => {
    const admin = await signInAdmin()
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 7 }, 'title'],
      [{ title: 'a\u0000b' }, 'title'],
      [{ title: '\ud800' }, 'title'],
      // Titles and rewards are display text: no bidi overrides or invisible characters.
      [{ title: 'みなと\u202Eラリー' }, 'title'],
      [{ reward: 'ソフト\u200Bクリーム' }, 'reward'],
      [{ description: '港\u0007' }, 'description'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ ends_at: '2025-01-01T00:00:00Z' }, 'ends_at'],
      [{ required_stamps: 0 }, 'required_stamps'],
      [{ required_stamps: 1.5 }, 'required_stamps'],
      [{ reward_coupon_id: -1 }, 'reward_coupon_id'],
    ]
    for (const [extra, field] of cases) {
      const res = await createRally(admin.token, extra)
      expect([JSON.stringify(extra), res.status, res.body.field]).toEqual([
        JSON.stringify(extra),
        400,
        field,
      ])
      expect(res.body.error).toBe('invalid_request')
    }
    const bidi = await createRally(admin.token, { title: 'みなと\u202Eラリー' })
    expect(bidi.body).toMatchObject({
      message: 'タイトルに文字の表示方向を変える制御文字は使えません。',
    })
    const huge = await createRally(admin.token, { description: 'あ'.repeat(20_000) })
    expect(huge.status).toBe(413)
    const rally = (await createRally(admin.token)).body.id
    const spotCases: [Record<string, unknown>, string][] = [
      [{ name: 'x', lat: 100, lng: 0, method: 'printed' }, 'lat'],
      [{ name: 'x', lat: 0, lng: 0, method: 'teleport' }, 'method'],
      [{ name: 'x', lat: 0, lng: 0, method: 'printed', radius_m: 5 }, 'radius_m'],
      [{ name: '', lat: 0, lng: 0, method: 'printed' }, 'name'],
      [{ name: '\u2066港の朝市\u2069', lat: 0, lng: 0, method: 'printed' }, 'name'],
      [{ name: '港', lat: '３５', lng: 0, method: 'printed' }, 'lat'],
    ]
    for (const [json, field] of spotCases) {
      const res = await call<{ field: string; message: string }>(
        'POST',
        `/api/stamprallies/${rally}/spots`,
        {
          token: admin.token,
          json,
        },
      )
      expect([res.status, res.body.field]).toEqual([400, field])
      expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龥]/)
    }
  }, 30_000)

  it('refuse rally management to everyone who does not manage it', async () => {
    const admin = await signInAdmin()
    const rally = (await createRally(admin.token)).body.id
    const spot = (
      await call<ManagedSpot>('POST', `/api/stamprallies/${rally}/spots`, {
        token: admin.token,
        json: { name: '案内所', ...TOWN, method: 'staffed' },
      })
    ).body.id
    const resident = await signIn()
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/stamprallies', RALLY],
      [
        'POST',
        `/api/stamprallies/${rally}/spots`,
        { name: '乗っ取り', ...TOWN, method: 'printed' },
      ],
      ['GET', `/api/stamprallies/${rally}/manage`],
      ['GET', `/api/stamprallies/${rally}/spots/${spot}/qr`],
    ]
    for (const [method, path, json] of attempts) {
      const anonymous = await call(method, path, { json })
      expect([path, anonymous.status]).toEqual([path, 401])
      const refused = await call<{ error: string }>(method, path, { token: resident.token, json })
      expect([path, refused.status, refused.body.error]).toEqual([path, 403, 'forbidden'])
    }
    const detail = await call<RallyDetail>('GET', `/api/stamprallies/${rally}`, {
      token: resident.token,
    })
    expect(detail.body.manageable).toBe(false)
    const missing = await call('GET', '/api/stamprallies/999999/manage', { token: admin.token })
    expect(missing.status).toBe(404)
  }, 30_000)
})

describe('the public list', () => {
  it('shows running, upcoming and ended rallies, with progress only for a logged-in viewer', async () => {
    const admin = await signInAdmin()
    const upcoming = (await createRally(admin.token, { starts_at: '2098-01-01T00:00:00Z' })).body.id
    const ended = (
      await createRally(admin.token, {
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2020-02-01T00:00:00Z',
      })
    ).body.id
    const anonymous = await call<{ items: RallySummary[] }>('GET', '/api/stamprallies')
    const byId = new Map(anonymous.body.items.map((r) => [r.id, r]))
    expect(byId.get(upcoming)?.status).toBe('upcoming')
    expect(byId.get(ended)?.status).toBe('ended')
    expect(anonymous.body.items.every((r) => r.progress === null)).toBe(true)
    const viewer = await signIn()
    const mine = await call<{ items: RallySummary[] }>('GET', '/api/stamprallies', {
      token: viewer.token,
    })
    expect(mine.body.items.find((r) => r.id === ended)?.progress).toEqual({
      stamped: 0,
      required: 2,
      completed: false,
      rewarded: false,
    })
  }, 30_000)
})
