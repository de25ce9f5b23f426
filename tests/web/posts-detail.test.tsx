import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { captureCampaignCode } from '../../src/lib/campaign'
import type { EventByOrganizer, Post, PostStatus } from '../../src/shared/api/posts'
import { apiError, json, stubApi } from './api-fakes'
import { deferred, makePost, page } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

/**
 * A fact's value (a <dd>) by its whole text: dates, prices and counts keep each number token in
 * a no-wrap span of its own (src/components/Nums.tsx), so the text spans several elements.
 */
const factWith =
  (pattern: RegExp) =>
  (_: string, element: Element | null): boolean =>
    element?.tagName === 'DD' && pattern.test(element.textContent ?? '')

const FESTIVAL_TIME = {
  starts_at: '2099-11-07T16:00:00+09:00',
  ends_at: '2099-11-07T21:30:00+09:00',
}

const FESTIVAL: Post = makePost({
  id: 12,
  kind: 'event',
  title: 'みなと神社 秋季例大祭',
  body: '境内に約30の屋台が並びます。\n18時から奉納太鼓。',
  tags: ['お祭り', '屋台'],
  author: { id: 5, name: 'みなと町観光協会', avatar_url: null },
  place: {
    name: 'みなと神社 境内',
    address: '静岡県賀茂郡みなと町宮の下1-1',
    lat: 34.979,
    lng: 138.9461,
    venue_id: 4,
  },
  event: FESTIVAL_TIME,
  media: [
    {
      url: '/media/f/1.jpg',
      thumb_url: '/media/f/1-t.jpg',
      width: 2048,
      height: 1365,
      alt: '提灯の並ぶ参道',
    },
    {
      url: '/media/f/2.jpg',
      thumb_url: '/media/f/2-t.jpg',
      width: 2048,
      height: 1365,
      alt: '屋台',
    },
  ],
  like_count: 4,
  favorite_count: 3,
})

const status = (change: Partial<PostStatus> = {}): PostStatus => ({
  liked: false,
  like_count: 4,
  favorited: false,
  favorite_count: 3,
  ...change,
})

beforeEach(() => forgetPagedLists())
// tests/web/setup.ts puts the network back after unmounting the page.
afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * The festival as an organization's event (no days, ticket or capacity stated unless
 * `byOrganizer` says), its page open: the event facts region.
 */
async function organizerEventFacts(
  byOrganizer: Partial<EventByOrganizer>,
  event: { starts_at: string; ends_at: string } = FESTIVAL_TIME,
) {
  stubApi({
    'GET /api/posts/:id': json({
      ...FESTIVAL,
      event: {
        ...event,
        by_organizer: {
          organization_id: 3,
          organizer: 'みなと祭実行委員会',
          days: [FESTIVAL_TIME],
          ticket_price: null,
          ticket_url: null,
          capacity: null,
          ...byOrganizer,
        },
      },
    }),
    'GET /api/posts/:id/like-status': json(status()),
  })
  renderApp('/app/posts/12')
  return within(await screen.findByRole('region', { name: 'イベント情報' }))
}

describe('post page', () => {
  it('shows the photos, text, author, event, place and tags', async () => {
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
    })
    renderApp('/app/posts/12')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'みなと神社 秋季例大祭' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'みなと町観光協会' }).getAttribute('href')).toBe(
      '/app/profile/5',
    )
    expect(screen.getByText(/境内に約30の屋台が並びます。/).textContent).toBe(
      '境内に約30の屋台が並びます。\n18時から奉納太鼓。',
    )
    expect(screen.getByText(factWith(/^2099年11月7日\(土\) 16:00〜21:30/))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'カレンダーに追加' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '地図で見る' }).getAttribute('href')).toBe(
      // Centred on the place at street level, the event's card open, past events included.
      '/app/map?lat=34.97900&lng=138.94610&z=17&when=all&open=event%3A12',
    )
    const tags = within(screen.getByRole('list', { name: 'タグ' }))
    expect(tags.getByRole('link', { name: '#お祭り' }).getAttribute('href')).toBe(
      `/app/timeline?tag=${encodeURIComponent('お祭り')}`,
    )
    const photo = screen.getByRole('img', { name: '提灯の並ぶ参道' })
    expect(photo.getAttribute('src')).toBe('/media/f/1.jpg')
    expect(photo.getAttribute('srcset')).toBe('/media/f/1-t.jpg 480w, /media/f/1.jpg 2048w')
  })

  it('names an organization’s event’s organizer, each day, the ticket and the capacity', async () => {
    const first = FESTIVAL_TIME
    const second = { starts_at: '2099-11-08T10:00:00+09:00', ends_at: '2099-11-08T20:00:00+09:00' }
    const days = [first, second]
    const facts = await organizerEventFacts(
      {
        days,
        ticket_price: 1500,
        ticket_url: 'https://tickets.example/minato',
        capacity: 1200,
      },
      { starts_at: first.starts_at, ends_at: second.ends_at },
    )
    expect(facts.getByText('みなと祭実行委員会')).toBeTruthy()
    const listed = within(facts.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(listed).toEqual(['2099年11月7日(土) 16:00〜21:30', '2099年11月8日(日) 10:00〜20:00'])
    expect(facts.getByText(factWith(/1,500円（税込）/))).toBeTruthy()
    const buy = facts.getByRole('link', { name: 'チケット購入ページ' })
    expect(buy.getAttribute('href')).toBe('https://tickets.example/minato')
    expect(buy.getAttribute('rel')).toBe('noopener noreferrer')
    expect(facts.getByText(factWith(/^1,200名$/))).toBeTruthy()
  })

  it('names a translated organizer with its registered Japanese under it', async () => {
    const facts = await organizerEventFacts({
      organizer: 'Minato Festival Committee',
      organizer_original: 'みなと祭実行委員会',
    })
    expect(facts.getByText('Minato Festival Committee')).toBeTruthy()
    // What a visitor looks for on a poster, or shows someone: marked Japanese for its glyphs.
    expect(facts.getByText('みなと祭実行委員会').getAttribute('lang')).toBe('ja')
  })

  it('says 無料 for a free event and leaves out what the organizer did not state', async () => {
    const facts = await organizerEventFacts({ ticket_price: 0 })
    expect(facts.getByText('無料')).toBeTruthy()
    expect(facts.queryByText('定員')).toBeNull()
    expect(facts.queryByText('日程')).toBeNull()
    expect(facts.queryByRole('link', { name: 'チケット購入ページ' })).toBeNull()
  })

  it('steps through the photos with the buttons and the dots', async () => {
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
    })
    renderApp('/app/posts/12')
    await screen.findByRole('heading', { level: 1, name: 'みなと神社 秋季例大祭' })
    expect(screen.getByText('2枚中1枚目')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '次の写真' }))
    expect(screen.getByText('2枚中2枚目')).toBeTruthy()
    expect(
      screen.getByRole('button', { name: '2枚目の写真を表示' }).getAttribute('aria-current'),
    ).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: '1枚目の写真を表示' }))
    expect(screen.getByText('2枚中1枚目')).toBeTruthy()
  })

  it('asks for the like status without the campaign header, everything else with it', async () => {
    captureCampaignCode('?c=natsumatsuri-2026')
    const requests = stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status({ liked: true, like_count: 5 })),
    })
    renderApp('/app/posts/12', { kind: 'user', user: HANAKO })
    expect(
      (await screen.findByRole('button', { name: 'いいね 5' })).getAttribute('aria-pressed'),
    ).toBe('true')
    const post = requests.find((request) => request.path === '/api/posts/12')
    const likeStatus = requests.find((request) => request.path === '/api/posts/12/like-status')
    expect(post?.headers.get('X-Campaign-Code')).toBe('natsumatsuri-2026')
    expect(likeStatus?.headers.has('X-Campaign-Code')).toBe(false)
    expect(likeStatus?.headers.get('Authorization')).toBe('Bearer test-token')
  })

  it('likes at once and keeps the server’s count', async () => {
    const answer = deferred()
    const requests = stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
      'PUT /api/posts/:id/like': {
        ...json(status({ liked: true, like_count: 9 })),
        until: answer.promise,
      },
    })
    renderApp('/app/posts/12', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: 'いいね 4' }))
    // Before the server answers:
    expect(screen.getByRole('button', { name: 'いいね 5' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await act(async () => answer.resolve())
    expect(
      (await screen.findByRole('button', { name: 'いいね 9' })).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1)
  })

  it('puts a favorite back as it was when the server refuses it, and says so', async () => {
    const answer = deferred()
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status({ liked: true, like_count: 5 })),
      'PUT /api/posts/:id/favorite': {
        ...apiError(503, 'unavailable', '混み合っています。時間をおいてお試しください。'),
        until: answer.promise,
      },
    })
    renderApp('/app/posts/12', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: 'お気に入り 3' }))
    expect(screen.getByRole('button', { name: 'お気に入り 4' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await act(async () => answer.resolve())
    const favorite = await screen.findByRole('button', { name: 'お気に入り 3' })
    expect(favorite.getAttribute('aria-pressed')).toBe('false')
    // The like was not touched by the rollback.
    expect(screen.getByRole('button', { name: 'いいね 5' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(await screen.findByText('混み合っています。時間をおいてお試しください。')).toBeTruthy()
  })

  it('sends a logged-out visitor to the login, and back to this post afterwards', async () => {
    // A stand-in for the browser's alert(), which must stay unused.
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const requests = stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
    })
    const { currentPath } = renderApp('/app/posts/12')
    await userEvent.click(await screen.findByRole('button', { name: 'いいね 4' }))
    // The app's own alert dialog says why, never the browser's alert().

    expect(alert).not.toHaveBeenCalled()

    const prompt = within(await screen.findByRole('alertdialog'))

    expect(
      prompt.getByText('いいね・お気に入り・通報をするにはログインしてください。'),
    ).toBeTruthy()

    await userEvent.click(prompt.getByRole('link', { name: 'ログイン' }))
    await waitFor(() =>
      expect(currentPath()).toBe(`/app/login?redirect=${encodeURIComponent('/app/posts/12')}`),
    )
    expect(requests.some((request) => request.method === 'PUT')).toBe(false)
  })

  it('copies the link where there is no share sheet', async () => {
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
    })
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    renderApp('/app/posts/12')
    await user.click(await screen.findByRole('button', { name: 'リンクをコピー' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/app/posts/12`)
    expect(await screen.findByText('リンクをコピーしました')).toBeTruthy()
  })

  it('reports with a reason, and asks for one first', async () => {
    const requests = stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
      'POST /api/posts/:id/reports': json({ reported: true }, 201),
    })
    renderApp('/app/posts/12', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('button', { name: '通報' }))
    // The dialog's chunk loads on the first press.
    const dialog = within(await screen.findByRole('dialog', { name: 'この投稿を通報' }))
    await userEvent.click(dialog.getByRole('button', { name: '通報する' }))
    expect(dialog.getByRole('alert').textContent).toBe('通報の理由を選んでください。')
    await userEvent.click(dialog.getByRole('radio', { name: 'スパム・宣伝目的' }))
    await userEvent.type(dialog.getByLabelText('くわしい内容（任意）'), '同じ宣伝が何度も')
    await userEvent.click(dialog.getByRole('button', { name: '通報する' }))
    expect(
      await screen.findByText('通報を受け付けました。ご協力ありがとうございます。'),
    ).toBeTruthy()
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'spam: 同じ宣伝が何度も',
    })
  })

  it('offers delete instead of report on one’s own post', async () => {
    stubApi({
      'GET /api/posts/:id': json({
        ...FESTIVAL,
        author: { id: HANAKO.id, name: '花子', avatar_url: null },
      }),
      'GET /api/posts/:id/like-status': json(status()),
    })
    renderApp('/app/posts/12', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('button', { name: '削除' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '通報' })).toBeNull()
  })

  it('says when a post does not exist', async () => {
    stubApi({ 'GET /api/posts/:id': apiError(404, 'not_found', '投稿が見つかりません。') })
    renderApp('/app/posts/999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この投稿は見つかりません' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'タイムラインを見る' }).getAttribute('href')).toBe(
      '/app/timeline',
    )
  })

  it('treats an id that is not a number as a missing post, without asking the API', async () => {
    const requests = stubApi({})
    renderApp('/app/posts/12abc')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この投稿は見つかりません' }),
    ).toBeTruthy()
    expect(requests.filter((request) => request.path.startsWith('/api/posts'))).toHaveLength(0)
  })
})

describe('post page title', () => {
  it('keeps the title the edge wrote on a first load', async () => {
    document.title = 'みなと神社 秋季例大祭｜jimoto（edge）'
    stubApi({
      'GET /api/posts/:id': json(FESTIVAL),
      'GET /api/posts/:id/like-status': json(status()),
    })
    renderApp('/app/posts/12')
    await screen.findByRole('heading', { level: 1, name: 'みなと神社 秋季例大祭' })
    expect(document.title).toBe('みなと神社 秋季例大祭｜jimoto（edge）')
  })

  it('sets the title after a client navigation, from the body when there is no title', async () => {
    const untitled = makePost({
      id: 31,
      body: '朝市で買った金目鯛を煮付けにしました。甘辛い味がしみて、ごはんが止まりません！',
    })
    stubApi({
      'GET /api/posts': json(page([untitled])),
      'GET /api/posts/:id': json(untitled),
      'GET /api/posts/:id/like-status': json(status()),
    })
    renderApp('/app/timeline')
    await userEvent.click(await screen.findByRole('link', { name: /朝市で買った金目鯛/ }))
    await screen.findByRole('button', { name: 'いいね 4' })
    await waitFor(() =>
      expect(document.title).toBe(
        '朝市で買った金目鯛を煮付けにしました。甘辛い味がしみて、ごは｜jimoto',
      ),
    )
  })
})
