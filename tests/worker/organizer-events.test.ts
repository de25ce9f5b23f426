import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrganizerEventSummary } from '../../src/shared/api/organizers'
import type { PostSummary } from '../../src/shared/api/posts'
import { jsonLd, parsePage } from './edge-html'
import { request } from './helpers'
import { createEvent as create, type Organizer, twoOrganizersAndHall } from './organizers-helpers'
import { insertPlace } from './places-helpers'
import { call } from './posts-helpers'

// An organizer's events: days, venue, slots (artist × stage × time) with overlaps refused per
// stage, ticket, capacity, photos with alt text, tags and a publish state; published events show
// wherever events show; an organization's own venues and artists are edited only by it.

type EventForm = Awaited<ReturnType<typeof twoOrganizersAndHall>>['eventForm']

let organizer: Organizer
let other: Organizer
let hall: number
let eventForm: EventForm

beforeAll(async () => {
  ;({ organizer, other, hall, eventForm } = await twoOrganizersAndHall())
})

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
    // The post as residents read it carries who organizes it, each day, the ticket and capacity.
    const asRead = await call<PostSummary>('GET', `/api/posts/${event.id}`)
    expect(asRead.body.event).toEqual({
      starts_at: '2030-08-01T10:00:00+09:00',
      ends_at: '2030-08-02T20:00:00+09:00',
      by_organizer: {
        organization_id: organizer.organizationId,
        organizer: '港フェス実行委員会',
        days: event.days,
        ticket_price: 3000,
        ticket_url: 'https://tickets.example/minato',
        capacity: 800,
      },
    })
    const map = await call<{ features: { id: string }[] }>(
      'GET',
      '/api/map?bbox=139.0,34.9,139.2,35.0&kinds=event',
    )
    expect(map.body.features.map((feature) => feature.id)).toContain(`event:${event.id}`)
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
    // The answer is the edited venue as the organizer's list shows it (OwnVenue).
    expect(renamed.body).toEqual({
      id: stage,
      organization_id: organizer.organizationId,
      ...rename,
    })
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
    expect(edited.body).toEqual({
      id: artistId,
      organization_id: organizer.organizationId,
      ...artistEdit,
    })
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
