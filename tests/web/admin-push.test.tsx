import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PushMessage } from '../../src/shared/api/push'
import { apiError, json, stubApi } from './api-fakes'
import { renderApp, TOWN_ADMIN } from './render-app'

const ADMIN = TOWN_ADMIN

const DONE: PushMessage = {
  id: 7,
  topic: 'events',
  title: '花火大会は予定どおり開催します',
  body: '19時30分から。',
  image: null,
  target_url: '/app/posts/3',
  status: 'done',
  recipients: 120,
  sent: 117,
  failed: 1,
  removed: 2,
  created_at: '2026-11-20T09:00:00Z',
  finished_at: '2026-11-20T09:00:05Z',
}
const TOPICS = {
  items: [
    { name: 'all', disp_name: '全体通知' },
    { name: 'events', disp_name: 'イベント' },
  ],
}

// The moderation desk on the same page, empty (tests/web/admin-moderation.test.tsx covers it).
const EMPTY_DESK = {
  'GET /api/admin/moderation/queue': json({ items: [], nextCursor: null }),
  'GET /api/admin/moderation/audit': json({ items: [], nextCursor: null }),
}

describe('admin: push notifications', () => {
  it('shows what was sent with its delivery counts', async () => {
    stubApi({
      ...EMPTY_DESK,
      'GET /api/admin/push/messages': json({ items: [DONE], nextCursor: null }),
      'GET /api/push/topics': json(TOPICS),
    })
    renderApp('/app/admin/push', { kind: 'user', user: ADMIN })
    // The first render loads the admin page's lazy chunk (the desk too): slow on a busy machine.
    const row = (await screen.findByRole('rowheader', { name: DONE.title })).closest('tr')
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual(['events', '完了', '117', '1', '2'])
  })

  it('queues a notification for the chosen topic and refreshes the list', async () => {
    let sent = false
    const requests = stubApi({
      'GET /api/admin/push/messages': () => json({ items: sent ? [DONE] : [], nextCursor: null }),
      'GET /api/push/topics': json(TOPICS),
      'POST /api/admin/push/messages': () => {
        sent = true
        return json({ ...DONE, status: 'queued', sent: 0, failed: 0, removed: 0 }, 202)
      },
    })
    renderApp('/app/admin/push', { kind: 'user', user: ADMIN })
    expect(await screen.findByText('まだ配信したお知らせはありません。')).toBeTruthy()
    await screen.findByRole('option', { name: 'イベント' })
    await userEvent.selectOptions(screen.getByLabelText('配信先トピック'), 'events')
    await userEvent.type(screen.getByLabelText('タイトル'), DONE.title)
    await userEvent.type(screen.getByLabelText('本文'), DONE.body)
    await userEvent.type(
      screen.getByLabelText('タップしたときに開くページ（任意）'),
      '/app/posts/3',
    )
    await userEvent.click(screen.getByRole('button', { name: '配信する' }))
    // The page has other live regions (the shelter upload's); this one says the push was queued.
    const queued = await screen.findByText(
      '配信を受け付けました。送信結果は下の一覧に表示されます。',
    )
    expect(queued.closest('[role="status"]')).not.toBeNull()
    const post = requests.find((r) => r.method === 'POST')
    expect(post?.body).toEqual({
      topic: 'events',
      title: DONE.title,
      body: DONE.body,
      image: '',
      target_url: '/app/posts/3',
    })
    expect(await screen.findByRole('rowheader', { name: DONE.title })).toBeTruthy()
  })

  it('shows each view of the desk as a page of its own, one tab each, the open one marked', async () => {
    stubApi({
      ...EMPTY_DESK,
      'GET /api/admin/push/messages': json({ items: [], nextCursor: null }),
      'GET /api/push/topics': json(TOPICS),
      'GET /api/admin/organizers/applications': json({ items: [] }),
      'GET /api/admin/organizers/organizations': json({ items: [] }),
      'GET /api/admin/organizers/codes': json({ items: [] }),
    })
    const { currentPath } = renderApp('/app/admin', { kind: 'user', user: ADMIN })
    const nav = await screen.findByRole('navigation', { name: '管理の画面' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['通報の確認', '/app/admin'],
      ['広告の審査', '/app/admin/ads'],
      ['避難情報の発令', '/app/admin/alerts'],
      ['監査ログ', '/app/admin/audit'],
      ['NGワード', '/app/admin/ng-words'],
      ['避難所データの更新', '/app/admin/shelters'],
      ['お知らせを配信', '/app/admin/push'],
      ['イベント主催者', '/app/admin/organizers'],
      ['モデレーター', '/app/admin/roles'],
      ['データの書き出し', '/app/admin/export'],
    ])
    const current = () =>
      within(screen.getByRole('navigation', { name: '管理の画面' })).getByRole('link', {
        current: 'page',
      }).textContent
    expect(current()).toBe('通報の確認')
    await screen.findByRole('form', { name: 'IDで対象を開く' })
    expect(screen.queryByRole('heading', { name: 'お知らせを配信' })).toBeNull()

    await userEvent.click(within(nav).getByRole('link', { name: 'お知らせを配信' }))
    expect(currentPath()).toBe('/app/admin/push')
    await screen.findByRole('heading', { name: 'お知らせを配信', level: 2 })
    expect(current()).toBe('お知らせを配信')
    // Only this view: the queue and the organizers are on their own pages.
    expect(screen.queryByRole('form', { name: 'IDで対象を開く' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'イベント主催者' })).toBeNull()
    await waitFor(() => expect(document.title).toMatch(/^お知らせを配信/))
  })

  it('says clearly when push is not configured', async () => {
    stubApi({
      ...EMPTY_DESK,
      'GET /api/admin/push/messages': json({ items: [], nextCursor: null }),
      'GET /api/push/topics': json(TOPICS),
      // The organizer section beside the composer loads quietly (its own alerts are not this one).
      'GET /api/admin/organizers/applications': json({ items: [] }),
      'GET /api/admin/organizers/codes': json({ items: [] }),
      'GET /api/admin/organizers/organizations': json({ items: [] }),
      'POST /api/admin/push/messages': apiError(
        503,
        'push_not_configured',
        'push is not configured: プッシュ通知の送信設定（FCM_SERVICE_ACCOUNT）がありません。',
      ),
    })
    renderApp('/app/admin/push', { kind: 'user', user: ADMIN })
    await userEvent.type(await screen.findByLabelText('タイトル'), 'テスト')
    await userEvent.type(screen.getByLabelText('本文'), '本文')
    await userEvent.click(screen.getByRole('button', { name: '配信する' }))
    expect((await screen.findByRole('alert')).textContent).toContain('push is not configured')
  })

  it("shows the server's refusal when the session still says admin but the server does not", async () => {
    stubApi({
      ...EMPTY_DESK,
      'GET /api/admin/push/messages': apiError(403, 'forbidden', '管理者のみ利用できます。'),
    })
    renderApp('/app/admin/push', { kind: 'user', user: ADMIN })
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('管理者のみ利用できます。'),
    )
    expect(screen.queryByRole('button', { name: '配信する' })).toBeNull()
  })
})
