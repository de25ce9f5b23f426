import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  EventInput,
  OrganizerEvent,
  OrganizerEventSummary,
  TimetablePreview,
} from '../../src/shared/api/organizers'
import smallPng from '../fixtures/small.png?inline'
import { jsonLd, parsePage } from './edge-html'
import { request } from './helpers'
import { signInAdmin, signInOrganizer } from './organizers-helpers'
import { insertPlace } from './places-helpers'
import { bytesOf, call, type SignedIn, signIn } from './posts-helpers'

// An organizer's events: days, venue, slots (artist × stage × time) with overlaps refused per
// stage, ticket, capacity, photos with alt text, tags and a publish state; published events show
// wherever events show; nobody edits another organization's events.

let admin: SignedIn
let organizer: SignedIn & { organizationId: number }
let other: SignedIn & { organizationId: number }
let hall: number

beforeAll(async () => {
  admin = await signInAdmin()
  organizer = await signInOrganizer(admin, '港フェス実行委員会')
  other = await signInOrganizer(admin, '山の音楽祭')
  hall = await insertPlace({ kind: 'venue', name: 'みなと市民ホール', lat: 34.97, lng: 139.09 })
})

function eventForm(input: Partial<EventInput> & { organization_id: number }, photos = 0): FormData {
  const form = new FormData()
  const data: EventInput = {
    title: '港フェス2026',
    body: '港の広場で二日間の音楽祭。',
    days: [
      { starts_at: '2030-08-01T10:00:00+09:00', ends_at: '2030-08-01T21:00:00+09:00' },
      { starts_at: '2030-08-02T10:00:00+09:00', ends_at: '2030-08-02T20:00:00+09:00' },
    ],
    venue_id: hall,
    publish_state: 'published',
    ...input,
  }
  form.append('data', JSON.stringify(data))
  for (let i = 0; i < photos; i++) {
    form.append('photos', new File([bytesOf(smallPng)], `p${i}.png`, { type: 'image/png' }))
    form.append('alts', `会場の様子 ${i + 1}`)
  }
  return form
}

const create = (who: SignedIn, form: FormData) =>
  call<OrganizerEvent & { error?: string; message?: string; field?: string }>(
    'POST',
    '/api/organizers/events',
    { token: who.token, form },
  )

describe('creating and publishing', () => {
  it('a two-day event with slots, ticket, capacity, tags and a photo shows on the timeline, map, venue and artist pages, search and its share page', async () => {
    const res = await create(
      organizer,
      eventForm(
        {
          organization_id: organizer.organizationId,
          title: '港フェス ナイト',
          tags: ['音楽', '#夏祭り'],
          ticket_price: 3000,
          ticket_url: 'https://tickets.example/minato',
          capacity: 800,
          slots: [
            {
              artist_name: '波止場ブラス',
              starts_at: '2030-08-01T18:00:00+09:00',
              ends_at: '2030-08-01T18:45:00+09:00',
            },
            {
              artist_name: '灯台トリオ',
              stage_name: '海辺ステージ',
              starts_at: '2030-08-01T18:00:00+09:00',
              ends_at: '2030-08-01T18:30:00+09:00',
            },
            {
              artist_name: '波止場ブラス',
              starts_at: '2030-08-02T12:00:00+09:00',
              ends_at: '2030-08-02T12:40:00+09:00',
            },
          ],
        },
        1,
      ),
    )
    expect(res.status).toBe(201)
    const event = res.body
    expect(event.days).toHaveLength(2)
    expect(event.tags).toEqual(['音楽', '夏祭り'])
    expect(event).toMatchObject({ ticket_price: 3000, capacity: 800, publish_state: 'published' })
    expect(event.photos[0]?.alt).toBe('会場の様子 1')
    expect(event.slots.map((slot) => slot.artist.name)).toEqual([
      '波止場ブラス',
      '灯台トリオ',
      '波止場ブラス',
    ])
    // The named stage became a venue of the organization; the unnamed ones are the hall.
    const stage = event.slots[1]?.venue_id
    expect(stage).not.toBe(hall)
    expect(event.slots[0]?.venue_id).toBe(hall)

    const timeline = await call<{ items: { id: number }[] }>('GET', '/api/posts?kind=event')
    expect(timeline.body.items.map((item) => item.id)).toContain(event.id)
    const map = await call<{ items: { id: number; kind: string }[] }>(
      'GET',
      '/api/map?bbox=139.0,34.9,139.2,35.0&kinds=event',
    )
    expect(JSON.stringify(map.body)).toContain('港フェス ナイト')
    const venue = await call<{ slots: { event_id: number | null }[]; events: { id: number }[] }>(
      'GET',
      `/api/places/${hall}`,
    )
    expect(venue.body.events.map((item) => item.id)).toContain(event.id)
    const artistId = event.slots[0]?.artist.id
    const artist = await call<{ slots: { event_id: number | null }[] }>(
      'GET',
      `/api/artists/${artistId}`,
    )
    expect(artist.body.slots.filter((slot) => slot.event_id === event.id)).toHaveLength(2)
    const search = await call<{ items: { id: number }[] }>(
      'GET',
      `/api/search?q=${encodeURIComponent('港フェス')}`,
      { headers: { 'cf-connecting-ip': '203.0.113.40' } },
    )
    expect(JSON.stringify(search.body)).toContain('港フェス ナイト')

    const page = await parsePage(await request(`/app/posts/${event.id}`))
    expect(jsonLd(page)).toMatchObject({
      '@type': 'Event',
      name: '港フェス ナイト',
      startDate: '2030-08-01T10:00:00+09:00',
      endDate: '2030-08-02T20:00:00+09:00',
      location: { name: 'みなと市民ホール' },
      organizer: { '@type': 'Organization', name: '港フェス実行委員会' },
      offers: { price: 3000, priceCurrency: 'JPY', url: 'https://tickets.example/minato' },
      maximumAttendeeCapacity: 800,
    })

    // The stage the event created is the organization's: its organizers edit it, nobody else.
    const rename = {
      name: '海辺ステージ（北）',
      address: 'みなと町海岸通り1',
      lat: 34.97,
      lng: 139.1,
    }
    const byOther = await call('PUT', `/api/organizers/venues/${stage}`, {
      token: other.token,
      json: rename,
    })
    expect(byOther.status).toBe(403)
    const townVenue = await call('PUT', `/api/organizers/venues/${hall}`, {
      token: organizer.token,
      json: rename,
    })
    expect(townVenue.status).toBe(403)
    const renamed = await call('PUT', `/api/organizers/venues/${stage}`, {
      token: organizer.token,
      json: rename,
    })
    expect(renamed.status).toBe(200)
    const place = await call<{ name: string }>('GET', `/api/places/${stage}`)
    expect(place.body.name).toBe('海辺ステージ（北）')
    const badVenue = await call('PUT', `/api/organizers/venues/${stage}`, {
      token: organizer.token,
      json: { name: '\u202E逆', address: 1 },
    })
    expect(badVenue.status).toBe(400)

    // So is the artist it named first; the town's own artists are nobody's to edit here.
    const artistEdit = {
      name: '波止場ブラス',
      genre: 'ブラス',
      bio: '港の吹奏楽団。',
      url: 'https://brass.example/',
    }
    expect(
      (
        await call('PUT', `/api/organizers/artists/${artistId}`, {
          token: other.token,
          json: artistEdit,
        })
      ).status,
    ).toBe(403)
    const edited = await call('PUT', `/api/organizers/artists/${artistId}`, {
      token: organizer.token,
      json: artistEdit,
    })
    expect(edited.status).toBe(200)
    const townArtist = await env.DB.prepare(
      "INSERT INTO artists (name) VALUES ('町の合唱団') RETURNING id",
    ).first<{ id: number }>()
    expect(
      (
        await call('PUT', `/api/organizers/artists/${townArtist?.id}`, {
          token: organizer.token,
          json: artistEdit,
        })
      ).status,
    ).toBe(403)
    const shown = await call<{ genre: string }>('GET', `/api/artists/${artistId}`)
    expect(shown.body.genre).toBe('ブラス')
  })

  it('a draft and a scheduled event stay out of every public read until their time', async () => {
    const draft = await create(
      organizer,
      eventForm({
        organization_id: organizer.organizationId,
        title: '下書きの秘密イベント',
        publish_state: 'draft',
      }),
    )
    expect(draft.status).toBe(201)
    const scheduled = await create(
      organizer,
      eventForm({
        organization_id: organizer.organizationId,
        title: '予約公開の秘密イベント',
        publish_state: 'scheduled',
        publish_at: '2030-07-01T12:00:00+09:00',
      }),
    )
    expect(scheduled.status).toBe(201)
    expect(scheduled.body.publish_at).toBe('2030-07-01T03:00:00.000Z')
    for (const id of [draft.body.id, scheduled.body.id]) {
      expect((await call('GET', `/api/posts/${id}`)).status).toBe(404)
      expect((await request(`/app/posts/${id}`)).status).toBe(404)
    }
    const timeline = await call('GET', '/api/posts?kind=event&limit=50')
    expect(JSON.stringify(timeline.body)).not.toContain('秘密イベント')
    const search = await call('GET', `/api/search?q=${encodeURIComponent('秘密イベント')}`, {
      headers: { 'cf-connecting-ip': '203.0.113.41' },
    })
    expect(JSON.stringify(search.body)).not.toContain('秘密イベント')
    // The organizer still sees both in their own list.
    const mine = await call<{ items: OrganizerEventSummary[] }>('GET', '/api/organizers/events', {
      token: organizer.token,
    })
    expect(mine.body.items.map((item) => item.publish_state)).toEqual(
      expect.arrayContaining(['draft', 'scheduled']),
    )
    // Its time comes: it is public with no further write by the organizer.
    await env.DB.prepare(
      "UPDATE posts SET publish_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute') WHERE id = ?1",
    )
      .bind(scheduled.body.id)
      .run()
    expect((await call('GET', `/api/posts/${scheduled.body.id}`)).status).toBe(200)

    const past = await create(
      organizer,
      eventForm({
        organization_id: organizer.organizationId,
        publish_state: 'scheduled',
        publish_at: '2020-01-01T12:00:00+09:00',
      }),
    )
    expect(past.status).toBe(400)
    expect(past.body.field).toBe('publish_at')
  })
})

describe('one act per stage', () => {
  it('refuses overlapping slots on one stage within an event, naming both', async () => {
    const res = await create(
      organizer,
      eventForm({
        organization_id: organizer.organizationId,
        slots: [
          {
            artist_name: 'A',
            starts_at: '2030-08-01T13:00:00+09:00',
            ends_at: '2030-08-01T14:00:00+09:00',
          },
          {
            artist_name: 'B',
            starts_at: '2030-08-01T13:30:00+09:00',
            ends_at: '2030-08-01T14:30:00+09:00',
          },
        ],
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('1枠目と2枠目が同じステージで時間が重なっています')
    expect(res.body.field).toBe('slots.1.starts_at')
  })

  it('refuses a slot on a stage another event already uses at that time, and of two racing saves keeps one', async () => {
    const stage = await insertPlace({ kind: 'venue', name: '桟橋ステージ' })
    const slot = (artist: string) => ({
      artist_name: artist,
      venue_id: stage,
      starts_at: '2030-08-01T15:00:00+09:00',
      ends_at: '2030-08-01T15:30:00+09:00',
    })
    const racing = await Promise.all([
      create(
        organizer,
        eventForm({ organization_id: organizer.organizationId, slots: [slot('先着A')] }),
      ),
      create(other, eventForm({ organization_id: other.organizationId, slots: [slot('先着B')] })),
    ])
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409])
    const loser = racing.find((res) => res.status === 409)
    expect(loser?.body.error).toBe('stage_overlap')
    const count = await env.DB.prepare(
      'SELECT count(*) AS n FROM event_artists WHERE venue_id = ?1',
    )
      .bind(stage)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
    // Later, the clash is named: which slot, which event, what time.
    const later = await create(
      organizer,
      eventForm({
        organization_id: organizer.organizationId,
        slots: [
          {
            ...slot('遅れてきたバンド'),
            starts_at: '2030-08-01T14:00:00+09:00',
            ends_at: '2030-08-01T14:30:00+09:00',
          },
          {
            ...slot('遅れてきたバンド'),
            starts_at: '2030-08-01T15:15:00+09:00',
            ends_at: '2030-08-01T15:45:00+09:00',
          },
        ],
      }),
    )
    expect(later.status).toBe(409)
    expect(later.body.message).toBe(
      '2枠目（15:15〜15:45）は、同じステージの「港フェス2026」（15:00〜15:30）と時間が重なっています。',
    )
    expect(later.body.field).toBe('slots.1.starts_at')
    // Nothing of the refused event was written: no post titled with its artist's slot.
    const posts = await env.DB.prepare(
      "SELECT count(*) AS n FROM posts WHERE organization_id IS NOT NULL AND title = '港フェス2026' AND id NOT IN (SELECT post_id FROM event_artists WHERE post_id IS NOT NULL)",
    ).first<{ n: number }>()
    expect(posts?.n).toBe(0)
  })
})

describe('ownership and roles', () => {
  it("nobody reads or edits another organization's event; non-organizers and visitors are refused", async () => {
    const mine = await create(
      organizer,
      eventForm({ organization_id: organizer.organizationId, title: '自分の催し' }),
    )
    expect(mine.status).toBe(201)
    const id = mine.body.id
    const theirs = await call('GET', `/api/organizers/events/${id}`, { token: other.token })
    expect(theirs.status).toBe(403)
    expect(JSON.stringify(theirs.body)).not.toContain('自分の催し')
    const edit = await call('PUT', `/api/organizers/events/${id}`, {
      token: other.token,
      form: eventForm({ organization_id: other.organizationId, title: '乗っ取り' }),
    })
    expect(edit.status).toBe(403)
    // Creating for an organization one does not belong to.
    const forOther = await create(other, eventForm({ organization_id: organizer.organizationId }))
    expect(forOther.status).toBe(403)
    const user = await signIn()
    const notOrganizer = await create(
      user,
      eventForm({ organization_id: organizer.organizationId }),
    )
    expect(notOrganizer.status).toBe(403)
    expect(notOrganizer.body.error).toBe('not_organizer')
    expect((await call('GET', '/api/organizers/events')).status).toBe(401)
    expect(
      (await call('POST', '/api/organizers/events', { form: eventForm({ organization_id: 1 }) }))
        .status,
    ).toBe(401)
    const unchanged = await call<OrganizerEvent>('GET', `/api/organizers/events/${id}`, {
      token: organizer.token,
    })
    expect(unchanged.body.title).toBe('自分の催し')

    // The owner edits it: days, publish state, the photo list.
    const edited = await call<OrganizerEvent>('PUT', `/api/organizers/events/${id}`, {
      token: organizer.token,
      form: eventForm({
        organization_id: organizer.organizationId,
        title: '自分の催し（改）',
        publish_state: 'draft',
        days: [{ starts_at: '2030-09-01T10:00:00+09:00', ends_at: '2030-09-01T12:00:00+09:00' }],
      }),
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ title: '自分の催し（改）', publish_state: 'draft' })
    expect(edited.body.days).toHaveLength(1)
    expect((await call('GET', `/api/posts/${id}`)).status).toBe(404)
  })

  it('refuses hostile bodies with a field-named 400 and writes nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM posts').first<{ n: number }>()
    const org = organizer.organizationId
    const cases: [string, FormData][] = [
      ['wrong types', eventForm({ organization_id: org, title: 42 as unknown as string })],
      ['no days', eventForm({ organization_id: org, days: [] })],
      [
        'bad date',
        eventForm({ organization_id: org, days: [{ starts_at: '明日', ends_at: 'x' }] }),
      ],
      [
        'end before start',
        eventForm({
          organization_id: org,
          days: [{ starts_at: '2030-08-01T10:00:00+09:00', ends_at: '2030-08-01T09:00:00+09:00' }],
        }),
      ],
      [
        'slot outside days',
        eventForm({
          organization_id: org,
          slots: [
            {
              artist_name: 'X',
              starts_at: '2030-08-05T10:00:00+09:00',
              ends_at: '2030-08-05T11:00:00+09:00',
            },
          ],
        }),
      ],
      ['no venue', eventForm({ organization_id: org, venue_id: null })],
      ['unknown venue', eventForm({ organization_id: org, venue_id: 999999 })],
      ['negative price', eventForm({ organization_id: org, ticket_price: -1 })],
      ['javascript url', eventForm({ organization_id: org, ticket_url: 'javascript:alert(1)' })],
      ['bidi title', eventForm({ organization_id: org, title: '港\u202Eフェス' })],
      ['lone surrogate', eventForm({ organization_id: org, body: 'a\uD800b' })],
      ['bad state', eventForm({ organization_id: org, publish_state: 'live' as 'draft' })],
    ]
    for (const [name, form] of cases) {
      const res = await create(organizer, form)
      expect(res.status, name).toBe(400)
      expect(res.body.error, name).toBe('invalid_request')
      expect(typeof res.body.message, name).toBe('string')
    }
    const nested = new FormData()
    nested.append('data', `${'['.repeat(5000)}${']'.repeat(5000)}`)
    expect((await create(organizer, nested)).status).toBe(400)
    const notJson = new FormData()
    notJson.append('data', '{')
    expect((await create(organizer, notJson)).status).toBe(400)
    const json = await call('POST', '/api/organizers/events', {
      token: organizer.token,
      json: { title: 'x' },
    })
    expect(json.status).toBe(415)
    const after = await env.DB.prepare('SELECT count(*) AS n FROM posts').first<{ n: number }>()
    expect(after?.n).toBe(before?.n)
  })
})

describe('role × endpoint matrix', () => {
  it('only the owning organization reaches its event and venue; everyone else is 401/403 and sees nothing', async () => {
    const owned = await create(
      organizer,
      eventForm({ organization_id: organizer.organizationId, title: '行列テストの催し' }),
    )
    const id = owned.body.id
    const restricted = await signInOrganizer(admin, '休止中の団体')
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1")
      .bind(restricted.id)
      .run()
    const people: [string, SignedIn | null][] = [
      ['visitor', null],
      ['user', await signIn()],
      ['restricted organizer', restricted],
      ['other organizer', other],
      ['admin', admin],
      ['owner', organizer],
    ]
    // [method, path, request, answer to the owner, answer to an organizer of another organization]
    const calls: [string, string, () => Record<string, unknown>, number, number][] = [
      ['GET', '/api/organizers/events', () => ({}), 200, 200],
      ['GET', `/api/organizers/events/${id}`, () => ({}), 200, 403],
      [
        'PUT',
        `/api/organizers/events/${id}`,
        () => ({
          form: eventForm({ organization_id: organizer.organizationId, title: '行列テストの催し' }),
        }),
        200,
        403,
      ],
      ['GET', '/api/organizers/venues', () => ({}), 200, 200],
      [
        'POST',
        '/api/organizers/timetable/preview',
        () => ({ body: '2030-08-01,10:00,11:00,A,', headers: { 'content-type': 'text/csv' } }),
        200,
        200,
      ],
    ]
    for (const [role, who] of people) {
      for (const [method, path, options, owner, otherOrganization] of calls) {
        const res = await call(method, path, { ...options(), token: who?.token })
        const expected =
          role === 'owner'
            ? owner
            : role === 'other organizer'
              ? otherOrganization
              : who === null
                ? 401
                : 403
        expect(res.status, `${role} ${method} ${path}`).toBe(expected)
        if (role !== 'owner') expect(JSON.stringify(res.body)).not.toContain('行列テストの催し')
      }
    }
  })
})

describe('timetable CSV preview', () => {
  const preview = (who: SignedIn, body: BodyInit) =>
    call<TimetablePreview>('POST', '/api/organizers/timetable/preview', {
      token: who.token,
      body,
      headers: { 'content-type': 'text/csv' },
    })

  it('reads Shift_JIS as Excel writes it, with quoted cells and a header', async () => {
    const sjis = Uint8Array.from(
      '93fa95742c8a4a8e6e2c8f4997b92c8f6f89898ed22c83588365815b83570d0a323032362f31312f32392c31333a30302c31333a34302c94678e7e8fea8375838983582c8a4395d383588365815b83570d0a323032362f31312f32392c31343a30302c31343a34302c2282dd82c882c691be8cdb2c2095db91b689ef222c8a4395d383588365815b83570d0a'
        .match(/../g)
        ?.map((hex) => Number.parseInt(hex, 16)) ?? [],
    )
    const res = await preview(organizer, sjis)
    expect(res.status).toBe(200)
    expect(res.body.encoding).toBe('shift_jis')
    expect(res.body.errors).toEqual([])
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        line: 2,
        starts_at: '2026-11-29T13:00:00+09:00',
        ends_at: '2026-11-29T13:40:00+09:00',
        artist_name: '波止場ブラス',
        stage: '海辺ステージ',
      }),
      expect.objectContaining({ line: 3, artist_name: 'みなと太鼓, 保存会' }),
    ])
  })

  it('reads UTF-8 with a BOM and lists every bad line by number, saving nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM event_artists').first<{
      n: number
    }>()
    const csv = [
      '\uFEFF日付,開始,終了,出演者,ステージ',
      '2030-08-01,18:00,18:30,みなと合唱団,',
      '2030-08-01,18:15,18:45,港の少年団,',
      '2030/13/01,10:00,11:00,誰か,',
      '2030-08-02,25:30,26:00,深夜バンド,',
      '2030-08-02,11:00,10:00,逆さま,',
      '2030-08-02,12:00,12:30,,',
    ].join('\r\n')
    const res = await preview(organizer, csv)
    expect(res.status).toBe(200)
    expect(res.body.encoding).toBe('utf-8')
    expect(res.body.rows.map((row) => row.line)).toEqual([2, 5])
    // 25:30 is half past one the next morning, as timetables write it.
    expect(res.body.rows[1]?.starts_at).toBe('2030-08-03T01:30:00+09:00')
    expect(res.body.errors.map((error) => error.line)).toEqual([3, 4, 6, 7])
    expect(res.body.errors[0]?.message).toContain(
      '3行目: 2行目と同じステージで時間が重なっています',
    )
    const after = await env.DB.prepare('SELECT count(*) AS n FROM event_artists').first<{
      n: number
    }>()
    expect(after?.n).toBe(before?.n)
  })

  it('is for organizers only and refuses empty or oversized files', async () => {
    const user = await signIn()
    expect((await preview(user, 'a,b')).status).toBe(403)
    expect((await call('POST', '/api/organizers/timetable/preview', { body: 'a' })).status).toBe(
      401,
    )
    expect((await preview(organizer, '')).status).toBe(400)
    expect((await preview(organizer, 'x'.repeat(600 * 1024))).status).toBe(413)
  })
})

describe('rate limits', () => {
  it('limits applications and code redemptions with a 429 and Retry-After', async () => {
    const user = await signIn()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/api/organizers/codes/redeem', {
        token: user.token,
        json: { code: `WRONGCODE${String(i).padStart(7, '0')}` },
        headers: { 'cf-connecting-ip': '203.0.113.77' },
      })
      statuses.push(res.status)
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)

    const applicant = await signIn()
    const answers: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/api/organizers/applications', {
        token: applicant.token,
        json: { organization_name: '' },
      })
      answers.push(res.status)
    }
    expect(answers).toEqual([...Array(10).fill(400), 429])
  })
})
