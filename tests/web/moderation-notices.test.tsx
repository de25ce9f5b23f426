import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Notice } from '../../src/shared/api/moderation'
import { apiError, json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

const HIDDEN: Notice = {
  id: 12,
  action: 'hide',
  subject_kind: 'post',
  subject_id: 41,
  reason: '個人情報の掲載',
  until: null,
  created_at: '2026-11-24T04:00:00Z',
  appeal: null,
}

describe('/app/notices: what the moderators did, and one appeal', () => {
  it('shows the notice with its reason and sends one appeal', async () => {
    const requests = stubApi({
      'GET /api/moderation/notices': json({ items: [HIDDEN], suspension: null }),
      'POST /api/moderation/notices/:id/appeal': json(
        { ...HIDDEN, appeal: { text: '住所は店舗のものです。', at: '2026-11-24T05:00:00Z' } },
        201,
      ),
    })
    renderApp('/app/notices', { kind: 'user', user: HANAKO })
    const card = await screen.findByRole('article', { name: 'あなたの投稿が非公開になりました' })
    expect(within(card).getByText('個人情報の掲載')).toBeTruthy()
    await userEvent.click(within(card).getByRole('button', { name: '異議を申し立てる' }))
    expect((await within(card).findByRole('alert')).textContent).toBe(
      '異議の内容を入力してください。',
    )
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
    await userEvent.type(within(card).getByLabelText('異議の内容'), '住所は店舗のものです。')
    await userEvent.click(within(card).getByRole('button', { name: '異議を申し立てる' }))
    expect((await within(card).findByRole('status')).textContent).toBe(
      '異議を受け付けました。運営が再確認します。',
    )
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      text: '住所は店舗のものです。',
    })
    // Appealed: the text is shown and the form is gone.
    expect(within(card).getByText('住所は店舗のものです。')).toBeTruthy()
    expect(within(card).queryByRole('button', { name: '異議を申し立てる' })).toBeNull()
  })

  it('a suspended account sees why, until when, and an already appealed notice has no form', async () => {
    stubApi({
      'GET /api/moderation/notices': json({
        items: [
          {
            ...HIDDEN,
            id: 13,
            action: 'suspend',
            subject_kind: 'user',
            reason: '繰り返しの迷惑行為',
            appeal: { text: '反省しています', at: '2026-11-24T06:00:00Z' },
          },
        ],
        suspension: {
          reason: '繰り返しの迷惑行為',
          until: null,
          starts_at: '2026-11-24T04:00:00Z',
        },
      }),
    })
    renderApp('/app/notices', { kind: 'user', user: HANAKO })
    expect(await screen.findByText(/このアカウントは解除されるまで利用停止中です。/)).toBeTruthy()
    const card = screen.getByRole('article', { name: 'アカウントが利用停止になりました' })
    expect(within(card).getByText('反省しています')).toBeTruthy()
    expect(within(card).queryByRole('textbox')).toBeNull()
  })

  it("shows the server's answer when the appeal is refused", async () => {
    stubApi({
      'GET /api/moderation/notices': json({ items: [HIDDEN], suspension: null }),
      'POST /api/moderation/notices/:id/appeal': apiError(
        409,
        'already_appealed',
        'このお知らせにはすでに異議を申し立てています。',
      ),
    })
    renderApp('/app/notices', { kind: 'user', user: HANAKO })
    const card = await screen.findByRole('article')
    await userEvent.type(within(card).getByLabelText('異議の内容'), 'もう一度')
    await userEvent.click(within(card).getByRole('button', { name: '異議を申し立てる' }))
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'このお知らせにはすでに異議を申し立てています。',
    )
  })

  it('is reached from the settings page of a signed-in user', async () => {
    stubApi({ 'GET /api/moderation/notices': json({ items: [HIDDEN], suspension: null }) })
    const { currentPath } = renderApp('/app/settings', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('link', { name: '運営からのお知らせ' }))
    expect(currentPath()).toBe('/app/notices')
    expect(
      await screen.findByRole('heading', { level: 1, name: '運営からのお知らせ' }),
    ).toBeTruthy()
  })

  it('staff reach the desk from settings', async () => {
    stubApi({})
    renderApp('/app/settings', { kind: 'user', user: { ...HANAKO, role: 'moderator' } })
    const link = await screen.findByRole('link', { name: '管理画面（通報の確認）' })
    expect(link.getAttribute('href')).toBe('/app/admin')
  })

  it('residents see no link to the desk in settings', async () => {
    stubApi({})
    renderApp('/app/settings', { kind: 'user', user: HANAKO })
    await screen.findByRole('link', { name: '運営からのお知らせ' })
    expect(screen.queryByRole('link', { name: '管理画面（通報の確認）' })).toBeNull()
  })

  it('with no notices says so', async () => {
    stubApi({ 'GET /api/moderation/notices': json({ items: [], suspension: null }) })
    renderApp('/app/notices', { kind: 'user', user: HANAKO })
    expect(await screen.findByText('運営からのお知らせはありません。')).toBeTruthy()
  })
})
