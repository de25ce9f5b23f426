import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Alert, AlertHistory, AlertState } from '../../src/shared/api/alerts'
import { apiError, json, stubApi } from './api-fakes'
import { renderApp } from './render-app'

// Disaster mode in the app: the banner above every page while a warning of level 3 or more is in
// force (its level, name, time, what to do, and the way to the hazard map), from the alerts API
// (src/shared/api/alerts.ts) answered at the fetch boundary as the Worker would; a Worker without
// the API yet (404) and a phone without network; and the warnings page with its history.

/** 2026-08-10 09:05 in Tokyo. */
const ISSUED = '2026-08-10T00:05:00.000Z'

function alert(overrides: Partial<Alert> & Pick<Alert, 'id' | 'kind' | 'level'>): Alert {
  return {
    source: 'jma',
    status: 'issued',
    areaCode: '2220500',
    areaName: '熱海市',
    headline: '',
    issuedAt: ISSUED,
    updatedAt: ISSUED,
    liftedAt: null,
    hazard: null,
    layer: null,
    shelterIds: [],
    steps: [],
    ...overrides,
  }
}

const RAIN = alert({
  id: 'jma-rain',
  kind: 'heavy_rain',
  level: 4,
  hazard: 'flood',
  layer: 'flood_l2',
})
const SURGE = alert({
  id: 'jma-surge',
  kind: 'storm_surge',
  level: 3,
  hazard: 'storm_surge',
  layer: 'storm_surge',
})
const state = (...alerts: Alert[]): AlertState => ({ alerts, checkedAt: ISSUED })

const banner = () => screen.findByRole('region', { name: '発表中の警報・避難情報' })

describe('the disaster banner', () => {
  it('shows the most severe warning above the page: level, name, time, what to do, the map on its layer', async () => {
    stubApi({ 'GET /api/alerts': json(state(RAIN, SURGE)) })
    renderApp('/app/about')
    const region = await banner()
    expect(region.className).toContain('alert-banner--level4')
    expect(region.textContent).toContain('警戒レベル4')
    expect(region.textContent).toContain('大雨危険警報')
    expect(region.textContent).toContain('9:05 発表')
    expect(region.textContent).toContain('危険な場所から全員避難')
    expect(within(region).getByRole('link', { name: '避難所と地図' }).getAttribute('href')).toBe(
      '/app/hazardmap?alert=jma-rain&layer=flood_l2',
    )
    expect(within(region).getByRole('link', { name: 'ほか1件' }).getAttribute('href')).toBe(
      '/app/alerts',
    )
    // Above the page's own content.
    const main = await screen.findByRole('main')
    expect(region.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it.each([
    [5, 'sediment', '土砂災害特別警報', '命の危険 直ちに安全確保！'],
    [4, 'evacuation_order', '避難指示', '危険な場所から全員避難'],
    [3, 'flood', '氾濫警報', '危険な場所から高齢者等は避難'],
  ] as const)('level %i: %s reads %s, %s', async (level, kind, title, action) => {
    stubApi({ 'GET /api/alerts': json(state(alert({ id: 'a', kind, level }))) })
    renderApp('/app/timeline')
    const region = await banner()
    expect(region.className).toContain(`alert-banner--level${level}`)
    expect(region.textContent).toContain(`警戒レベル${level}`)
    expect(region.textContent).toContain(title)
    expect(region.textContent).toContain(action)
  })

  it('is not shown for an advisory (level 2), nor when the Worker has no alerts API (404)', async () => {
    const requests = stubApi({
      'GET /api/alerts': json(state(alert({ id: 'adv', kind: 'heavy_rain', level: 2 }))),
    })
    const first = renderApp('/app/about')
    await waitFor(() => expect(requests.some((r) => r.path === '/api/alerts')).toBe(true))
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: '発表中の警報・避難情報' })).toBeNull()
    first.unmount()

    const missing = stubApi({})
    renderApp('/app/about')
    await waitFor(() => expect(missing.some((r) => r.path === '/api/alerts')).toBe(true))
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: '発表中の警報・避難情報' })).toBeNull()
  })

  it('offline, shows the last warning this device read, saying it may be old', async () => {
    window.localStorage.setItem('alert_state', JSON.stringify(state(RAIN)))
    window.localStorage.setItem('alert_state_at', '2026-08-10T00:20:00.000Z')
    // No stub: fetch fails as in an offline browser (tests/web/setup.ts).
    renderApp('/app/about')
    const region = await banner()
    expect(region.textContent).toContain('大雨危険警報')
    expect(region.textContent).toContain('9:20 時点の情報（通信できません）')
  })

  it('online, forgets the old copy when the API says nothing is in force', async () => {
    window.localStorage.setItem('alert_state', JSON.stringify(state(RAIN)))
    const requests = stubApi({ 'GET /api/alerts': json(state()) })
    renderApp('/app/about')
    await waitFor(() => expect(requests.some((r) => r.path === '/api/alerts')).toBe(true))
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: '発表中の警報・避難情報' })).toBeNull()
    expect(JSON.parse(window.localStorage.getItem('alert_state') ?? '{}')).toEqual(state())
  })
})

describe('the warnings page', () => {
  const LIFTED = alert({
    id: 'jma-old',
    kind: 'heavy_rain',
    level: 3,
    status: 'lifted',
    liftedAt: '2026-08-09T03:30:00.000Z',
    issuedAt: '2026-08-08T22:00:00.000Z',
    updatedAt: '2026-08-08T22:00:00.000Z',
    headline: '大雨警報を解除します。',
  })
  const OLDER = alert({
    id: 'town-old',
    source: 'town',
    kind: 'elderly_evacuation',
    level: 3,
    status: 'lifted',
    areaName: '和田浜地区',
    liftedAt: '2026-07-01T01:00:00.000Z',
    shelterIds: [1, 2],
  })

  it('lists what is in force and the history with times, a page at a time', async () => {
    const requests = stubApi({
      'GET /api/alerts': json(state(RAIN)),
      'GET /api/alerts/history': (request) =>
        json(
          request.query.get('before')
            ? ({ alerts: [OLDER], next: null } satisfies AlertHistory)
            : ({ alerts: [RAIN, LIFTED], next: 'cursor-2' } satisfies AlertHistory),
        ),
    })
    renderApp('/app/alerts')
    expect(await screen.findByRole('heading', { level: 1, name: '警報・避難情報' })).toBeTruthy()
    const now = screen.getByRole('region', { name: '発表中' })
    await within(now).findByText('大雨危険警報')
    expect(within(now).getByText('危険な場所から全員避難')).toBeTruthy()

    const history = screen.getByRole('region', { name: 'これまでの情報' })
    const past = await within(history).findByText('大雨警報')
    const item = past.closest('li') as HTMLElement
    // The warning in force is not repeated among the past ones.
    expect(within(history).queryByText('大雨危険警報')).toBeNull()
    expect(item.textContent).toContain('解除済み')
    expect(item.textContent).toContain('8月9日(日) 7:00 発表')
    expect(item.textContent).toContain('8月9日(日) 12:30 解除')
    expect(item.textContent).toContain('大雨警報を解除します。')
    expect(item.querySelectorAll('time')[1]?.getAttribute('datetime')).toBe(LIFTED.liftedAt)

    fireEvent.click(within(history).getByRole('button', { name: 'さらに表示' }))
    const town = await within(history).findByText('高齢者等避難')
    expect(town.closest('li')?.textContent).toContain('対象：和田浜地区')
    expect(town.closest('li')?.textContent).toContain('開設した避難所 2か所')
    expect(
      requests
        .filter((r) => r.path === '/api/alerts/history')
        .at(-1)
        ?.query.get('before'),
    ).toBe('cursor-2')
    expect(within(history).queryByRole('button', { name: 'さらに表示' })).toBeNull()
  })

  it('says so when nothing is in force, and when the history cannot be read offers to retry', async () => {
    let failing = true
    stubApi({
      'GET /api/alerts': json(state()),
      'GET /api/alerts/history': () =>
        failing ? apiError(500, 'internal', 'x') : json({ alerts: [], next: null }),
    })
    renderApp('/app/alerts')
    expect(await screen.findByText('いま発表中の警報・避難情報はありません。')).toBeTruthy()
    const problem = await screen.findByRole('alert')
    failing = false
    fireEvent.click(within(problem).getByRole('button', { name: 'もう一度読み込む' }))
    expect(await screen.findByText('まだ記録はありません。')).toBeTruthy()
  })
})
