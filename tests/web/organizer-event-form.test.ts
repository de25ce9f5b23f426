import { describe, expect, it } from 'vitest'
import {
  emptyForm,
  fromEvent,
  toEventInput,
  withTimetable,
} from '../../src/features/events/lib/event-form'
import type { OrganizerEvent, TimetableRow } from '../../src/shared/api/organizers'

// What the event form sends: times in Asia/Tokyo, a night that runs past midnight on the next
// day, full-width numbers read as numbers, and a CSV preview turned into slots and days.

describe('the event form', () => {
  it('sends Tokyo times, moves an end before the start to the next day, and reads full-width numbers', () => {
    const form = {
      ...emptyForm(7),
      title: '港フェス',
      days: [{ date: '2030-08-01', start: '18:00', end: '02:00' }],
      venue: '12',
      ticketPrice: '３，０００円',
      capacity: '８００',
      tags: '音楽、夏祭り  港',
      publishState: 'scheduled' as const,
      publishAt: '2030-07-01T12:00',
      slots: [
        { artist: '波止場ブラス', stage: '', date: '2030-08-02', start: '00:30', end: '01:15' },
      ],
    }
    const input = toEventInput(form)
    expect(input.days).toEqual([
      { starts_at: '2030-08-01T18:00:00+09:00', ends_at: '2030-08-02T02:00:00+09:00' },
    ])
    expect(input).toMatchObject({
      organization_id: 7,
      venue_id: 12,
      new_venue: null,
      ticket_price: 3000,
      capacity: 800,
      tags: ['音楽', '夏祭り', '港'],
      publish_at: '2030-07-01T12:00:00+09:00',
    })
    expect(input.slots?.[0]).toEqual({
      artist_name: '波止場ブラス',
      stage_name: null,
      starts_at: '2030-08-02T00:30:00+09:00',
      ends_at: '2030-08-02T01:15:00+09:00',
    })
    expect(toEventInput({ ...form, publishState: 'published' }).publish_at).toBeNull()
  })

  it('turns a CSV preview into slots and adds the days it names', () => {
    const rows: TimetableRow[] = [
      {
        line: 2,
        date: '2030-08-01',
        starts_at: '2030-08-01T18:00:00+09:00',
        ends_at: '2030-08-01T18:45:00+09:00',
        artist_name: 'A',
        stage: '',
        venue_id: null,
      },
      {
        line: 3,
        date: '2030-08-01',
        starts_at: '2030-08-02T01:30:00+09:00',
        ends_at: '2030-08-02T02:00:00+09:00',
        artist_name: 'B',
        stage: '海辺',
        venue_id: null,
      },
    ]
    const form = withTimetable(emptyForm(1), rows)
    expect(form.days).toEqual([{ date: '2030-08-01', start: '18:00', end: '02:00' }])
    const input = toEventInput({ ...form, venue: '3' })
    expect(input.days[0]).toEqual({
      starts_at: '2030-08-01T18:00:00+09:00',
      ends_at: '2030-08-02T02:00:00+09:00',
    })
    expect(input.slots?.[1]).toEqual({
      artist_name: 'B',
      stage_name: '海辺',
      starts_at: '2030-08-02T01:30:00+09:00',
      ends_at: '2030-08-02T02:00:00+09:00',
    })
  })

  it('loads a saved event back into the same fields', () => {
    const event: OrganizerEvent = {
      id: 5,
      organization_id: 2,
      title: '港フェス',
      body: '説明',
      tags: ['音楽'],
      days: [{ starts_at: '2030-08-01T10:00:00+09:00', ends_at: '2030-08-01T20:00:00+09:00' }],
      venue: { id: 3, name: 'ホール' },
      slots: [
        {
          id: 1,
          artist: { id: 9, name: 'A' },
          venue_id: 4,
          starts_at: '2030-08-01T12:00:00+09:00',
          ends_at: '2030-08-01T12:30:00+09:00',
        },
      ],
      ticket_price: 0,
      ticket_url: null,
      capacity: null,
      publish_state: 'scheduled',
      publish_at: '2030-07-01T03:00:00.000Z',
      photos: [],
      hidden: false,
    }
    const form = fromEvent(event, new Map([[4, '海辺ステージ']]))
    expect(form).toMatchObject({ venue: '3', ticketPrice: '0', publishAt: '2030-07-01T12:00' })
    expect(form.slots[0]).toEqual({
      artist: 'A',
      stage: '海辺ステージ',
      date: '2030-08-01',
      start: '12:00',
      end: '12:30',
    })
    expect(toEventInput(form).days).toEqual(event.days)
  })
})
