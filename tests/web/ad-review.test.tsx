import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdReviewItem } from '../../src/shared/api/ads'
import type { SessionUser } from '../../src/state/session'
import { ORDER } from './ads-fakes'
import { apiError, json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// The ad review view of the desk (/app/admin/ads, under the desk's tabs): plan and amount, approve, reject with a reason, and the server's refusal of
// anyone who is not an admin or moderator.

const ADMIN: SessionUser = { ...HANAKO, id: 1, name: 'みなと町役場', role: 'admin' }

/** A paid one-week order waiting for review. */
const ITEM: AdReviewItem = {
  ...ORDER,
  id: 31,
  plan: 'timeline-1w',
  weeks: 1,
  state: 'paid',
  starts_on: '2026-12-01',
  ends_on: '2026-12-07',
  headline: '日本一うまいラーメン',
  body: '絶対に満足します',
  subtotal: 10_000,
  tax: 1_000,
  total: 11_000,
  payment_method: 'card',
  paid_at: '2026-11-24T01:00:00Z',
  shop_name: 'みなとラーメン',
  refund_pending: false,
}

describe('ad review', () => {
  it('approves a paid ad and refreshes the queue', async () => {
    let approved = false
    const requests = stubApi({
      'GET /api/ads/review': () => json({ items: approved ? [] : [ITEM] }),
      'POST /api/ads/review/:id/approve': () => {
        approved = true
        return json({ ...ITEM, state: 'scheduled' })
      },
    })
    renderApp('/app/admin/ads', { kind: 'user', user: ADMIN })
    const card = await screen.findByRole('article', { name: ITEM.headline })
    expect(within(card).getByText('みなとラーメン（株式会社みなとラーメン）')).toBeTruthy()
    // What was bought and paid, and the desk's tabs to go back (this view is one of them).
    expect(within(card).getByText('タイムラインPRカード 1週間')).toBeTruthy()
    expect(within(card).getByText('11,000円')).toBeTruthy()
    const tabs = screen.getByRole('navigation', { name: '管理の画面' })
    expect(
      within(tabs).getByRole('link', { name: '広告の審査' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(within(tabs).getByRole('link', { name: '通報の確認' })).toBeTruthy()
    await userEvent.setup().click(within(card).getByRole('button', { name: '承認する' }))
    expect(await screen.findByText('審査待ちの広告はありません。')).toBeTruthy()
    expect(
      requests.some((r) => r.method === 'POST' && r.path === '/api/ads/review/31/approve'),
    ).toBe(true)
  })

  it('rejects only with a reason, which it sends', async () => {
    const requests = stubApi({
      'GET /api/ads/review': json({ items: [ITEM] }),
      'POST /api/ads/review/:id/reject': json({ ...ITEM, state: 'rejected', refund_started: true }),
    })
    renderApp('/app/admin/ads', { kind: 'user', user: ADMIN })
    const card = await screen.findByRole('article', { name: ITEM.headline })
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: '不承認にする' }))
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
    await user.type(within(card).getByLabelText('不承認の理由'), '根拠のない最上級表現です。')
    await user.click(within(card).getByRole('button', { name: '不承認にする' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        reason: '根拠のない最上級表現です。',
      }),
    )
  })

  it('shows staff where each refund stands, and offers a new try only when it failed', async () => {
    const rejected: AdReviewItem = { ...ITEM, state: 'rejected', payment_method: 'konbini' }
    const requests = stubApi({
      'GET /api/ads/review': json({
        items: [
          {
            ...rejected,
            refund_status: 'requires_action',
            refund_email: 'billing@ramen.example.jp',
            refund_expires_at: '2026-12-24T03:00:00Z',
          },
          {
            ...rejected,
            id: 32,
            headline: '返金が失敗した広告',
            refund_status: 'failed',
            refund_pending: true,
          },
        ],
      }),
      'POST /api/ads/review/:id/refund': json({ refund_started: true }),
    })
    renderApp('/app/admin/ads', { kind: 'user', user: ADMIN })
    const waiting = await screen.findByRole('article', { name: ITEM.headline })
    expect(
      within(waiting).getByText(
        '口座情報の入力待ち・billing@ramen.example.jp・期限 2026年12月24日',
      ),
    ).toBeTruthy()
    expect(within(waiting).queryByRole('button', { name: '返金を再試行する' })).toBeNull()
    const failed = screen.getByRole('article', { name: '返金が失敗した広告' })
    expect(within(failed).getByText('返金失敗')).toBeTruthy()
    await userEvent.setup().click(within(failed).getByRole('button', { name: '返金を再試行する' }))
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.path === '/api/ads/review/32/refund'),
      ).toBe(true),
    )
  })

  it("shows the server's refusal to someone who may not review", async () => {
    stubApi({
      'GET /api/ads/review': apiError(
        403,
        'forbidden',
        '管理者またはモデレーターのみ利用できます。',
      ),
    })
    renderApp('/app/admin/ads', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '管理者またはモデレーターのみ利用できます。',
    )
  })
})
