import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../src/lib/site'
import { type FakeRoutes, json, stubApi } from './api-fakes'
import { renderApp } from './render-app'

// 「LINEで友だち追加」 for the town's LINE公式アカウント: on home and on the warnings page when the edge
// passes a checked link (TOWN_LINE_ACCOUNT_URL, tests/worker/line-preview.test.ts), and nowhere
// when the town has none.

afterEach(() => {
  site.townLineUrl = ''
  vi.restoreAllMocks()
})

const API: FakeRoutes = {
  'GET /api/alerts': json({ alerts: [], checkedAt: '2026-11-28T09:00:00.000Z' }),
  'GET /api/alerts/history': json({ alerts: [], next: null }),
  'GET /api/posts': json({ items: [], nextCursor: null }),
}

describe("the town's LINE account", () => {
  it.each(['/app', '/app/alerts'])('%s offers to add the town as a LINE friend', async (path) => {
    site.townLineUrl = 'https://lin.ee/aBc12Xy'
    stubApi(API)
    renderApp(path)
    const link = await screen.findByRole('link', { name: /LINEで友だち追加/ })
    expect(link.getAttribute('href')).toBe('https://lin.ee/aBc12Xy')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('is absent when the town has no LINE account', async () => {
    stubApi(API)
    renderApp('/app/alerts')
    await screen.findByRole('heading', { level: 1, name: '警報・避難情報' })
    expect(screen.queryByRole('link', { name: /LINEで友だち追加/ })).toBeNull()
  })
})
