import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OwnPlaces } from '../../src/shared/api/organizers'
import { signInAdmin, signInOrganizer } from './organizers-helpers'
import { insertPlace } from './places-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// GET /api/organizers/places: an organizer sees their organizations' own venues and artists to
// edit, never another organization's or the town's; everyone else is refused.

let organizer: SignedIn & { organizationId: number }
let other: SignedIn & { organizationId: number }

async function insertOwn(table: 'venues' | 'artists', organizationId: number, name: string) {
  const sql =
    table === 'venues'
      ? `INSERT INTO venues (kind, name, address, lat, lng, organization_id)
         VALUES ('venue', ?1, '港町1-2', 34.97, 139.09, ?2) RETURNING id`
      : `INSERT INTO artists (name, genre, bio, organization_id)
         VALUES (?1, 'ジャズ', '港町のバンド', ?2) RETURNING id`
  const row = await env.DB.prepare(sql).bind(name, organizationId).first<{ id: number }>()
  return row?.id ?? 0
}

beforeAll(async () => {
  const admin = await signInAdmin()
  organizer = await signInOrganizer(admin, '港まつり実行委員会')
  other = await signInOrganizer(admin, '山の手音楽祭')
})

describe('GET /api/organizers/places', () => {
  it("lists only the organizer's organizations' venues and artists, with what the edit form needs", async () => {
    const stage = await insertOwn('venues', organizer.organizationId, '港まつり 第2ステージ')
    const band = await insertOwn('artists', organizer.organizationId, '港まつりブラス')
    await insertOwn('venues', other.organizationId, '山の手 野外ステージ')
    await insertOwn('artists', other.organizationId, '山の手カルテット')
    await insertPlace({ kind: 'venue', name: '町の公民館', lat: 34.9, lng: 139.1 })

    const mine = await call<OwnPlaces>('GET', '/api/organizers/places', {
      token: organizer.token,
    })
    expect(mine.status).toBe(200)
    expect(mine.body.venues).toEqual([
      {
        id: stage,
        organization_id: organizer.organizationId,
        name: '港まつり 第2ステージ',
        address: '港町1-2',
        lat: 34.97,
        lng: 139.09,
      },
    ])
    expect(mine.body.artists).toEqual([
      {
        id: band,
        organization_id: organizer.organizationId,
        name: '港まつりブラス',
        genre: 'ジャズ',
        bio: '港町のバンド',
        url: null,
      },
    ])
    const text = JSON.stringify(mine.body)
    expect(text).not.toContain('山の手')
    expect(text).not.toContain('町の公民館')

    // The other organization sees its own rows only, and cannot edit the first one's venue.
    const theirs = await call<OwnPlaces>('GET', '/api/organizers/places', { token: other.token })
    expect(theirs.body.venues.map((v) => v.name)).toEqual(['山の手 野外ステージ'])
    expect(theirs.body.artists.map((a) => a.name)).toEqual(['山の手カルテット'])
    const takeover = await call('PUT', `/api/organizers/venues/${stage}`, {
      token: other.token,
      json: { name: '乗っ取り', address: '', lat: null, lng: null },
    })
    expect(takeover.status).toBe(403)
    expect(takeover.body).toMatchObject({ error: 'other_organization' })
  })

  it('refuses visitors (401) and signed-in users who are not organizers (403 not_organizer)', async () => {
    expect((await call('GET', '/api/organizers/places')).status).toBe(401)
    const resident = await signIn()
    const refused = await call('GET', '/api/organizers/places', { token: resident.token })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'not_organizer' })
    expect(JSON.stringify(refused.body)).not.toContain('港まつり')
  })
})
