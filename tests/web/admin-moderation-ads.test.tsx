import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  AdUnderReview,
  AuditEntry,
  QueueItem,
  SubjectDetail,
} from '../../src/shared/api/moderation'
import { json } from './api-fakes'
import { MODERATOR, stubDesk } from './moderation-fakes'
import { renderApp } from './render-app'

// A paid ad on the moderation desk: its creative and order, with 承認 and 却下 (with a reason).

const SUBJECT = {
  kind: 'ad' as const,
  id: 12,
  title: 'みなとラーメン 新メニュー',
  excerpt: '港の塩ラーメン、始めました。',
  visibility: 'public' as const,
  author: { id: 9, name: 'みなとラーメン' },
  url: null,
}

const AD: AdUnderReview = {
  id: 12,
  shop_name: 'みなとラーメン',
  plan: 'timeline-2w',
  weeks: 2,
  state: 'paid',
  starts_on: '2026-11-25',
  ends_on: '2026-12-08',
  headline: 'みなとラーメン 新メニュー',
  body: '港の塩ラーメン、始めました。',
  link_url: 'https://ramen.example.jp/',
  post_id: null,
  image_url: null,
  total: 19_800,
  reject_reason: null,
  reviewable: true,
}

const ITEM: QueueItem = {
  subject: SUBJECT,
  state: 'open',
  open_reports: 1,
  total_reports: 1,
  reasons: [{ reason: '審査待ちの広告', count: 1 }],
  appealed: false,
  last_activity_at: '2026-11-24T03:00:00Z',
  version: 0,
}

const DETAIL: SubjectDetail = {
  subject: SUBJECT,
  body: AD.body,
  state: 'open',
  version: 0,
  appealed: false,
  suspension: null,
  reports: [
    {
      id: 1,
      reason: '審査待ちの広告',
      state: 'open',
      reporter: null,
      created_at: '2026-11-24T03:00:00Z',
    },
  ],
  history: [],
  actions: ['dismiss'],
  ad: AD,
}

const REJECTED: AuditEntry = {
  id: 80,
  action: 'hide',
  actor: { id: 3, name: '見守り担当' },
  subject_kind: 'ad',
  subject_id: 12,
  target_user_id: null,
  reason: '広告を却下: 誇大な表現があります',
  until: null,
  created_at: '2026-11-24T04:00:00Z',
}

async function openAd() {
  await userEvent.click(await screen.findByRole('button', { name: 'みなとラーメン 新メニュー' }))
  const panel = await screen.findByRole('region', { name: 'みなとラーメン 新メニュー' })
  return within(panel).findByRole('region', { name: '広告の審査' })
}

describe('admin: a paid ad on the moderation desk', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the creative and order, and rejects only with a reason', async () => {
    // The order's days as every page writes dates (no year within this one).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T12:00:00+09:00'))
    const requests = stubDesk(ITEM, DETAIL, {
      'POST /api/admin/moderation/subjects/ad/:id/review': json(
        {
          audit: REJECTED,
          detail: {
            ...DETAIL,
            state: 'closed',
            version: 1,
            history: [REJECTED],
            actions: [],
            ad: { ...AD, state: 'rejected', reviewable: false },
          },
        },
        201,
      ),
    })
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    const review = await openAd()
    expect(within(review).getByText('港の塩ラーメン、始めました。')).toBeTruthy()
    expect(within(review).getByText('みなとラーメン')).toBeTruthy()
    expect(
      within(review).getByText(
        // Each date sits in a no-wrap span of its own (src/components/Nums.tsx).
        (_, element) => element?.textContent === '11月25日(水)〜12月8日(火)',
      ),
    ).toBeTruthy()
    expect(within(review).getByText('審査待ち')).toBeTruthy()
    expect(within(review).getByText('timeline-2w · 19,800円（税込）')).toBeTruthy()
    expect(
      within(review).getByRole('link', { name: 'https://ramen.example.jp/' }).getAttribute('href'),
    ).toBe('https://ramen.example.jp/')

    await userEvent.click(within(review).getByRole('button', { name: '却下' }))
    expect(within(review).getByRole('alert').textContent).toBe('却下の理由を入力してください。')
    expect(requests.some((r) => r.method === 'POST')).toBe(false)

    await userEvent.type(
      within(review).getByLabelText('却下の理由（ショップにメールで伝わります）'),
      '誇大な表現があります',
    )
    await userEvent.click(within(review).getByRole('button', { name: '却下' }))
    await waitFor(() => expect(within(review).getByText('審査済みです。')).toBeTruthy())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      decision: 'reject',
      reason: '誇大な表現があります',
      version: 0,
    })
    expect(within(review).queryByRole('button', { name: '承認' })).toBeNull()
    expect(screen.getByText('広告を却下: 誇大な表現があります')).toBeTruthy()
  })

  it('approves at the version seen', async () => {
    const requests = stubDesk(ITEM, DETAIL, {
      'POST /api/admin/moderation/subjects/ad/:id/review': json(
        {
          audit: { ...REJECTED, action: 'dismiss', reason: '広告を承認: 承認' },
          detail: {
            ...DETAIL,
            state: 'closed',
            version: 1,
            actions: [],
            ad: { ...AD, state: 'scheduled', reviewable: false },
          },
        },
        201,
      ),
    })
    renderApp('/app/admin', { kind: 'user', user: MODERATOR })
    const review = await openAd()
    await userEvent.click(within(review).getByRole('button', { name: '承認' }))
    await waitFor(() => expect(within(review).getByText('掲載予定')).toBeTruthy())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      decision: 'approve',
      version: 0,
    })
  })
})
