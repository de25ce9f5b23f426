import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EventTimetable, ScheduleSlot } from '../../src/shared/api/places'
import { json, stubApi } from './api-fakes'
import { makePost } from './posts-fakes'
import { renderApp } from './render-app'

// An organizer's timetable on the event's own page: the lineup by day and stage, the set playing
// now marked as on venue pages.

afterEach(() => {
  vi.restoreAllMocks()
})

const TOKYO = 9 * 3_600_000
/** An instant `minutes` from now, written as the API writes slot times (+09:00). */
const at = (minutes: number) =>
  `${new Date(Date.now() + minutes * 60_000 + TOKYO).toISOString().slice(0, 19)}+09:00`

const stage = (id: number, name: string) => ({ id, name })
const slot = (
  id: number,
  artist: string,
  venue: { id: number; name: string },
  startsAt: string,
  endsAt: string,
): ScheduleSlot => ({
  id,
  starts_at: startsAt,
  ends_at: endsAt,
  artist: { id: 100 + id, name: artist, genre: 'バンド' },
  venue,
  event_id: 12,
  event_title: 'みなと音楽祭',
})

const MAIN = stage(7, 'メインステージ')
const LAWN = stage(8, '芝生ステージ')

const FESTIVAL = makePost({
  id: 12,
  kind: 'event',
  title: 'みなと音楽祭',
  event: {
    starts_at: at(-60),
    ends_at: at(26 * 60),
    by_organizer: {
      organization_id: 3,
      organizer: 'みなと音楽祭実行委員会',
      days: [{ starts_at: at(-60), ends_at: at(26 * 60) }],
      ticket_price: null,
      ticket_url: null,
      capacity: null,
    },
  },
})

describe('an organizer’s event page', () => {
  it('shows the lineup by day and stage, with the set playing now marked', async () => {
    // Two sets playing now (one per stage), then two days far ahead: no day boundary can fall
    // between slots that are meant to share a day, whatever the time of the run.
    const timetable: EventTimetable = {
      event_id: 12,
      slots: [
        slot(1, '潮風カルテット', MAIN, at(-10), at(30)),
        slot(2, '港の少年合唱団', LAWN, at(-10), at(20)),
        slot(3, '灯台トリオ', MAIN, '2099-08-01T18:00:00+09:00', '2099-08-01T18:40:00+09:00'),
        slot(4, '波止場ブラス', MAIN, '2099-08-01T19:00:00+09:00', '2099-08-01T19:45:00+09:00'),
        slot(5, '夜明けバンド', MAIN, '2099-08-02T12:00:00+09:00', '2099-08-02T12:40:00+09:00'),
      ],
    }
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/events/:id/timetable': json(timetable),
    })
    renderApp('/app/posts/12')
    // The page and then its lineup arrive in chunks of their own: slow on a busy machine.
    const lineup = await screen.findByRole('region', { name: '出演スケジュール' })
    expect(within(lineup).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    const [today, later] = within(lineup).getAllByRole('region', { name: 'メインステージ' })
    const playing = within(today as HTMLElement).getByRole('listitem')
    expect(playing.getAttribute('aria-current')).toBe('time')
    expect(within(playing).getByText('出演中')).toBeTruthy()
    const lawn = within(lineup).getByRole('region', { name: '芝生ステージ' })
    expect(within(lawn).getByRole('listitem').getAttribute('aria-current')).toBe('time')
    const rows = within(later as HTMLElement).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '灯台トリオ',
      '波止場ブラス',
    ])
    expect(rows.every((row) => row.getAttribute('aria-current') === null)).toBe(true)
    // The page is the event: no row links to it again.
    expect(within(lineup).queryByRole('link', { name: 'みなと音楽祭' })).toBeNull()
  })

  it('shows no lineup section for an event without slots', async () => {
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/events/:id/timetable': json({ event_id: 12, slots: [] }),
    })
    renderApp('/app/posts/12')
    await screen.findByRole('heading', { level: 1, name: 'みなと音楽祭' })
    expect(screen.queryByRole('region', { name: '出演スケジュール' })).toBeNull()
  })
})
