import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, stubApi } from './api-fakes'
import { page } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

describe('settings', () => {
  it('links the five language sites, marking the current one', async () => {
    renderApp('/app/settings')
    const section = within(await screen.findByRole('region', { name: '表示言語' }))
    const links = section.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:3000/app/settings',
      'http://en.localhost:3000/app/settings',
      'http://ko.localhost:3000/app/settings',
      'http://zh-hans.localhost:3000/app/settings',
      'http://zh-hant.localhost:3000/app/settings',
    ])
    expect(section.getByRole('link', { current: true }).textContent).toContain('日本語')
  })

  it('has the push notification settings (the push feature fills it; tests/web/push-settings)', async () => {
    renderApp('/app/settings')
    const section = within(await screen.findByRole('region', { name: '通知' }))
    expect(
      section.getByText('新しいクーポンや地域のお知らせを、プッシュ通知で受け取れます。'),
    ).toBeTruthy()
    expect(section.queryByText('準備中')).toBeNull()
  })

  it('logs a signed-in user out', async () => {
    renderApp('/app/settings', { kind: 'user', user: HANAKO })
    window.localStorage.setItem('token', 'test-token')
    const section = within(await screen.findByRole('region', { name: 'アカウント' }))
    expect(section.getByText('hanako@demo.jimoto.example')).toBeTruthy()
    fireEvent.click(section.getByRole('button', { name: 'ログアウト' }))
    await waitFor(() => expect(section.getByText('ログインしていません。')).toBeTruthy())
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(section.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/app/login')
  })
})

describe('home', () => {
  it('welcomes a visitor with the way in and what an account is for', () => {
    renderApp('/app')
    const join = within(screen.getByRole('region', { name: 'アカウントをつくって参加しよう' }))
    expect(
      join.getByText(
        'ログインするとタイムラインの投稿・お気に入り保存・スタンプラリーができます。',
      ),
    ).toBeTruthy()
    expect(join.getByRole('link', { name: '新規登録（無料）' }).getAttribute('href')).toBe(
      '/app/register',
    )
  })

  it('links timeline, map, events and the stamp rally', () => {
    renderApp('/app')
    const features = within(screen.getByRole('region', { name: 'jimotoでできること' }))
    expect(features.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/app/timeline',
      '/app/map',
      '/app/venues',
      '/app/stamprally',
    ])
  })

  it('opens a logged-in resident on today in the town, greeted by name, the hazard map first', async () => {
    stubApi({ 'GET /api/posts': json(page([])) })
    renderApp('/app', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('heading', { level: 1, name: '今日のまち' })).toBeTruthy()
    expect(screen.getByText('花子さん、おかえりなさい')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ハザードマップ・避難所' }).getAttribute('href')).toBe(
      '/app/hazardmap',
    )
    expect(await screen.findByText('今日とこれからのイベントはまだありません。')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'jimotoでできること' })).toBeNull()
  })
})

describe('特定商取引法に基づく表記 without operator configuration', () => {
  it('states that undisclosed operator details are disclosed on request', async () => {
    renderApp('/app/tokushoho')
    await screen.findByRole('heading', { level: 1, name: '特定商取引法に基づく表記' })
    expect(screen.getAllByText('請求があった場合には遅滞なく開示いたします。')).toHaveLength(5)
  })
})
