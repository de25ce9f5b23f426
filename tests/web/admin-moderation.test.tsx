import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type {
  AuditEntry,
  QueueItem,
  ReportEntry,
  SubjectDetail,
} from '../../src/shared/api/moderation'
import { apiError, json, stubApi } from './api-fakes'
import { MODERATOR, stubDesk, subjects } from './moderation-fakes'
import { HANAKO, renderApp } from './render-app'

const SUBJECT = {
  kind: 'post' as const,
  id: 41,
  title: '駅前の迷惑な投稿',
  excerpt: '住所と電話番号を載せます',
  visibility: 'public' as const,
  author: { id: 9, name: '山田' },
  url: '/app/posts/41',
}

const ITEM: QueueItem = {
  subject: SUBJECT,
  state: 'open',
  open_reports: 3,
  total_reports: 3,
  reasons: [
    { reason: '個人情報', count: 2 },
    { reason: 'privacy: 電話番号が載っています', count: 1 },
  ],
  appealed: false,
  last_activity_at: '2026-11-24T03:00:00Z',
  version: 0,
}

const REPORT: ReportEntry = {
  id: 1,
  reason: '個人情報',
  state: 'open',
  reporter: { id: 5, name: '花子' },
  created_at: '2026-11-24T03:00:00Z',
}

const DETAIL: SubjectDetail = {
  subject: SUBJECT,
  body: '住所と電話番号を載せます。みなと町1-2-3',
  state: 'open',
  version: 2,
  appealed: false,
  suspension: null,
  reports: [REPORT],
  history: [],
  actions: ['hide', 'dismiss', 'warn', 'suspend'],
}

const HIDE: AuditEntry = {
  id: 70,
  action: 'hide',
  actor: { id: 3, name: '見守り担当' },
  subject_kind: 'post',
  subject_id: 41,
  target_user_id: 9,
  reason: '個人情報の掲載',
  until: null,
  created_at: '2026-11-24T04:00:00Z',
}

const desk = (extra: Parameters<typeof stubDesk>[2] = {}) => stubDesk(ITEM, DETAIL, extra)

async function openSubject() {
  await userEvent.click(await screen.findByRole('button', { name: '駅前の迷惑な投稿' }))
  return screen.findByRole('region', { name: '駅前の迷惑な投稿' })
}

describe('admin: the moderation desk', () => {
  it('a moderator sees the queue grouped by subject with counts and reasons, and no push composer', async () => {
    const requests = desk()
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    // The first render loads the admin page's lazy chunk: slow on a busy machine.
    const row = (await screen.findByRole('button', { name: '駅前の迷惑な投稿' })).closest(
      'li',
    ) as HTMLElement
    expect(within(row).getByText('通報 3件')).toBeTruthy()
    expect(within(row).getByText('個人情報 ×2')).toBeTruthy()
    // The report dialog's reason codes are named in the desk's language; other text as written.
    expect(
      within(row).getByText('個人情報・プライバシーの侵害: 電話番号が載っています ×1'),
    ).toBeTruthy()
    expect(within(row).getByText('投稿')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'お知らせを配信' })).toBeNull()
    expect(requests.some((r) => r.path.startsWith('/api/admin/push'))).toBe(false)
    expect(requests.find((r) => r.path === '/api/admin/moderation/queue')?.query.get('state')).toBe(
      'open',
    )
  })

  it('opens a subject with its content and reports, and hides it with a reason at the version seen', async () => {
    const requests = desk({
      'POST /api/admin/moderation/subjects/:kind/:id/actions': json(
        {
          audit: HIDE,
          detail: {
            ...DETAIL,
            state: 'closed',
            version: 3,
            subject: { ...SUBJECT, visibility: 'hidden', url: null },
            reports: [{ ...REPORT, state: 'actioned' }],
            history: [HIDE],
            actions: ['restore', 'warn', 'suspend'],
          },
        },
        201,
      ),
    })
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    const panel = await openSubject()
    expect(await within(panel).findByText('住所と電話番号を載せます。みなと町1-2-3')).toBeTruthy()
    expect(within(panel).getByText('山田 (#9)', { exact: false })).toBeTruthy()
    expect(within(panel).getByText('個人情報')).toBeTruthy()
    expect(within(panel).getByText('まだ対応の記録はありません。')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('駅前の迷惑な投稿'))

    await userEvent.selectOptions(within(panel).getByLabelText('対応'), 'hide')
    await userEvent.type(within(panel).getByLabelText('理由'), '個人情報の掲載')
    await userEvent.click(within(panel).getByRole('button', { name: '実行する' }))
    expect((await within(panel).findByRole('status')).textContent).toBe('対応を記録しました。')
    const post = requests.find((r) => r.method === 'POST')
    expect(post?.body).toEqual({ action: 'hide', reason: '個人情報の掲載', version: 2 })
    expect(within(panel).getByText('非公開')).toBeTruthy()
    expect(within(panel).getByRole('option', { name: '公開に戻す' })).toBeTruthy()
    // The queue reloads after an action.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/api/admin/moderation/queue').length,
      ).toBeGreaterThan(1),
    )
  })

  it('refuses a blank reason before sending, and sends the days of a suspension', async () => {
    const requests = desk({
      'POST /api/admin/moderation/subjects/:kind/:id/actions': json(
        {
          audit: { ...HIDE, action: 'suspend' },
          detail: { ...DETAIL, actions: ['warn', 'unsuspend'] },
        },
        201,
      ),
    })
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    const panel = await openSubject()
    await userEvent.selectOptions(await within(panel).findByLabelText('対応'), 'suspend')
    await userEvent.type(within(panel).getByLabelText('理由'), '   ')
    await userEvent.click(within(panel).getByRole('button', { name: '実行する' }))
    expect((await within(panel).findByRole('alert')).textContent).toBe('理由を入力してください。')
    await userEvent.type(within(panel).getByLabelText('停止日数'), '400')
    await userEvent.type(within(panel).getByLabelText('理由'), '繰り返しの迷惑行為')
    await userEvent.click(within(panel).getByRole('button', { name: '実行する' }))
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      '停止日数は1〜365の整数で入力してください。',
    )
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
    await userEvent.clear(within(panel).getByLabelText('停止日数'))
    await userEvent.type(within(panel).getByLabelText('停止日数'), '７')
    await userEvent.click(within(panel).getByRole('button', { name: '実行する' }))
    await within(panel).findByRole('status')
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'suspend',
      reason: '繰り返しの迷惑行為',
      version: 2,
      days: 7,
    })
  })

  it('when another moderator acted first, says so and reloads the subject', async () => {
    const requests = desk({
      'POST /api/admin/moderation/subjects/:kind/:id/actions': apiError(
        409,
        'conflict',
        '他のスタッフがこの対象を先に処理しました。画面を更新して最新の状態を確認してください。',
      ),
    })
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    const panel = await openSubject()
    await userEvent.type(await within(panel).findByLabelText('理由'), '確認済み')
    await userEvent.click(within(panel).getByRole('button', { name: '実行する' }))
    expect((await within(panel).findByRole('alert')).textContent).toContain('他のスタッフが')
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/api/admin/moderation/subjects/post/41').length,
      ).toBeGreaterThan(1),
    )
  })

  it('filters the audit log by action, kind and subject', async () => {
    const requests = desk({
      'GET /api/admin/moderation/audit': json({ items: [HIDE], nextCursor: null }),
    })
    renderApp('/app/admin/audit', { kind: 'user', user: MODERATOR })
    const log = await screen.findByRole('region', { name: '監査ログ' })
    const cells = (await within(log).findAllByRole('cell')).map((cell) => cell.textContent)
    expect(cells.slice(1)).toEqual(['見守り担当', '非公開にする', '投稿 #41', '個人情報の掲載'])
    await userEvent.selectOptions(within(log).getByLabelText('操作'), 'appeal')
    await userEvent.selectOptions(within(log).getByLabelText('種類'), 'post')
    await userEvent.type(within(log).getByLabelText('対象ID'), '41')
    await userEvent.click(within(log).getByRole('button', { name: '絞り込む' }))
    await waitFor(() => {
      const last = requests.filter((r) => r.path === '/api/admin/moderation/audit').at(-1)
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        action: 'appeal',
        kind: 'post',
        subject: '41',
      })
    })
  })

  it('opens an event nobody reported by kind and ID', async () => {
    const requests = desk({
      'GET /api/admin/moderation/subjects/:kind/:id': subjects(DETAIL, {
        ...DETAIL,
        subject: { ...SUBJECT, kind: 'event', id: 77, title: '港まつり 2日目' },
        reports: [],
        state: 'closed',
        actions: ['hide', 'warn', 'suspend'],
      }),
    })
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    const form = await screen.findByRole('form', { name: 'IDで対象を開く' })
    await userEvent.type(within(form).getByLabelText('ID'), 'abc')
    await userEvent.click(within(form).getByRole('button', { name: '開く' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'IDは1以上の整数で入力してください。',
    )
    await userEvent.clear(within(form).getByLabelText('ID'))
    // Full-width digits, as a Japanese keyboard types them.
    await userEvent.type(within(form).getByLabelText('ID'), '７７')
    await userEvent.click(within(form).getByRole('button', { name: '開く' }))
    const panel = await screen.findByRole('region', { name: '港まつり 2日目' })
    expect(await within(panel).findByText('この対象への通報はありません。')).toBeTruthy()
    expect(requests.some((r) => r.path === '/api/admin/moderation/subjects/event/77')).toBe(true)
  })

  it('an admin names a moderator with a reason', async () => {
    const requests = desk({
      'GET /api/admin/push/messages': json({ items: [], nextCursor: null }),
      'PUT /api/admin/moderation/moderators/:userId': json({
        user_id: 12,
        role: 'moderator',
        changed: true,
      }),
    })
    renderApp('/app/admin/roles', { kind: 'user', user: { ...MODERATOR, role: 'admin' } })
    const form = await screen.findByRole('form', { name: 'モデレーター' })
    await userEvent.type(within(form).getByLabelText('ユーザーID'), '12')
    await userEvent.type(within(form).getByLabelText('理由'), '地域の見守り担当')
    await userEvent.click(within(form).getByRole('button', { name: '任命する' }))
    expect((await within(form).findByRole('status')).textContent).toBe(
      'ユーザー #12 をモデレーターに任命しました。',
    )
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ reason: '地域の見守り担当' })
  })

  it('a moderator has no role form: no tab for it, and its address leads back to the queue', async () => {
    desk()
    const { currentPath } = renderApp('/app/admin/roles', { kind: 'user', user: MODERATOR })
    await screen.findByRole('form', { name: 'IDで対象を開く' })
    await waitFor(() => expect(currentPath()).toBe('/app/admin'))
    expect(screen.queryByRole('form', { name: 'モデレーター' })).toBeNull()
    const tabs = screen.getByRole('navigation', { name: '管理の画面' })
    expect(within(tabs).queryByRole('link', { name: 'モデレーター' })).toBeNull()
    expect(within(tabs).queryByRole('link', { name: 'お知らせを配信' })).toBeNull()
    expect(within(tabs).queryByRole('link', { name: 'データの書き出し' })).toBeNull()
    expect(within(tabs).getByRole('link', { name: '避難所データの更新' })).toBeTruthy()
  })

  it("a user who is not staff sees the server's refusal and nothing of the desk", async () => {
    stubApi({
      'GET /api/admin/moderation/queue': apiError(
        403,
        'forbidden',
        '管理者またはモデレーターのみ利用できます。',
      ),
    })
    renderApp('/app/admin', { kind: 'user', user: HANAKO })
    expect((await screen.findByRole('alert')).textContent).toBe(
      '管理者またはモデレーターのみ利用できます。',
    )
    expect(screen.queryByRole('region', { name: '監査ログ' })).toBeNull()
  })
})
