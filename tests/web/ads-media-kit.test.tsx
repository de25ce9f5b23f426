import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AD_LIMITS } from '../../src/shared/api/ads'
import { json, stubApi } from './api-fakes'
import { renderApp } from './render-app'

// /materials and /creatives state what is really sold: the plans' prices as the server charges
// them, the reach the API counts, and the limits the API enforces.

afterEach(() => {
  vi.restoreAllMocks()
})

describe('media kit and creative guidelines', () => {
  it('/materials lists the plans with tax and the reach from the API', async () => {
    // Written without Intl (the first NumberFormat a page builds loads ICU's data).
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    stubApi({
      'GET /api/ads/plans': json({
        payments: true,
        plans: [],
        reach: { users: 4321, posts_last_30_days: 987, active_posters_last_30_days: 65 },
      }),
    })
    renderApp('/materials')
    const prices = await screen.findByRole('region', { name: '料金（税込）' })
    const rows = within(prices)
      .getAllByRole('definition')
      .map((dd) => dd.textContent)
    expect(rows).toEqual([
      '11,000円（うち消費税 1,000円）',
      '19,800円（うち消費税 1,800円）',
      '35,200円（うち消費税 3,200円）',
    ])
    const reach = await screen.findByRole('region', { name: /数字で見るjimoto/ })
    expect(within(reach).getByText('4,321人')).toBeTruthy()
    expect(within(reach).getByText('987件')).toBeTruthy()
    expect(screen.getByText(/投稿8件ごとに1枠、「広告」と明示したカード/)).toBeTruthy()
    expect(numberFormat).not.toHaveBeenCalled()
  })

  it('/creatives states the limits the API enforces and the 広告 label', async () => {
    stubApi({})
    renderApp('/creatives')
    expect(
      await screen.findByText(
        `${AD_LIMITS.headline}文字以内。カードの一番上に太字で表示されます。`,
      ),
    ).toBeTruthy()
    expect(screen.getByText(new RegExp(`^${AD_LIMITS.body}文字以内`))).toBeTruthy()
    expect(screen.getByText(/「広告」のラベルが自動で付きます/)).toBeTruthy()
  })
})
