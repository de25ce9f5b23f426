import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdOrder, AdReceipt } from '../../src/shared/api/ads'
import { ORDER } from './ads-fakes'
import { apiError, json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// 広告の管理 and the receipt (a qualified invoice) against the API's answers.

const SHOP = { kind: 'user' as const, user: HANAKO }

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The qualified invoice of order 12 (AD-00000012), nothing refunded. */
const RECEIPT: AdReceipt = {
  number: 'AD-00000012',
  issued_on: '2026-11-24',
  issuer: {
    name: 'jimoto運営事務局',
    registration_number: 'T1234567890123',
    address: '東京都',
  },
  buyer: '株式会社みなとラーメン',
  lines: [
    {
      description: '広告掲載料 タイムラインPRカード 2週間',
      amount: 18_000,
      tax_rate_percent: 10,
    },
  ],
  per_rate: [{ tax_rate_percent: 10, subtotal: 18_000, tax: 1_800 }],
  total: 19_800,
  refunded: false,
  refund_status: null,
}

describe('広告の管理 and the receipt', () => {
  it('lists orders with state, counts and the daily figures, and links the receipt once paid', async () => {
    stubApi({
      'GET /api/ads/orders': json({
        items: [
          {
            ...ORDER,
            state: 'running',
            paid_at: '2026-11-24T02:00:00Z',
            impressions: 1500,
            taps: 42,
          },
          { ...ORDER, id: 13, headline: '下書きの広告', state: 'draft' },
        ],
      }),
      'GET /api/ads/orders/:id': json({
        ...ORDER,
        daily: [{ day: '2026-12-01', impressions: 1500, taps: 42 }],
      }),
    })
    renderApp('/app/ads', SHOP)
    const running = await screen.findByRole('article', { name: ORDER.headline })
    expect(within(running).getByText('掲載中')).toBeTruthy()
    expect(within(running).getByText('1,500')).toBeTruthy()
    expect(within(running).getByRole('link', { name: '領収書' }).getAttribute('href')).toBe(
      '/app/ads/orders/12/receipt',
    )
    await userEvent.setup().click(within(running).getByText('日ごとの実績'))
    expect(await within(running).findByRole('rowheader', { name: /12月1日|2026/ })).toBeTruthy()
    const draft = screen.getByRole('article', { name: '下書きの広告' })
    expect(within(draft).getByRole('button', { name: 'お支払いに進む' })).toBeTruthy()
    expect(within(draft).queryByRole('link', { name: '領収書' })).toBeNull()
  })

  it('prints a qualified invoice: registration number, tax per rate, buyer', async () => {
    stubApi({ 'GET /api/ads/orders/:id/receipt': json(RECEIPT) })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderApp('/app/ads/orders/12/receipt', SHOP)
    expect(await screen.findByText('株式会社みなとラーメン 様')).toBeTruthy()
    expect(screen.getByText('登録番号: T1234567890123')).toBeTruthy()
    expect(
      screen.getByRole('rowheader', { name: '消費税（10%）' }).nextElementSibling?.textContent,
    ).toBe('1,800円')
    expect(
      screen.getByRole('rowheader', { name: '合計（税込）' }).nextElementSibling?.textContent,
    ).toBe('19,800円')
    await userEvent.setup().click(screen.getByRole('button', { name: '印刷する' }))
    expect(print).toHaveBeenCalled()
  })

  it('says on the receipt that a konbini refund waits for bank details, or did not complete', async () => {
    const receipt = {
      ...RECEIPT,
      lines: [{ description: '広告掲載料', amount: 18_000, tax_rate_percent: 10 }],
    }
    stubApi({
      'GET /api/ads/orders/:id/receipt': ({ params }) =>
        json({ ...receipt, refund_status: params.id === '12' ? 'requires_action' : 'failed' }),
    })
    const first = renderApp('/app/ads/orders/12/receipt', SHOP)
    expect(
      await screen.findByText(
        'この取引は返金の手続き中です。返金先の口座情報のご入力をお待ちしています。',
      ),
    ).toBeTruthy()
    first.unmount()
    renderApp('/app/ads/orders/13/receipt', SHOP)
    expect(
      await screen.findByText('この取引の返金は完了していません。あらためて手続きします。'),
    ).toBeTruthy()
  })

  it('tells the shop where the refund of a konbini payment stands', async () => {
    const rejected: AdOrder = {
      ...ORDER,
      state: 'rejected',
      payment_method: 'konbini',
      paid_at: '2026-11-24T02:00:00Z',
      reject_reason: '画像の権利を確認できませんでした。',
    }
    stubApi({
      'GET /api/ads/orders': json({
        items: [
          {
            ...rejected,
            refund_status: 'requires_action',
            refund_email: 'billing@ramen.example.jp',
            refund_expires_at: '2026-12-24T03:00:00Z',
          },
          { ...rejected, id: 13, headline: '返金できなかった広告', refund_status: 'failed' },
          {
            ...rejected,
            id: 14,
            headline: '返金済みの広告',
            state: 'refunded',
            refund_status: 'succeeded',
          },
        ],
      }),
    })
    renderApp('/app/ads', SHOP)
    const waiting = await screen.findByRole('article', { name: ORDER.headline })
    expect(
      within(waiting).getByText(
        // The year is written only when the deadline is not in this year (docs/product.md).
        /返金: 口座情報の入力待ちです。billing@ramen\.example\.jp 宛てに Stripe から届くメールで、(2026年)?12月24日\(木\)までに/,
      ),
    ).toBeTruthy()
    const failed = screen.getByRole('article', { name: '返金できなかった広告' })
    expect(within(failed).getByText(/返金: 完了できませんでした/)).toBeTruthy()
    const done = screen.getByRole('article', { name: '返金済みの広告' })
    expect(within(done).getByText('返金: 全額返金しました。')).toBeTruthy()
  })

  it('shows the server’s word when the receipt is not available yet', async () => {
    stubApi({
      'GET /api/ads/orders/:id/receipt': apiError(
        409,
        'not_paid',
        '領収書はお支払いの確認後に発行されます。',
      ),
    })
    renderApp('/app/ads/orders/12/receipt', SHOP)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '領収書はお支払いの確認後に発行されます。',
    )
  })
})
