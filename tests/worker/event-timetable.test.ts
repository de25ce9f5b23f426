import { beforeAll, describe, expect, it } from 'vitest'
import type { EventTimetable, PlaceDetail } from '../../src/shared/api/places'
import { createEvent, organizerEventForm, signInAdmin, signInOrganizer } from './organizers-helpers'
import { insertPlace } from './places-helpers'
import { call, insertPost, type SignedIn } from './posts-helpers'

// An organizer's timetable reaches the public: the event's page reads its whole lineup, and the
// venue where the event is held lists the slots of its stages (メインステージ… are venues of
// their own), as residents look for them there.

let organizer: SignedIn & { organizationId: number }
let park: number

beforeAll(async () => {
  organizer = await signInOrganizer(await signInAdmin(), 'みなと音楽祭実行委員会')
  park = await insertPlace({ kind: 'venue', name: 'みなと海浜公園', lat: 34.97, lng: 139.09 })
})

const slot = (artist: string, stage: string, day: string, from: string, to: string) => ({
  artist_name: artist,
  stage_name: stage,
  starts_at: `${day}T${from}:00+09:00`,
  ends_at: `${day}T${to}:00+09:00`,
})

// Each festival in a year of its own: a stage holds one act at a time, across events too.
let year = 2030
async function festival(publish: 'published' | 'draft' = 'published') {
  year += 1
  const day1 = `${year}-08-01`
  const day2 = `${year}-08-02`
  const res = await createEvent(
    organizer,
    organizerEventForm(park, {
      organization_id: organizer.organizationId,
      title: 'みなと音楽祭',
      days: [
        { starts_at: `${day1}T10:00:00+09:00`, ends_at: `${day1}T21:00:00+09:00` },
        { starts_at: `${day2}T10:00:00+09:00`, ends_at: `${day2}T20:00:00+09:00` },
      ],
      publish_state: publish,
      slots: [
        slot('潮風カルテット', 'メインステージ', day1, '18:00', '18:40'),
        slot('港の少年合唱団', '芝生ステージ', day1, '18:00', '18:30'),
        slot('灯台トリオ', 'メインステージ', day1, '19:00', '19:45'),
        slot('波止場ブラス', 'メインステージ', day2, '12:00', '12:40'),
      ],
    }),
  )
  expect(res.status).toBe(201)
  return res.body.id
}

describe('an event’s lineup', () => {
  it('is read in time order with each slot’s stage and artist', async () => {
    const id = await festival()
    const res = await call<EventTimetable>('GET', `/api/events/${id}/timetable`)
    expect(res.status).toBe(200)
    expect(res.body.event_id).toBe(id)
    expect(
      res.body.slots.map((s) => [s.starts_at.slice(5, 16), s.venue?.name, s.artist.name]),
    ).toEqual([
      ['08-01T18:00', 'メインステージ', '潮風カルテット'],
      ['08-01T18:00', '芝生ステージ', '港の少年合唱団'],
      ['08-01T19:00', 'メインステージ', '灯台トリオ'],
      ['08-02T12:00', 'メインステージ', '波止場ブラス'],
    ])
  })

  it('is on the page of the venue where the event is held, though every slot has a stage', async () => {
    const id = await festival()
    const venue = await call<PlaceDetail>('GET', `/api/places/${park}`)
    expect(venue.status).toBe(200)
    const ours = venue.body.slots.filter((s) => s.event_id === id)
    expect(ours.map((s) => s.artist.name)).toEqual([
      '潮風カルテット',
      '港の少年合唱団',
      '灯台トリオ',
      '波止場ブラス',
    ])
  })

  it('is not shown for a draft, an unknown id or a post that is not an event', async () => {
    const draft = await festival('draft')
    expect((await call('GET', `/api/events/${draft}/timetable`)).status).toBe(404)
    const venue = await call<PlaceDetail>('GET', `/api/places/${park}`)
    expect(venue.body.slots.some((s) => s.event_id === draft)).toBe(false)
    expect((await call('GET', '/api/events/99999999/timetable')).status).toBe(404)
    expect((await call('GET', '/api/events/abc/timetable')).status).toBe(404)
    const plain = await insertPost({ user_id: organizer.id, body: '準備中です' })
    const notEvent = await call<{ error: string }>('GET', `/api/events/${plain}/timetable`)
    expect(notEvent.status).toBe(404)
    expect(notEvent.body.error).toBe('not_found')
  })
})
