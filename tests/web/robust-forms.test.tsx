import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { RegisterPage } from '../../src/features/auth/pages/RegisterPage'
import type { PostInput, PublicProfile } from '../../src/shared/api/posts'
import { json, requestsTo, stubApi } from './api-fakes'
import { renderAt } from './auth-fakes'
import { makePost, page, stubUploads } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// The forms apply the API's text rule before sending (same words as the API on the Japanese
// site), and read full-width numbers and emails as what they mean.

beforeEach(() => forgetPagedLists())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const summary = () => screen.getByRole('alert', { name: '入力内容を確認してください' })

async function openUpload() {
  const uploads = stubUploads(() => ({ status: 201, body: makePost({ id: 88 }) }))
  renderApp('/app/upload', { kind: 'user', user: HANAKO })
  await screen.findByRole('heading', { level: 1, name: '投稿する' })
  return uploads
}

const send = () => userEvent.click(screen.getByRole('button', { name: '投稿する' }))

describe('upload form: text the API would refuse', () => {
  it.each([
    ['タイトル', 'お祭り\u202Egnp.exe', 'タイトルに文字の表示方向を変える制御文字は使えません。'],
    ['タイトル', 'お\u200B祭り', 'タイトルに見えない文字（ゼロ幅スペースなど）は使えません。'],
    ['本文', 'お祭り\u0000です', '本文に制御文字は使えません。'],
    [
      '本文',
      'お祭り\uD83D',
      '本文に壊れた文字（不正なUnicode）が含まれています。入力し直してください。',
    ],
  ])('%s %j is refused before sending', async (label, value, message) => {
    const uploads = await openUpload()
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '朝市' } })
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
    await send()
    expect(within(summary()).getByText(message)).toBeTruthy()
    expect(uploads).toHaveLength(0)
  })

  it('sends an emoji family in the title as typed', async () => {
    const uploads = await openUpload()
    fireEvent.change(screen.getByLabelText('タイトル'), { target: { value: '家族で👨‍👩‍👧' } })
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '朝市' } })
    await send()
    await waitFor(() => expect(uploads).toHaveLength(1))
    const data = JSON.parse(String(uploads[0]?.form.get('data'))) as PostInput
    expect(data.title).toBe('家族で👨‍👩‍👧')
  })

  it('reads full-width coordinates and limits as the numbers they show', async () => {
    const uploads = await openUpload()
    await userEvent.click(screen.getByRole('radio', { name: /クーポン/ }))
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '冬の感謝セール' } })
    fireEvent.change(screen.getByPlaceholderText('例：ドリンク1杯無料'), {
      target: { value: 'コーヒー1杯無料' },
    })
    fireEvent.change(screen.getByLabelText('緯度'), { target: { value: '３５．６' } })
    fireEvent.change(screen.getByLabelText('経度'), { target: { value: '１３９．７' } })
    fireEvent.change(screen.getByLabelText('1人あたりの利用回数'), { target: { value: '１' } })
    fireEvent.change(screen.getByLabelText('先着枚数'), { target: { value: '５' } })
    await send()
    await waitFor(() => expect(uploads).toHaveLength(1))
    const data = JSON.parse(String(uploads[0]?.form.get('data'))) as PostInput
    expect(data.place).toMatchObject({ lat: 35.6, lng: 139.7 })
    expect(data.coupon).toMatchObject({ per_user_limit: 1, total_limit: 5 })
  })
})

describe('register form', () => {
  it('refuses a name with a right-to-left override before sending', async () => {
    const requests = stubApi({})
    renderAt('/app/register', <RegisterPage />)
    const user = userEvent.setup()
    fireEvent.change(screen.getByLabelText(/お名前/), { target: { value: 'abc\u202Egpj.exe' } })
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.com')
    await user.type(screen.getByLabelText(/パスワード/), 'password123')
    await user.click(screen.getByRole('button', { name: '登録する' }))
    // Under the field and in the form's alert.
    const shown = await screen.findAllByText(
      /^お名前.*に文字の表示方向を変える制御文字は使えません。$/,
    )
    expect(shown.length).toBeGreaterThan(0)
    expect(screen.getByLabelText(/お名前/).getAttribute('aria-invalid')).toBe('true')
    expect(requestsTo(requests, '/auth/register')).toHaveLength(0)
  })

  it('sends a full-width email as the address it spells', async () => {
    const requests = stubApi({
      'POST /auth/register': json({ message: '確認メールを送信しました。' }, 201),
    })
    renderAt('/app/register', <RegisterPage />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/お名前/), '山田 花子')
    await user.type(screen.getByLabelText(/メールアドレス/), 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｃｏｍ')
    await user.type(screen.getByLabelText(/パスワード/), 'password123')
    await user.click(screen.getByRole('button', { name: '登録する' }))
    await screen.findByText('確認メールを送信しました。')
    expect(requestsTo(requests, '/auth/register')[0]?.body).toMatchObject({
      email: 'hanako@example.com',
    })
  })
})

describe('profile and report forms', () => {
  const ME: PublicProfile = {
    id: 7,
    name: '山田 花子',
    avatar_url: null,
    bio: '',
    website: '',
    post_count: 0,
    follower_count: 0,
    following_count: 0,
    following: false,
    created_at: '2026-04-01T09:00:00.000Z',
  }

  it('the profile form refuses an invisible character in the name', async () => {
    const requests = stubApi({
      'GET /api/users/:id': json(ME),
      'GET /api/users/:id/posts': json(page([])),
    })
    renderApp('/app/profile', { kind: 'user', user: HANAKO })
    fireEvent.change(await screen.findByLabelText(/名前/), { target: { value: 'はな\u200Bこ' } })
    await userEvent.click(screen.getByRole('button', { name: '保存する' }))
    expect(screen.getByText('名前に見えない文字（ゼロ幅スペースなど）は使えません。')).toBeTruthy()
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false)
  })

  it('the report form refuses a control character in the details', async () => {
    const requests = stubApi({
      'GET /api/posts/:id': json(makePost({ id: 12 })),
      'GET /api/posts/:id/like-status': json({
        liked: false,
        favorited: false,
        like_count: 0,
        favorite_count: 0,
      }),
    })
    renderApp('/app/posts/12', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: '通報' }))
    // The dialog's chunk loads on the first press.
    const dialog = within(await screen.findByRole('dialog', { name: 'この投稿を通報' }))
    await userEvent.click(dialog.getByRole('radio', { name: 'スパム・宣伝目的' }))
    fireEvent.change(dialog.getByLabelText('くわしい内容（任意）'), {
      target: { value: '宣伝\u0007' },
    })
    await userEvent.click(dialog.getByRole('button', { name: '通報する' }))
    expect(dialog.getByRole('alert').textContent).toBe(
      'くわしい内容（任意）に制御文字は使えません。',
    )
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
  })
})

describe('admin push form', () => {
  it('refuses a title with a right-to-left override before sending', async () => {
    const requests = stubApi({
      'GET /api/admin/push/messages': json({ items: [], nextCursor: null }),
      'GET /api/push/topics': json({ items: [{ name: 'all', disp_name: '全体通知' }] }),
    })
    renderApp('/app/admin/push', { kind: 'user', user: { ...HANAKO, role: 'admin' } })
    fireEvent.change(await screen.findByLabelText('タイトル'), {
      target: { value: 'お知らせ\u202Etxt.exe' },
    })
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '本日は休館です' } })
    await userEvent.click(screen.getByRole('button', { name: '配信する' }))
    expect(
      await screen.findByText('タイトルに文字の表示方向を変える制御文字は使えません。'),
    ).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
  })
})
