import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, type FakeRoutes, json, stubApi } from './api-fakes'
import { renderApp, TOWN_ADMIN } from './render-app'

// The desk's データの書き出し view: the chosen dataset and period go to the export API with the
// session's token, the file is handed to the browser, and the server's refusal is shown as it is.

const EMPTY_DESK: FakeRoutes = {
  'GET /api/admin/moderation/queue': json({ items: [], nextCursor: null }),
  'GET /api/admin/moderation/audit': json({ items: [], nextCursor: null }),
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('admin: data export', () => {
  it('downloads the chosen dataset for the chosen period', async () => {
    const saved: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const requests = stubApi({
      ...EMPTY_DESK,
      // A file, not JSON: the page reads its name from the header and hands the body on unread.
      'GET /api/admin/export/:dataset': {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition':
            'attachment; filename="jimoto-coupon-uses-2026-04-01_2026-04-30.csv"',
        },
      },
    })
    renderApp('/app/admin/export', { kind: 'user', user: TOWN_ADMIN })
    fireEvent.change(await screen.findByLabelText('開始日'), { target: { value: '2026-04-01' } })
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-04-30' } })
    await userEvent.click(screen.getByRole('radio', { name: 'クーポンの利用' }))
    await userEvent.click(screen.getByRole('button', { name: 'CSVを書き出す' }))
    expect(
      await screen.findByText('jimoto-coupon-uses-2026-04-01_2026-04-30.csv を保存しました。'),
    ).toBeTruthy()
    const sent = requests.find((r) => r.path === '/api/admin/export/coupon-uses')
    expect(sent?.query.get('from')).toBe('2026-04-01')
    expect(sent?.query.get('to')).toBe('2026-04-30')
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /)
    expect(saved).toEqual(['jimoto-coupon-uses-2026-04-01_2026-04-30.csv'])
  })

  it("a start after the end is pointed out before anything is sent; the server's refusal is shown", async () => {
    stubApi({
      ...EMPTY_DESK,
      'GET /api/admin/export/:dataset': apiError(
        400,
        'invalid_period',
        '期間の指定が正しくありません。',
      ),
    })
    renderApp('/app/admin/export', { kind: 'user', user: TOWN_ADMIN })
    const from = await screen.findByLabelText('開始日')
    fireEvent.change(from, { target: { value: '2026-05-01' } })
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-04-30' } })
    expect(screen.getByText('開始日は終了日と同じか、それより前の日にしてください。')).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'CSVを書き出す' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.change(from, { target: { value: '2026-04-01' } })
    await userEvent.click(screen.getByRole('button', { name: 'CSVを書き出す' }))
    expect(await screen.findByText('期間の指定が正しくありません。')).toBeTruthy()
  })
})
