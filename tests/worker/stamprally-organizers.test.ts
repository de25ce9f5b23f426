import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  ManagedSpot,
  RallyDashboard,
  RallyDetail,
  RallyList,
  RallySummary,
} from '../../src/shared/api/stamprally'
import { act, signInAgain } from './moderation-helpers'
import { type Organizer, signInOrganizer, twoOrganizers } from './organizers-helpers'
import { call, insertPost, type SignedIn, signIn } from './posts-helpers'
import { FESTIVAL_RALLY, TOWN } from './stamprally-helpers'

// An organization's members run their own stamp rallies: they create them, and manage (spots, QR
// codes, dashboard) only their organization's; admins manage every rally.

let admin: SignedIn
let organizer: Organizer
let other: Organizer

beforeAll(async () => {
  ;({ admin, organizer, other } = await twoOrganizers())
})

const createRally = (who: SignedIn, extra: Record<string, unknown> = {}) =>
  call<RallySummary & { error?: string; field?: string }>('POST', '/api/stamprallies', {
    token: who.token,
    json: { ...FESTIVAL_RALLY, ...extra },
  })

const organizationOf = async (rallyId: number) =>
  (
    await env.DB.prepare('SELECT organization_id FROM stamp_rallies WHERE id = ?1')
      .bind(rallyId)
      .first<{ organization_id: number | null }>()
  )?.organization_id

const manage = (who: SignedIn, rallyId: number) =>
  call<RallyDashboard>('GET', `/api/stamprallies/${rallyId}/manage`, { token: who.token })

describe('organizers and their rallies', () => {
  it('an organizer creates and manages their own rally; another organization cannot touch it', async () => {
    const created = await createRally(organizer, { title: '港の秘密ラリー' })
    expect(created.status).toBe(201)
    const rally = created.body.id
    expect(await organizationOf(rally)).toBe(organizer.organizationId)

    const spot = await call<ManagedSpot>('POST', `/api/stamprallies/${rally}/spots`, {
      token: organizer.token,
      json: { name: '海辺ステージ', ...TOWN, method: 'staffed' },
    })
    expect(spot.status).toBe(201)
    const qrPath = `/api/stamprallies/${rally}/spots/${spot.body.id}/qr`
    expect((await call('GET', qrPath, { token: organizer.token })).status).toBe(200)
    const dashboard = await manage(organizer, rally)
    expect(dashboard.status).toBe(200)
    expect(dashboard.body.spots.map((s) => s.name)).toEqual(['海辺ステージ'])
    const mine = await call<RallyDetail>('GET', `/api/stamprallies/${rally}`, {
      token: organizer.token,
    })
    expect(mine.body.manageable).toBe(true)

    // The other organization: refused everywhere, told nothing of the rally.
    for (const [method, path, json] of [
      ['GET', `/api/stamprallies/${rally}/manage`],
      ['GET', qrPath],
      [
        'POST',
        `/api/stamprallies/${rally}/spots`,
        { name: '乗っ取り', ...TOWN, method: 'printed' },
      ],
    ] as const) {
      const refused = await call(method, path, { token: other.token, json })
      expect([path, refused.status]).toEqual([path, 403])
      expect(JSON.stringify(refused.body)).not.toContain('港の秘密ラリー')
      expect(JSON.stringify(refused.body)).not.toContain('海辺ステージ')
    }
    const theirs = await call<RallyDetail>('GET', `/api/stamprallies/${rally}`, {
      token: other.token,
    })
    expect(theirs.body.manageable).toBe(false)
    expect((await manage(organizer, rally)).body.spots).toHaveLength(1)

    // Creating for an organization one is not a member of.
    const forOther = await createRally(other, { organization_id: organizer.organizationId })
    expect(forOther.status).toBe(403)
    expect(forOther.body.error).toBe('other_organization')
    const [{ n }] = (
      await env.DB.prepare('SELECT COUNT(*) AS n FROM stamp_rallies WHERE organization_id = ?1')
        .bind(organizer.organizationId)
        .all<{ n: number }>()
    ).results as [{ n: number }]
    expect(n).toBe(1)
  })

  it("admins manage every rally; the town's own rallies are the admins' alone", async () => {
    const organizers = await createRally(organizer)
    expect((await manage(admin, organizers.body.id)).status).toBe(200)
    const spot = await call('POST', `/api/stamprallies/${organizers.body.id}/spots`, {
      token: admin.token,
      json: { name: '案内所', ...TOWN, method: 'printed' },
    })
    expect(spot.status).toBe(201)

    const town = await createRally(admin)
    expect(town.status).toBe(201)
    expect(await organizationOf(town.body.id)).toBeNull()
    expect((await manage(organizer, town.body.id)).status).toBe(403)

    // An admin may start a rally for an organization; its members then manage it.
    const forThem = await createRally(admin, { organization_id: other.organizationId })
    expect(forThem.status).toBe(201)
    expect(await organizationOf(forThem.body.id)).toBe(other.organizationId)
    expect((await manage(other, forThem.body.id)).status).toBe(200)
    expect((await manage(organizer, forThem.body.id)).status).toBe(403)
    const unknown = await createRally(admin, { organization_id: 999_999 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.field).toBe('organization_id')
  })

  it('who may organize: the list says so; users and suspended organizers may not', async () => {
    const user = await signIn('住民')
    const listFor = async (token?: string) =>
      (await call<RallyList>('GET', '/api/stamprallies', { token })).body.can_organize
    expect(await listFor(organizer.token)).toBe(true)
    expect(await listFor(admin.token)).toBe(true)
    expect(await listFor(user.token)).toBe(false)
    expect(await listFor()).toBe(false)
    expect((await createRally(user)).status).toBe(403)

    const suspendedOrganizer = await signInOrganizer(admin, '停止される団体')
    const rally = (await createRally(suspendedOrganizer)).body.id
    const suspended = await act(admin.token, 'user', suspendedOrganizer.id, {
      action: 'suspend',
      reason: '規約違反',
    })
    expect(suspended.status).toBe(201)
    const token = await signInAgain(suspendedOrganizer.id)
    expect(await listFor(token)).toBe(false)
    expect((await createRally({ id: suspendedOrganizer.id, token })).status).toBe(403)
    expect((await manage({ id: suspendedOrganizer.id, token }, rally)).status).toBe(403)
  })

  it("an organizer's reward is a coupon they issued, never someone else's", async () => {
    const shopCoupon = await insertPost({
      user_id: other.id,
      kind: 'coupon',
      title: 'よその店のクーポン',
      coupon_offer: '10%引き',
    })
    const refused = await createRally(organizer, { reward_coupon_id: shopCoupon })
    expect(refused.status).toBe(400)
    expect(refused.body.field).toBe('reward_coupon_id')
    const ownCoupon = await insertPost({
      user_id: organizer.id,
      kind: 'coupon',
      title: '港フェス記念クーポン',
      coupon_offer: 'ドリンク1杯無料',
    })
    const accepted = await createRally(organizer, { reward_coupon_id: ownCoupon })
    expect(accepted.status).toBe(201)
    expect(accepted.body.reward.coupon?.id).toBe(ownCoupon)
    // Admins may reward with any coupon, as before.
    expect((await createRally(admin, { reward_coupon_id: shopCoupon })).status).toBe(201)
  })

  it('hostile organization ids are refused whole', async () => {
    const rallies = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM stamp_rallies WHERE created_by = ?1')
          .bind(organizer.id)
          .first<{ n: number }>()
      )?.n
    const before = await rallies()
    for (const organization_id of ['1', -1, 1.5, 2 ** 60, { id: 1 }, [1]]) {
      const res = await createRally(organizer, { organization_id })
      expect([organization_id, res.status, res.body.field]).toEqual([
        organization_id,
        400,
        'organization_id',
      ])
    }
    expect(await rallies()).toBe(before)
  })
})
