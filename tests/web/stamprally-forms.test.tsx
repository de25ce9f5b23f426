import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckinRequest, CheckinResult } from '../../src/shared/api/stamprally'
import type { SessionUser } from '../../src/state/session'
import { json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// The stamp rally forms apply the API's text rule before sending and read full-width input (a
// code or a coordinate typed on a Japanese keyboard) as what it means.

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // jsdom has no geolocation of its own: a test that gives it one takes it back.
  Reflect.deleteProperty(navigator, 'geolocation')
})

const ADMIN: SessionUser = { ...HANAKO, role: 'admin' }

describe('new rally form', () => {
  it.each([
    ['タイトル', 'みなと\u202Eラリー', 'タイトルに文字の表示方向を変える制御文字は使えません。'],
    [
      '特典の説明',
      'ソフト\u200Bクリーム',
      '特典の説明に見えない文字（ゼロ幅スペースなど）は使えません。',
    ],
    ['説明', '港\u0007町', '説明に制御文字は使えません。'],
  ])('%s %j is refused before sending', async (label, value, message) => {
    const requests = stubApi({})
    renderApp('/app/stamprally/new', { kind: 'user', user: ADMIN })
    const title = await screen.findByLabelText(/^タイトル/)
    fireEvent.change(title, { target: { value: '冬のスタンプラリー' } })
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })
    fireEvent.change(screen.getByLabelText(/^開始日時/), { target: { value: '2026-12-01T10:00' } })
    fireEvent.change(screen.getByLabelText(/^終了日時/), { target: { value: '2026-12-31T17:00' } })
    await userEvent.click(screen.getByRole('button', { name: '作成' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })
})

describe('scan screen', () => {
  it('sends a full-width typed code as the printed one', async () => {
    const sent: CheckinRequest[] = []
    const result: CheckinResult = {
      outcome: 'stamped',
      spot: { id: 5, name: 'かわばた公園' },
      progress: { stamped: 1, required: 5, completed: false, rewarded: false },
      just_completed: false,
    }
    stubApi({
      'POST /api/stamprallies/:id/checkins': (request) => {
        sent.push(request.body as CheckinRequest)
        return json(result, 201)
      },
    })
    // The browser's position, as the phone at the park reports it.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) =>
          done({
            coords: { latitude: 34.9678, longitude: 139.0958, accuracy: 8 },
          } as GeolocationPosition),
      },
    })
    renderApp('/app/stamprally/1/scan', { kind: 'user', user: HANAKO })
    const field = await screen.findByLabelText(/^スポットに掲示されたコード/)
    fireEvent.change(field, { target: { value: ' ＫＡＷＡＢＡＴＡ－２０２６ ' } })
    await userEvent.click(screen.getByRole('button', { name: 'チェックイン' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      code: 'KAWABATA-2026',
      position: { lat: 34.9678, lng: 139.0958, accuracy: 8 },
    })
    expect(await screen.findByText(/「かわばた公園」のスタンプを押しました/)).toBeTruthy()
  })
})
