import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import type { PublicProfile } from '../../src/shared/api/posts'
import { userAtom } from '../../src/state/session'
import { apiError, json, stubApi } from './api-fakes'
import { deferred, makePost, page } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

const KANKO: PublicProfile = {
  id: 5,
  name: 'みなと町観光協会',
  bio: 'みなと町観光協会の公式アカウントです。\nイベントやクーポンの情報をお届けします。',
  website: 'https://kanko.minato-town.example/',
  avatar_url: '/media/avatars/5.jpg',
  created_at: '2026-10-21T00:00:00.000Z',
  post_count: 17,
  follower_count: 4,
  following_count: 1,
  following: false,
}

const ME: PublicProfile = {
  ...KANKO,
  id: HANAKO.id,
  name: HANAKO.name,
  bio: '朝市が好きです。',
  website: '',
  avatar_url: null,
  post_count: 0,
}

beforeEach(() => forgetPagedLists())

describe('someone’s profile', () => {
  it('shows who they are, a safe link to their site, and their posts', async () => {
    const requests = stubApi({
      'GET /api/users/:id': json(KANKO),
      'GET /api/users/:id/posts': json(page([makePost({ title: '山手の茶畑ウォーキング' })], 'n2')),
    })
    renderApp('/app/profile/5')
    expect(await screen.findByRole('heading', { level: 1, name: 'みなと町観光協会' })).toBeTruthy()
    expect(screen.getByText(/公式アカウントです。/).textContent).toBe(KANKO.bio)
    const site = screen.getByRole('link', { name: 'kanko.minato-town.example' })
    expect(site.getAttribute('href')).toBe('https://kanko.minato-town.example/')
    expect(site.getAttribute('rel')).toBe('noopener nofollow ugc')
    expect(site.getAttribute('target')).toBe('_blank')
    expect(screen.getByText('2026年10月から参加')).toBeTruthy()
    const stats = within(screen.getByRole('list', { name: '投稿とフォローの数' }))
    expect(stats.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '17投稿',
      '4フォロワー',
      '1フォロー中',
    ])
    expect(
      await screen.findByRole('heading', { level: 3, name: '山手の茶畑ウォーキング' }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }))
    await waitFor(() => expect(requests.at(-1)?.query.get('cursor')).toBe('n2'))
  })

  it('never links a website that is not http(s)', async () => {
    stubApi({
      'GET /api/users/:id': json({ ...KANKO, website: 'javascript:alert(1)' }),
      'GET /api/users/:id/posts': json(page([])),
    })
    renderApp('/app/profile/5')
    await screen.findByRole('heading', { level: 1, name: 'みなと町観光協会' })
    expect(await screen.findByText('まだ投稿がありません')).toBeTruthy()
    expect(document.querySelector('a[href^="javascript"]')).toBeNull()
    expect(screen.queryByText('javascript:alert(1)')).toBeNull()
  })

  it('follows at once, and undoes it when the server refuses', async () => {
    const answer = deferred()
    stubApi({
      'GET /api/users/:id': json(KANKO),
      'GET /api/users/:id/posts': json(page([])),
      'PUT /api/users/:id/follow': {
        ...apiError(503, 'unavailable', '混み合っています。時間をおいてお試しください。'),
        until: answer.promise,
      },
    })
    renderApp('/app/profile/5', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: 'フォローする' }))
    expect(screen.getByRole('button', { name: 'フォロー中' })).toBeTruthy()
    expect(screen.getByText('5')).toBeTruthy()
    await act(async () => answer.resolve())
    expect(await screen.findByRole('button', { name: 'フォローする' })).toBeTruthy()
    expect(screen.getByText('4')).toBeTruthy()
    expect(await screen.findByText('混み合っています。時間をおいてお試しください。')).toBeTruthy()
  })

  it('keeps the server’s follower count after a follow', async () => {
    stubApi({
      'GET /api/users/:id': json(KANKO),
      'GET /api/users/:id/posts': json(page([])),
      'PUT /api/users/:id/follow': json({ following: true, follower_count: 12 }),
    })
    renderApp('/app/profile/5', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: 'フォローする' }))
    expect(await screen.findByText('12')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'フォロー中' })).toBeTruthy()
  })

  it('sends a logged-out visitor who wants to follow to the login', async () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    stubApi({ 'GET /api/users/:id': json(KANKO), 'GET /api/users/:id/posts': json(page([])) })
    const { currentPath } = renderApp('/app/profile/5')
    await userEvent.click(await screen.findByRole('button', { name: 'フォローする' }))
    // The app's own alert dialog says why, never the browser's alert().
    expect(alert).not.toHaveBeenCalled()
    const prompt = within(await screen.findByRole('alertdialog'))
    expect(prompt.getByText('フォローするにはログインしてください。')).toBeTruthy()
    await userEvent.click(prompt.getByRole('link', { name: 'ログイン' }))
    await waitFor(() =>
      expect(currentPath()).toBe(`/app/login?redirect=${encodeURIComponent('/app/profile/5')}`),
    )
  })

  it('links to the editor instead of a follow button on one’s own profile', async () => {
    stubApi({ 'GET /api/users/:id': json(ME), 'GET /api/users/:id/posts': json(page([])) })
    renderApp('/app/profile/7', { kind: 'user', user: HANAKO })
    expect(
      (await screen.findByRole('link', { name: 'プロフィールを編集' })).getAttribute('href'),
    ).toBe('/app/profile')
    expect(screen.queryByRole('button', { name: 'フォローする' })).toBeNull()
  })

  it('says when a user does not exist', async () => {
    stubApi({
      'GET /api/users/:id': apiError(404, 'not_found', 'ユーザーが見つかりません。'),
    })
    renderApp('/app/profile/404')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'このユーザーは見つかりません' }),
    ).toBeTruthy()
  })
})

describe('own profile', () => {
  it('saves name, bio and website through PATCH /api/me and updates the session', async () => {
    const requests = stubApi({
      'GET /api/users/:id': json(ME),
      'GET /api/users/:id/posts': json(page([])),
      'PATCH /api/me': (request) => {
        const body = request.body as { name: string; bio: string; website: string }
        return json({ ...HANAKO, ...body })
      },
    })
    const { store } = renderApp('/app/profile', { kind: 'user', user: HANAKO })
    const name = await screen.findByLabelText(/名前/)
    await userEvent.clear(name)
    await userEvent.type(name, '佐藤 はなこ')
    await userEvent.clear(screen.getByLabelText('自己紹介'))
    await userEvent.type(screen.getByLabelText('自己紹介'), '港のそばに住んでいます。')
    await userEvent.type(screen.getByLabelText('ウェブサイト'), 'https://hanako.example/')
    await userEvent.click(screen.getByRole('button', { name: '保存する' }))
    expect(await screen.findByText('プロフィールを保存しました')).toBeTruthy()
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: '佐藤 はなこ',
      bio: '港のそばに住んでいます。',
      website: 'https://hanako.example/',
    })
    expect(store.get(userAtom)?.name).toBe('佐藤 はなこ')
    expect(screen.getByRole('heading', { level: 1, name: '佐藤 はなこ' })).toBeTruthy()
  })

  it('checks the website and the name before sending', async () => {
    const requests = stubApi({
      'GET /api/users/:id': json(ME),
      'GET /api/users/:id/posts': json(page([])),
    })
    renderApp('/app/profile', { kind: 'user', user: HANAKO })
    await userEvent.clear(await screen.findByLabelText(/名前/))
    await userEvent.type(screen.getByLabelText('ウェブサイト'), 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: '保存する' }))
    expect(screen.getByText('名前を入力してください。')).toBeTruthy()
    expect(
      screen.getByText('ウェブサイトは http:// または https:// で始まるURLを入力してください。'),
    ).toBeTruthy()
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false)
  })

  it('shows the server’s message when it refuses the change', async () => {
    stubApi({
      'GET /api/users/:id': json(ME),
      'GET /api/users/:id/posts': json(page([])),
      'PATCH /api/me': apiError(
        400,
        'invalid_request',
        'お名前に使えない文字（制御文字や表示方向を変える文字）が含まれています。',
      ),
    })
    renderApp('/app/profile', { kind: 'user', user: HANAKO })
    await screen.findByLabelText(/名前/)
    await userEvent.click(screen.getByRole('button', { name: '保存する' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'お名前に使えない文字（制御文字や表示方向を変える文字）が含まれています。',
    )
  })

  it('uploads a new avatar as multipart and shows it everywhere', async () => {
    const requests = stubApi({
      'GET /api/users/:id': json(ME),
      'GET /api/users/:id/posts': json(page([])),
      'PUT /api/me/avatar': json({ avatar_url: '/media/avatars/7-new.jpg' }),
    })
    const { store } = renderApp('/app/profile', { kind: 'user', user: HANAKO })
    await screen.findByRole('heading', { level: 2, name: 'アイコン' })
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })
    await userEvent.upload(screen.getByLabelText('画像を選ぶ', { selector: 'input' }), file)
    expect(await screen.findByText('アイコンを変更しました')).toBeTruthy()
    const form = requests.find((request) => request.method === 'PUT')?.body
    if (!(form instanceof FormData)) throw new Error('the avatar was not sent as multipart')
    expect((form.get('avatar') as File).name).toBe('me.jpg')
    expect(store.get(userAtom)?.avatar_url).toBe('/media/avatars/7-new.jpg')
  })

  it('invites someone without posts to make the first one', async () => {
    stubApi({ 'GET /api/users/:id': json(ME), 'GET /api/users/:id/posts': json(page([])) })
    renderApp('/app/profile', { kind: 'user', user: HANAKO })
    const empty = (await screen.findByRole('heading', { name: 'まだ投稿がありません' })).closest(
      'section',
    )
    if (!empty) throw new Error('no empty state')
    expect(within(empty).getByRole('link', { name: '投稿する' }).getAttribute('href')).toBe(
      '/app/upload',
    )
  })
})
