import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import type {
  CouponStatus,
  CouponUse,
  MyCoupons,
  ShopCouponUse,
  ShopCouponUses,
} from '../../src/shared/api/coupons'
import type { PostSummary } from '../../src/shared/api/posts'
import { apiError, type FakeRequest, json, stubApi } from './api-fakes'
import { makePost, page } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// The coupon card's states on the timeline, and 「使う」 on a coupon's page: the confirmation, the
// idempotency key kept across a failed attempt, refusals, and the login prompt.

const coupon = (
  id: number,
  limits: Partial<NonNullable<PostSummary['coupon']>> = {},
): PostSummary =>
  makePost({
    id,
    kind: 'coupon',
    title: `クーポン${id}`,
    author: { id: 4, name: '港屋', avatar_url: null },
    coupon: {
      offer: `特典${id}`,
      terms: 'お一人様1回まで',
      valid_from: null,
      valid_until: '2099-12-31',
      per_user_limit: 1,
      total_limit: null,
      used_count: 0,
      reward_of_rally: null,
      ...limits,
    },
  })

const myCoupons = (usedIds: number[]): MyCoupons => ({
  saved: [],
  received: [],
  used: usedIds.map((id, i) => ({
    coupon_id: id,
    title: `クーポン${id}`,
    offer: `特典${id}`,
    shop_name: '港屋',
    valid_from: null,
    valid_until: null,
    at: '2026-11-20T03:00:00.000Z',
    redemption_no: i + 1,
    use_id: 900 + i,
    voided: false,
  })),
})

const cardOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('article') as HTMLElement

beforeEach(() => forgetPagedLists())
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** Opens coupon 201 signed in, waits for `remaining`, presses 使う and confirms: the dialog. */
async function pressUse(remaining: string) {
  const user = userEvent.setup()
  renderApp('/app/posts/201', { kind: 'user', user: HANAKO })
  await screen.findByText(remaining)
  await user.click(screen.getByRole('button', { name: '使う' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: '使う' }))
  return dialog
}

describe('coupon cards', () => {
  it('say what is left, 配布終了, 期間終了 and, for the signed-in user, 使用済み', async () => {
    const items = [
      coupon(101, { total_limit: 10, used_count: 3 }),
      coupon(102, { total_limit: 5, used_count: 5 }),
      coupon(103, { valid_until: '2020-01-31', total_limit: 10, used_count: 1 }),
      coupon(104, { total_limit: 10, used_count: 2 }),
    ]
    const requests = stubApi({
      'GET /api/posts': json(page(items)),
      'GET /api/me/coupons': json(myCoupons([104])),
    })
    renderApp('/app/timeline', { kind: 'user', user: HANAKO })
    await screen.findByRole('link', { name: 'クーポン101' })
    expect(within(cardOf('クーポン101')).getByText('残り7枚')).toBeTruthy()
    expect(within(cardOf('クーポン102')).getByText('配布終了')).toBeTruthy()
    expect(within(cardOf('クーポン102')).queryByText(/残り/)).toBeNull()
    expect(within(cardOf('クーポン103')).getByText('期間終了')).toBeTruthy()
    await waitFor(() => expect(within(cardOf('クーポン104')).getByText('使用済み')).toBeTruthy())
    expect(within(cardOf('クーポン101')).queryByText('使用済み')).toBeNull()
    // One request for the user's uses, however many cards ask.
    expect(requests.filter((r) => r.path === '/api/me/coupons')).toHaveLength(1)
  })

  it('say when a coupon is a stamp rally’s reward, and its page links to the rally', async () => {
    const reward = coupon(121, { reward_of_rally: 3 })
    stubApi({
      'GET /api/posts': json(page([reward, coupon(122)])),
      'GET /api/posts/:id': json(reward),
      'GET /api/coupons/:id/status': json(status({ coupon_id: 121 })),
    })
    renderApp('/app/timeline')
    await screen.findByRole('link', { name: 'クーポン121' })
    expect(within(cardOf('クーポン121')).getByText('スタンプラリー達成者限定')).toBeTruthy()
    expect(within(cardOf('クーポン122')).queryByText('スタンプラリー達成者限定')).toBeNull()
    cleanup()
    renderApp('/app/posts/121')
    expect(await screen.findByText(/スタンプラリーを達成した方に届く特典です/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'スタンプラリーを見る' }).getAttribute('href')).toBe(
      '/app/stamprally/3',
    )
  })

  it('never asks a visitor’s uses', async () => {
    const requests = stubApi({
      'GET /api/posts': json(page([coupon(111, { total_limit: 3, used_count: 1 })])),
    })
    renderApp('/app/timeline')
    await screen.findByText('残り2枚')
    expect(requests.some((r) => r.path === '/api/me/coupons')).toBe(false)
  })
})

const status = (change: Partial<CouponStatus> = {}): CouponStatus => ({
  coupon_id: 201,
  total_limit: 10,
  per_user_limit: 1,
  used_count: 6,
  remaining: 4,
  availability: 'available',
  my_use_count: 0,
  my_last_use: null,
  ...change,
})

const USE: CouponUse = {
  id: 77,
  coupon_id: 201,
  redemption_no: 7,
  used_at: new Date().toISOString(),
  screen_until: new Date(Date.now() + 600_000).toISOString(),
  voided_at: null,
  void_reason: null,
  user_name: '花子',
  coupon: { title: 'クーポン201', offer: '特典201' },
  shop: { id: 4, name: '港屋' },
}

describe('「使う」 on a coupon', () => {
  beforeEach(() => window.localStorage.clear())

  it('confirms, keeps the key across a failed attempt and opens the live screen', async () => {
    const posts: FakeRequest[] = []
    let attempts = 0
    stubApi({
      'GET /api/posts/:id': json({ ...coupon(201, { total_limit: 10, used_count: 6 }) }),
      'GET /api/coupons/:id/status': json(status()),
      'POST /api/coupons/:id/uses': (request) => {
        posts.push(request)
        attempts += 1
        return attempts === 1 ? apiError(503, 'internal_error', '一時的なエラー') : json(USE, 201)
      },
      'GET /api/coupons/uses/:useId': json(USE),
    })
    const user = userEvent.setup()
    const view = renderApp('/app/posts/201', { kind: 'user', user: HANAKO })
    await screen.findByText('残り4枚')
    await user.click(screen.getByRole('button', { name: '使う' }))
    const dialog = await screen.findByRole('dialog', { name: 'クーポンを使いますか？' })
    expect(within(dialog).getByText('お店の方に画面を見せてから押してください')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '使う' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('二重には記録されません'),
    )
    await user.click(within(dialog).getByRole('button', { name: '使う' }))
    expect(await screen.findByText('0007')).toBeTruthy()
    expect(view.currentPath()).toBe('/app/coupons/uses/77')
    const keys = posts.map((r) => (r.body as { idempotency_key: string }).idempotency_key)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(screen.getByText('港屋')).toBeTruthy()
    expect(screen.getByText('この画面をお店の方にお見せください')).toBeTruthy()
  })

  it('says why when the server refuses, and starts a new key next time', async () => {
    const keys: string[] = []
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 9 })),
      'GET /api/coupons/:id/status': json(status({ remaining: 1, used_count: 9 })),
      'POST /api/coupons/:id/uses': (request) => {
        keys.push((request.body as { idempotency_key: string }).idempotency_key)
        return apiError(
          409,
          'sold_out',
          'このクーポンは配布終了しました（先着の枚数に達しました）。',
        )
      },
    })
    await pressUse('残り1枚')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'このクーポンは配布終了しました（先着の枚数に達しました）。',
    )
    expect(window.localStorage.getItem('coupon_use_key:201')).toBeNull()
    expect(keys).toHaveLength(1)
  })

  it('passes on the 429 of too many uses and keeps the key for the next press', async () => {
    const keys: string[] = []
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 6 })),
      'GET /api/coupons/:id/status': json(status()),
      'POST /api/coupons/:id/uses': (request) => {
        keys.push((request.body as { idempotency_key: string }).idempotency_key)
        return apiError(
          429,
          'too_many_requests',
          '操作の回数が多すぎます。42分ほど時間をおいてから再度お試しください。',
        )
      },
    })
    const dialog = await pressUse('残り4枚')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '操作の回数が多すぎます。42分ほど時間をおいてから再度お試しください。',
    )
    expect(window.localStorage.getItem('coupon_use_key:201')).toBe(keys[0])
  })

  it('shows 使用済み with the time and the live screen’s link after one’s own use', async () => {
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 7 })),
      'GET /api/coupons/:id/status': json(
        status({ availability: 'user_limit', my_use_count: 1, my_last_use: USE }),
      ),
    })
    renderApp('/app/posts/201', { kind: 'user', user: HANAKO })
    expect(await screen.findByText('使用済み')).toBeTruthy()
    expect(screen.getByRole('link', { name: '利用画面を開く' }).getAttribute('href')).toBe(
      '/app/coupons/uses/77',
    )
    expect(screen.queryByRole('button', { name: '使う' })).toBeNull()
  })

  it('sends a visitor to the login first', async () => {
    // A stand-in for the browser's alert(), which must stay unused.
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 6 })),
      'GET /api/coupons/:id/status': json(status()),
    })
    const user = userEvent.setup()
    const view = renderApp('/app/posts/201')
    await screen.findByText('残り4枚')
    await user.click(screen.getByRole('button', { name: '使う' }))
    // The app's own alert dialog says why, never the browser's alert().

    expect(alert).not.toHaveBeenCalled()

    const prompt = within(await screen.findByRole('alertdialog'))

    expect(prompt.getByText('クーポンを使うにはログインが必要です。')).toBeTruthy()

    await user.click(prompt.getByRole('link', { name: 'ログイン' }))
    await waitFor(() =>
      expect(view.currentPath()).toBe(
        `/app/login?redirect=${encodeURIComponent('/app/posts/201')}`,
      ),
    )
  })
})

describe('the shop voiding a use', () => {
  const SHOP = { ...HANAKO, id: 4, name: '港屋' }
  const use = (voided: boolean): ShopCouponUse => ({
    id: 55,
    redemption_no: 3,
    used_at: '2026-11-20T03:00:00.000Z',
    user_name: '花子',
    voided_at: voided ? '2026-11-20T03:05:00.000Z' : null,
    void_reason: voided ? '押し間違い' : null,
  })
  const uses = (voided: boolean): ShopCouponUses => ({
    coupon_id: 201,
    days: [{ day: '2026-11-20', uses: voided ? 0 : 1, voided: voided ? 1 : 0 }],
    items: [use(voided)],
  })

  it('asks for a reason the API accepts before sending it', async () => {
    const voids: FakeRequest[] = []
    let voided = false
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 1 })),
      'GET /api/coupons/:id/status': json(status()),
      'GET /api/coupons/:id/uses': () => json(uses(voided)),
      'POST /api/coupons/uses/:useId/void': (request) => {
        voids.push(request)
        voided = true
        return json(use(true))
      },
    })
    const user = userEvent.setup()
    renderApp('/app/posts/201', { kind: 'user', user: SHOP })
    await user.click(await screen.findByRole('button', { name: /^取り消す/ }))
    const dialog = await screen.findByRole('dialog', { name: '利用を取り消す' })
    const field = within(dialog).getByLabelText('取り消しの理由')
    const send = () => user.click(within(dialog).getByRole('button', { name: '取り消す' }))

    await send()
    expect(within(dialog).getByRole('alert').textContent).toBe('取り消しの理由を入力してください。')
    // Pasted text can carry what the API refuses: a control character, a broken character.
    await user.click(field)
    await user.paste('押し間違い\u0007')
    await send()
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '取り消しの理由に制御文字は使えません。',
    )
    await user.clear(field)
    await user.paste('押し間違い\ufffd')
    await send()
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '取り消しの理由に壊れた文字（不正なUnicode）が含まれています。入力し直してください。',
    )
    expect(voids).toHaveLength(0)

    await user.clear(field)
    await user.type(field, '押し間違い')
    await send()
    expect(await screen.findByText('利用を取り消しました。')).toBeTruthy()
    expect(voids.map((request) => request.body)).toEqual([{ reason: '押し間違い' }])
    expect(await screen.findByText('取り消し済み（理由：押し間違い）')).toBeTruthy()
  })

  it('writes the daily table’s days and each use’s time as every page writes dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:00:00+09:00'))
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 1 })),
      'GET /api/coupons/:id/status': json(status()),
      'GET /api/coupons/:id/uses': json(uses(false)),
    })
    renderApp('/app/posts/201', { kind: 'user', user: SHOP })
    const table = await screen.findByRole('table', { name: '日別の利用数' })
    expect(within(table).getByRole('rowheader').textContent).toBe('11月20日(金)')
    expect(await screen.findByText(/11月20日\(金\) 12:00/)).toBeTruthy()
  })

  it('shows the server’s 429 when the shop voids too often', async () => {
    stubApi({
      'GET /api/posts/:id': json(coupon(201, { total_limit: 10, used_count: 1 })),
      'GET /api/coupons/:id/status': json(status()),
      'GET /api/coupons/:id/uses': json(uses(false)),
      'POST /api/coupons/uses/:useId/void': apiError(
        429,
        'too_many_requests',
        '操作の回数が多すぎます。12分ほど時間をおいてから再度お試しください。',
      ),
    })
    const user = userEvent.setup()
    renderApp('/app/posts/201', { kind: 'user', user: SHOP })
    await user.click(await screen.findByRole('button', { name: /^取り消す/ }))
    const dialog = await screen.findByRole('dialog', { name: '利用を取り消す' })
    await user.type(within(dialog).getByLabelText('取り消しの理由'), '押し間違い')
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '操作の回数が多すぎます。12分ほど時間をおいてから再度お試しください。',
    )
  })
})
