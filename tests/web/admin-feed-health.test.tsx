import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FeedHealthPanel } from '../../src/features/admin/alerts/feed-health/FeedHealthPanel'
import type { FeedHealth } from '../../src/shared/api/feed-health'
import { apiError, json, stubApi } from './api-fakes'

// The 避難情報 tab's JMA feed panel (GET /api/admin/alerts/feed-health, answered at the fetch
// boundary): staff see at a glance whether warnings are still coming in, and when not, since when.

const health = (overrides: Partial<FeedHealth> = {}): FeedHealth => ({
  state: 'healthy',
  feeds: [
    {
      feed: 'extra',
      state: 'healthy',
      lastReadAt: '2026-08-10T00:05:00.000Z',
      failures: 0,
      retryAt: null,
    },
    {
      feed: 'eqvol',
      state: 'healthy',
      lastReadAt: '2026-08-10T00:05:00.000Z',
      failures: 0,
      retryAt: null,
    },
  ],
  failingSince: null,
  lastTelegram: {
    kind: 'heavy_rain',
    status: '発表',
    reportAt: '2026-08-09T23:50:00.000Z',
    receivedAt: '2026-08-09T23:51:00.000Z',
  },
  ...overrides,
})

describe('the desk’s JMA feed panel', () => {
  it('says the feed is read, when each feed was last read and the last telegram applied', async () => {
    stubApi({ 'GET /api/admin/alerts/feed-health': json(health()) })
    render(<FeedHealthPanel />)
    const panel = (await screen.findByRole('heading', { name: /気象庁の情報の受信状況/ })).closest(
      'section',
    ) as HTMLElement
    expect(within(panel).getByRole('heading').textContent).toContain('受信中')
    expect(within(panel).getByText('気象警報・注意報など')).toBeTruthy()
    expect(within(panel).getByText('地震・津波・火山')).toBeTruthy()
    expect(panel.textContent).toContain('8月10日')
    expect(panel.textContent).toContain('9:05')
    expect(panel.textContent).toContain('8:51 受信')
  })

  it('when down: an alert that staff were told, failures and the next retry', async () => {
    stubApi({
      'GET /api/admin/alerts/feed-health': json(
        health({
          state: 'down',
          failingSince: '2026-08-10T00:05:00.000Z',
          feeds: [
            {
              feed: 'extra',
              state: 'down',
              lastReadAt: '2026-08-10T00:05:00.000Z',
              failures: 6,
              retryAt: '2026-08-10T00:45:00.000Z',
            },
            {
              feed: 'eqvol',
              state: 'backing_off',
              lastReadAt: '2026-08-10T00:20:00.000Z',
              failures: 1,
              retryAt: '2026-08-10T00:22:00.000Z',
            },
          ],
          lastTelegram: null,
        }),
      ),
    })
    render(<FeedHealthPanel />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('10分以上受信できていません')
    expect(alert.textContent).toContain('町の避難情報は下のフォームから発令できます')
    expect(screen.getByText('6回続けて失敗')).toBeTruthy()
    expect(screen.getByText(/次の再試行 8月10日\(月\) 9:45/)).toBeTruthy()
    expect(screen.getByText('まだありません')).toBeTruthy()
  })

  it('says so when the state cannot be loaded', async () => {
    stubApi({
      'GET /api/admin/alerts/feed-health': apiError(503, 'unavailable', '一時的に利用できません。'),
    })
    render(<FeedHealthPanel />)
    expect(await screen.findByText('受信状況を読み込めませんでした。')).toBeTruthy()
  })
})
