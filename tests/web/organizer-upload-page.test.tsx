import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrganizerEvent, TimetablePreview } from '../../src/shared/api/organizers'
import { apiError, json, noContent, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// /app/event-upload in the SPA with the API answered at the fetch boundary: who is sent where,
// and a timetable preview with problems changes nothing until the CSV is fixed.

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const NOT_ORGANIZER = apiError(
  403,
  'not_organizer',
  'イベント主催者として登録されていません。主催者コードを入力するか、主催者の申請をしてください。',
)

describe('/app/event-upload', () => {
  it('sends a signed-in user who is not an organizer to event-auth, saying why', async () => {
    stubApi({
      'GET /api/organizers/me': json({ organizations: [], application: null }),
      'GET /api/organizers/events': NOT_ORGANIZER,
      'GET /api/organizers/venues': NOT_ORGANIZER,
    })
    renderApp('/app/event-upload', { kind: 'user', user: HANAKO })
    await screen.findByRole('heading', { level: 1, name: 'イベント主催者の認証' })
    expect(
      screen.getByText(
        'イベントを登録できるのは主催者だけです。主催者コードを入力するか、主催者の申請をしてください。',
      ),
    ).toBeTruthy()
  })

  it('shows a CSV preview line by line and refuses to apply it while it has problems', async () => {
    const preview: TimetablePreview = {
      encoding: 'shift_jis',
      rows: [
        {
          line: 2,
          date: '2030-08-01',
          starts_at: '2030-08-01T18:00:00+09:00',
          ends_at: '2030-08-01T18:45:00+09:00',
          artist_name: '波止場ブラス',
          stage: '',
          venue_id: null,
        },
      ],
      errors: [{ line: 3, message: '3行目: 開始時刻「夕方」を読み取れません（例: 18:00）。' }],
    }
    const requests = stubApi({
      'GET /api/organizers/me': json({
        organizations: [{ id: 1, name: '港フェス実行委員会' }],
        application: null,
      }),
      'GET /api/organizers/events': json({ items: [] }),
      'GET /api/organizers/venues': json({
        items: [{ id: 2, name: '海浜公園 野外ステージ', address: '', own: false }],
      }),
      'POST /api/organizers/timetable/preview': json(preview),
    })
    renderApp('/app/event-upload', { kind: 'user', user: HANAKO })
    await screen.findByRole('heading', { level: 1, name: 'イベントを登録' })
    const file = new File(['x'], 'timetable.csv', { type: 'text/csv' })
    await userEvent.upload(screen.getByLabelText('CSVファイル'), file)
    await screen.findByText('1枠を読み取りました（文字コード: shift_jis）。')
    expect(screen.getByText('3行目: 開始時刻「夕方」を読み取れません（例: 18:00）。')).toBeTruthy()
    expect(screen.getByRole('cell', { name: '波止場ブラス' })).toBeTruthy()
    const apply = screen.getByRole('button', { name: 'この内容でタイムテーブルを置き換える' })
    expect((apply as HTMLButtonElement).disabled).toBe(true)
    expect(
      screen.getByText('出演枠はまだありません。追加するか、CSVを取り込んでください。'),
    ).toBeTruthy()
    // The file went to the server as it is, for the server to read its encoding.
    const sent = requests.find((r) => r.path === '/api/organizers/timetable/preview')
    expect(sent?.body).toBeInstanceOf(File)
  })

  it('loads an event for editing and deletes it after asking', async () => {
    const event: OrganizerEvent = {
      id: 5,
      organization_id: 1,
      title: '港フェス',
      body: '説明',
      tags: [],
      days: [{ starts_at: '2030-08-01T10:00:00+09:00', ends_at: '2030-08-01T20:00:00+09:00' }],
      venue: { id: 2, name: '海浜公園 野外ステージ' },
      slots: [],
      ticket_price: null,
      ticket_url: null,
      capacity: null,
      publish_state: 'published',
      publish_at: null,
      photos: [],
      hidden: false,
    }
    const requests = stubApi({
      'GET /api/organizers/me': json({
        organizations: [{ id: 1, name: '港フェス実行委員会' }],
        application: null,
      }),
      'GET /api/organizers/events': json({
        items: [{ id: 5, title: '港フェス', publish_state: 'published', starts_at: null }],
      }),
      'GET /api/organizers/venues': json({
        items: [{ id: 2, name: '海浜公園 野外ステージ', address: '', own: false }],
      }),
      'GET /api/organizers/events/:id': json(event),
      'DELETE /api/organizers/events/:id': noContent(),
    })
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    renderApp('/app/event-upload?id=5', { kind: 'user', user: HANAKO })
    await screen.findByRole('heading', { level: 1, name: 'イベントを編集' })
    expect((screen.getByLabelText('イベント名', { exact: false }) as HTMLInputElement).value).toBe(
      '港フェス',
    )
    expect((screen.getByLabelText('1日目の日付') as HTMLInputElement).value).toBe('2030-08-01')
    await userEvent.click(screen.getByRole('button', { name: 'このイベントを削除' }))
    await screen.findByText('イベントを削除しました。')
    expect(confirm).toHaveBeenCalled()
    expect(
      requests.some((r) => r.method === 'DELETE' && r.path === '/api/organizers/events/5'),
    ).toBe(true)
  })
})
