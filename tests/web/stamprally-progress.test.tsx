import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RallyDetail, RallyList } from '../../src/shared/api/stamprally'
import { authLoadingAtom, userAtom } from '../../src/state/session'
import { json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// A participant's rally: what a screen reader hears of the progress, and what one visit of the
// rally page asks of the server.

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const RALLY: RallyDetail = {
  id: 1,
  title: 'みなと町 秋のまちあるきスタンプラリー',
  description: '',
  starts_at: '2026-10-31T15:00:00.000Z',
  ends_at: '2030-12-25T14:59:59.000Z',
  status: 'running',
  spot_count: 5,
  required_stamps: 5,
  reward: { text: '手ぬぐい', coupon: null },
  image_url: null,
  progress: { stamped: 3, required: 5, completed: false, rewarded: false },
  manageable: false,
  spots: [],
}

function listOf(progress: RallyDetail['progress']): RallyList {
  const { spots: _s, manageable: _m, ...summary } = RALLY
  return { can_organize: false, items: [{ ...summary, progress }] }
}

describe('the progress a screen reader hears', () => {
  it('says how many stamps are still missing, not how many are required', async () => {
    stubApi({ 'GET /api/stamprallies': json(listOf(RALLY.progress)) })
    renderApp('/app/stamprally', { kind: 'user', user: HANAKO })
    expect(await screen.findByText('スタンプ 3 個（あと 2 個で達成）')).toBeTruthy()
  })

  it('says the rally is complete once every stamp is in', async () => {
    const done = { stamped: 5, required: 5, completed: true, rewarded: true }
    stubApi({ 'GET /api/stamprallies': json(listOf(done)) })
    renderApp('/app/stamprally', { kind: 'user', user: HANAKO })
    expect(await screen.findByText('スタンプ 5 個（達成）')).toBeTruthy()
  })
})

describe('a signed-in visit of a rally page', () => {
  it('asks for the rally once while the stored session is being confirmed', async () => {
    const requests = stubApi({ 'GET /api/stamprallies/:id': json(RALLY) })
    const { store } = renderApp('/app/stamprally/1', { kind: 'loading', storedToken: 'stored' })
    expect(await screen.findByRole('heading', { name: RALLY.title })).toBeTruthy()
    const before = requests.filter((r) => r.path === '/api/stamprallies/1').length
    act(() => {
      store.set(userAtom, HANAKO)
      store.set(authLoadingAtom, false)
    })
    expect(await screen.findByText('スタンプ 3 個（あと 2 個で達成）')).toBeTruthy()
    // The stored token goes with the first request, so its answer is already the signed-in one.
    expect(requests.filter((r) => r.path === '/api/stamprallies/1')).toHaveLength(before)
  })
})
