import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../src/lib/site'
import type { Alert, AlertState } from '../../src/shared/api/alerts'
import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { json, stubApi } from './api-fakes'
import { deferred } from './posts-fakes'
import { renderApp } from './render-app'

// Disaster mode where residents meet it first: home leads with a warning of level 3 or more (the
// nearest suitable shelter with the walking time, from the resident once found, and the way to
// the hazard map); a quiet mark on home and the hazard map while anything is in force (an
// advisory has no banner); and the warnings page tells each warning's steps and when JMA was
// last read. The API is answered at the fetch boundary as the Worker would.

/** The phone's position: `at` once asked for, or never an answer (still looking). */
function geolocation(at: { lat: number; lng: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (found: PositionCallback) => {
        if (at) {
          found({
            coords: { latitude: at.lat, longitude: at.lng, accuracy: 10 },
          } as GeolocationPosition)
        }
        return 1
      },
      clearWatch: () => {},
    },
  })
}

// jsdom has none of its own (this file's environment is its own).
beforeEach(() => geolocation(null))

afterEach(() => {
  vi.unstubAllGlobals()
})

/** 2026-08-10 05:38 in Tokyo. */
const AT = (minute: number) => `2026-08-09T20:${minute}:00.000Z`

function alert(overrides: Partial<Alert> & Pick<Alert, 'id' | 'kind' | 'level'>): Alert {
  return {
    source: 'jma',
    status: 'issued',
    areaCode: '2220500',
    areaName: '熱海市',
    headline: '',
    issuedAt: AT(38),
    updatedAt: AT(38),
    liftedAt: null,
    hazard: null,
    layer: null,
    shelterIds: [],
    steps: [],
    ...overrides,
  }
}

const ADVISORY = alert({ id: 'adv', kind: 'heavy_rain', level: 2, hazard: 'flood' })
const DANGER = alert({
  id: 'rain',
  kind: 'heavy_rain',
  level: 4,
  status: 'upgraded',
  hazard: 'flood',
  layer: 'flood_l2',
})
const state = (alerts: Alert[], checkedAt = AT(40)): AlertState => ({ alerts, checkedAt })

const shelter = (id: number, name: string, north: number, hazards: Shelter['hazards']) => ({
  id,
  code: `E${id}`,
  name,
  address: 'みなと町',
  lat: 34.972 + north,
  lng: 139.0925,
  emergency: true,
  evacuation: false,
  hazards,
})
// The nearest to the town's centre is not designated for floods: the suggestion must skip it.
const SHELTERS: ShelterList = {
  items: [
    shelter(1, '山手広場', 0.001, ['sediment']),
    shelter(2, '第一小学校', 0.003, ['flood', 'sediment']),
    shelter(3, '港の高台', 0.009, ['flood']),
  ],
  truncated: false,
  updated_at: '2026-08-01T00:00:00.000Z',
}

describe('home in disaster mode', () => {
  it('leads with the warning: the nearest shelter for its hazard, with walking time, and the map', async () => {
    stubApi({
      'GET /api/alerts': json(state([DANGER])),
      'GET /api/hazard/shelters': json(SHELTERS),
    })
    renderApp('/app')
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { name: '大雨危険警報：避難先' })
    // The lead's panel is redrawn once the shelters are in: hold the lead, not the first heading.
    const section = main.querySelector('section.home-lead') as HTMLElement
    // Before the introduction.
    const intro = within(main).getByRole('heading', { level: 1 })
    expect(section.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await within(section).findByText('第一小学校')
    expect(section.textContent).toContain('最寄りの避難所（町の中心から）')
    expect(section.textContent).toMatch(/徒歩およそ\d+分/)
    expect(within(section).queryByText('山手広場')).toBeNull()
    expect(
      within(section).getByRole('link', { name: 'ハザードマップを開く' }).getAttribute('href'),
    ).toBe('/app/hazardmap?alert=rain&layer=flood_l2')
    expect(
      within(section)
        .getByRole('link', { name: /警報・注意報など 1件/ })
        .getAttribute('href'),
    ).toBe('/app/alerts')
  })

  it('from where the resident is, once they ask', async () => {
    stubApi({
      'GET /api/alerts': json(state([DANGER])),
      'GET /api/hazard/shelters': json(SHELTERS),
    })
    // The resident stands right by 港の高台.
    geolocation({ lat: 34.981, lng: 139.0925 })
    renderApp('/app')
    fireEvent.click(await screen.findByRole('button', { name: '現在地から探す' }))
    const section = (await screen.findByText('最寄りの避難所（現在地から）')).closest(
      'section.home-lead',
    ) as HTMLElement
    await within(section).findByText('港の高台')
    expect(within(section).queryByRole('button', { name: '現在地から探す' })).toBeNull()
  })

  it('is the usual home page while nothing is in force: no lead, no mark', async () => {
    const requests = stubApi({ 'GET /api/alerts': json(state([])) })
    renderApp('/app')
    await waitFor(() => expect(requests.some((r) => r.path === '/api/alerts')).toBe(true))
    await screen.findByRole('heading', { level: 1 })
    expect(document.querySelector('.home-lead, .alerts-mark')).toBeNull()
    expect(requests.some((r) => r.path === '/api/hazard/shelters')).toBe(false)
  })
})

describe('the quiet mark while an advisory is in force', () => {
  it.each(['/app', '/app/hazardmap'])(
    '%s links to the warnings page, with no banner',
    async (path) => {
      stubApi({
        'GET /api/alerts': json(state([ADVISORY])),
        'GET /api/hazard/shelters': json(SHELTERS),
      })
      renderApp(path)
      const mark = await screen.findByRole('link', { name: /注意報 1件/ })
      expect(mark.getAttribute('href')).toBe('/app/alerts')
      expect(mark.closest('main')).not.toBeNull()
      expect(screen.queryByRole('region', { name: '発表中の警報・避難情報' })).toBeNull()
    },
  )
})

describe('the warnings page', () => {
  it('tells each warning’s steps with their times: 注意報 → 警報 → 危険警報 → 解除', async () => {
    const lifted = alert({
      id: 'story',
      kind: 'heavy_rain',
      level: 4,
      status: 'lifted',
      updatedAt: AT(41),
      liftedAt: AT(41),
      steps: [
        { step: 'issued', level: 2, at: AT(38) },
        { step: 'upgraded', level: 3, at: AT(39) },
        { step: 'upgraded', level: 4, at: AT(40) },
        { step: 'lifted', level: 4, at: AT(41) },
      ],
    })
    stubApi({
      'GET /api/alerts': json(state([], AT(42))),
      'GET /api/alerts/history': json({ alerts: [lifted], next: null }),
    })
    renderApp('/app/alerts')
    const steps = await screen.findByRole('list', { name: '経過' })
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '大雨注意報 8月10日(月) 5:38',
      '大雨警報 5:39',
      '大雨危険警報 5:40',
      '解除 5:41',
    ])
    expect(steps.querySelector('time')?.getAttribute('datetime')).toBe(AT(38))
  })

  it('says when JMA was last read as the latest answer has it, never an old copy’s time', async () => {
    window.localStorage.setItem('alert_state', JSON.stringify(state([], AT(20))))
    const answer = deferred()
    stubApi({
      'GET /api/alerts': { body: state([], AT(41)), until: answer.promise },
      'GET /api/alerts/history': json({ alerts: [], next: null }),
    })
    renderApp('/app/alerts')
    await screen.findByText('まだ記録はありません。')
    expect(screen.queryByText(/気象庁の情報を/)).toBeNull()
    answer.resolve()
    expect(await screen.findByText(/^気象庁の情報を .*5:41 に確認$/)).toBeTruthy()
  })

  it('names the area by the town’s own name when JMA names the municipality', async () => {
    // As the edge configures the site (TOWN_NAMES); JMA's area for the demo town is 熱海市.
    site.townName = 'みなと町'
    try {
      stubApi({
        'GET /api/alerts': json(
          state([
            ADVISORY,
            alert({ id: 'sea', kind: 'tsunami', level: 2, areaCode: '380', areaName: '静岡県' }),
          ]),
        ),
        'GET /api/alerts/history': json({ alerts: [], next: null }),
      })
      renderApp('/app/alerts')
      const now = await screen.findByRole('region', { name: '発表中' })
      await within(now).findByText('対象：みなと町')
      expect(within(now).queryByText('対象：熱海市')).toBeNull()
      // A forecast region is not the town: JMA's name stands.
      expect(within(now).getByText('対象：静岡県')).toBeTruthy()
    } finally {
      site.townName = ''
    }
  })
})
