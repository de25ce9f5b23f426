import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OwnVenue } from '../../src/shared/api/organizers'
import { apiError, type FakeRoutes, json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// 会場・出演者 on /app/event-upload: the organization's own venues and artists, edited in place;
// full-width coordinates go out as numbers and the server's refusal is shown as it says it.

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const STAGE: OwnVenue = {
  id: 7,
  organization_id: 1,
  name: '第2ステージ',
  address: '',
  lat: null,
  lng: null,
}

const organizerRoutes: FakeRoutes = {
  'GET /api/organizers/me': json({
    organizations: [{ id: 1, name: '港フェス実行委員会' }],
    application: null,
  }),
  'GET /api/organizers/events': json({ items: [] }),
  'GET /api/organizers/venues': json({ items: [] }),
  'GET /api/organizers/places': json({
    venues: [STAGE],
    artists: [{ id: 9, organization_id: 1, name: '波止場ブラス', genre: '', bio: '', url: null }],
  }),
}

describe('会場・出演者 on /app/event-upload', () => {
  it('saves a venue with full-width coordinates read as numbers', async () => {
    const requests = stubApi({
      ...organizerRoutes,
      'PUT /api/organizers/venues/:id': json({
        ...STAGE,
        address: '港町1-2',
        lat: 34.97,
        lng: 139.09,
      }),
    })
    renderApp('/app/event-upload', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: '「第2ステージ」を編集' }))
    const form = screen.getByRole('form', { name: '「第2ステージ」を編集' })
    await userEvent.type(within(form).getByLabelText('会場の住所'), '港町1-2')
    await userEvent.type(within(form).getByLabelText('緯度'), '３４．９７')
    await userEvent.type(within(form).getByLabelText('経度'), '１３９．０９')
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }))
    await screen.findByText('「第2ステージ」を保存しました。')
    const sent = requests.find((r) => r.method === 'PUT')
    expect(sent?.body).toEqual({ name: '第2ステージ', address: '港町1-2', lat: 34.97, lng: 139.09 })
  })

  it("refuses a coordinate that is not a number and shows the server's refusal of an artist", async () => {
    const requests = stubApi({
      ...organizerRoutes,
      'PUT /api/organizers/artists/:id': apiError(
        400,
        'invalid_request',
        'ウェブサイトは https:// から始まるURLで入力してください。',
      ),
    })
    renderApp('/app/event-upload', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: '「第2ステージ」を編集' }))
    const venueForm = screen.getByRole('form', { name: '「第2ステージ」を編集' })
    await userEvent.type(within(venueForm).getByLabelText('緯度'), '北')
    await userEvent.click(within(venueForm).getByRole('button', { name: '保存する' }))
    expect((await within(venueForm).findByRole('alert')).textContent).toBe(
      '緯度は数値で入力してください（例: 34.97）。',
    )
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: '「波止場ブラス」を編集' }))
    const artistForm = screen.getByRole('form', { name: '「波止場ブラス」を編集' })
    await userEvent.type(within(artistForm).getByLabelText('ウェブサイト'), 'ftp://example.jp')
    await userEvent.click(within(artistForm).getByRole('button', { name: '保存する' }))
    expect((await within(artistForm).findByRole('alert')).textContent).toBe(
      'ウェブサイトは https:// から始まるURLで入力してください。',
    )
  })
})
