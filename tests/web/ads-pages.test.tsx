import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORDER, PLANS } from './ads-fakes'
import { apiError, json, stubApi } from './api-fakes'
import { makePost, page } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// The shop's ad pages against the API's answers: plans and reach, the order form and the hop to
// Checkout, the payment result, the cancelled checkout kept as a draft.

const SHOP = { kind: 'user' as const, user: HANAKO }

function catchCheckout() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {})
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('ad landing', () => {
  it('shows the plans with tax-inclusive prices, the labelled preview, reach from the API, and ordering', async () => {
    // Whole yen and counts are written without Intl: the first NumberFormat loads ICU's data
    // while the page starts (130 ms at 4× CPU slowdown on a phone's profile).
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    stubApi({ 'GET /api/ads/plans': json(PLANS) })
    renderApp('/app/ad-landing')
    expect(await screen.findByText('19,800円')).toBeTruthy()
    expect(screen.getByText('税込（うち消費税10% 1,800円）')).toBeTruthy()
    const preview = screen.getByRole('article', { name: /^広告: / })
    expect(within(preview).getByText('広告')).toBeTruthy()
    expect(screen.getByText('7,890人')).toBeTruthy()
    expect(screen.getByText('1,234件')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'プランを選んで申し込む' }).getAttribute('href')).toBe(
      '/app/ads/order',
    )
    expect(screen.getByRole('link', { name: '媒体資料を見る' }).getAttribute('href')).toBe(
      '/materials',
    )
    expect(screen.getByRole('link', { name: '入稿規定を見る' }).getAttribute('href')).toBe(
      '/creatives',
    )
    expect(numberFormat).not.toHaveBeenCalled()
  })

  it('says clearly when payment is not available, with no way to order', async () => {
    stubApi({ 'GET /api/ads/plans': json({ ...PLANS, payments: false }) })
    renderApp('/app/ad-landing')
    expect(await screen.findByText(/オンライン決済をご利用いただけない/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'プランを選んで申し込む' })).toBeNull()
  })
})

describe('ordering', () => {
  it('sends the order without any price and goes to the Checkout page the server opened', async () => {
    const assign = catchCheckout()
    const requests = stubApi({
      'GET /api/ads/plans': json(PLANS),
      'POST /api/ads/orders': json(
        { order: ORDER, checkout_url: 'http://127.0.0.1:4242/c/pay/cs_test_1' },
        201,
      ),
    })
    renderApp('/app/ads/order', SHOP)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: /2週間/ }))
    await user.type(screen.getByLabelText(/見出し/), 'みなとラーメン 新メニュー')
    await user.type(screen.getByLabelText(/^本文/), '港の塩ラーメン')
    expect(
      within(screen.getByRole('article', { name: /^広告: / })).getByText(
        'みなとラーメン 新メニュー',
      ),
    ).toBeTruthy()
    await user.type(screen.getByLabelText(/リンク先URL/), 'https://ramen.example.jp/')
    await user.type(screen.getByLabelText(/請求先（領収書の宛名）/), '株式会社みなとラーメン')
    await user.type(screen.getByLabelText(/請求先メールアドレス/), 'billing@ramen.example.jp')
    expect(screen.getByText('お支払い金額 19,800円（税込）')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'お支払いに進む' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4242/c/pay/cs_test_1'),
    )
    const sent = requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>
    expect(sent).toMatchObject({ plan: 'timeline-2w', headline: 'みなとラーメン 新メニュー' })
    expect(Object.keys(sent)).not.toContain('total')
  })

  it("boosts one of the shop's own posts: its first photo in the preview, its id sent instead of a URL", async () => {
    catchCheckout()
    const post = makePost({
      id: 77,
      title: '冬季限定 味噌ラーメン',
      media: [
        {
          url: '/media/p/miso.jpg',
          thumb_url: '/media/p/miso-thumb.jpg',
          width: 1080,
          height: 1080,
          alt: '味噌ラーメン',
        },
      ],
    })
    const requests = stubApi({
      'GET /api/ads/plans': json(PLANS),
      'GET /api/users/:id/posts': json(page([post])),
      'POST /api/ads/orders': json(
        { order: ORDER, checkout_url: 'http://127.0.0.1:4242/c/pay/cs_test_2' },
        201,
      ),
    })
    renderApp('/app/ads/order', SHOP)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: /自分の投稿を宣伝する/ }))
    await user.selectOptions(await screen.findByLabelText(/宣伝する投稿/), '77')
    const preview = screen.getByRole('article', { name: /^広告: / })
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/media/p/miso-thumb.jpg')
    await user.type(screen.getByLabelText(/見出し/), '味噌ラーメン')
    await user.click(screen.getByRole('button', { name: 'お支払いに進む' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      post_id: 77,
      link_url: null,
    })
  })

  it('marks the field the server refused and stays on the page', async () => {
    const assign = catchCheckout()
    stubApi({
      'GET /api/ads/plans': json(PLANS),
      'POST /api/ads/orders': apiError(
        400,
        'invalid_request',
        'リンク先は https:// で始まるURLを入力してください。',
        { field: 'link_url' },
      ),
    })
    renderApp('/app/ads/order', SHOP)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/見出し/), '見出し')
    await user.click(screen.getByRole('button', { name: 'お支払いに進む' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'リンク先は https:// で始まるURLを入力してください。',
    )
    expect(screen.getByLabelText(/リンク先URL/).getAttribute('aria-invalid')).toBe('true')
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('payment result', () => {
  it('follows the order until the payment is confirmed, then says it is in review', {
    timeout: 20_000,
  }, async () => {
    let calls = 0
    stubApi({
      'GET /api/ads/orders/:id': () => {
        calls++
        // Development mode runs the page's effect twice: the first two answers are unpaid.
        return json({ ...ORDER, state: calls <= 2 ? 'awaiting_payment' : 'paid', daily: [] })
      },
    })
    renderApp('/app/ads/success?order=12&session_id=cs_test_1', SHOP)
    expect(await screen.findByText('お支払いの確認を待っています…')).toBeTruthy()
    expect(await screen.findByText(/お支払いを確認しました/)).toBeTruthy()
    expect(screen.getByText('審査中')).toBeTruthy()
  })

  it('tells a konbini payer that the payment is awaited', async () => {
    stubApi({
      'GET /api/ads/orders/:id': json({ ...ORDER, payment_method: 'konbini', daily: [] }),
    })
    renderApp('/app/ads/success?order=12', SHOP)
    expect(await screen.findByText(/コンビニでのお支払いをお待ちしています/)).toBeTruthy()
  })

  it('keeps a cancelled checkout as a draft and resumes it', async () => {
    const assign = catchCheckout()
    const requests = stubApi({
      'POST /api/ads/orders/:id/cancel': json({ ...ORDER, state: 'draft' }),
      'POST /api/ads/orders/:id/checkout': json({
        order: ORDER,
        checkout_url: 'http://127.0.0.1:4242/c/pay/cs_test_1',
      }),
    })
    renderApp('/app/ads/cancel?order=12', SHOP)
    expect(await screen.findByText('下書き')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'お支払いを再開する' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4242/c/pay/cs_test_1'),
    )
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/ads/orders/12/cancel')
  })
})
