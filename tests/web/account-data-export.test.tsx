import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DataExport } from '../../src/shared/api/account-data'
import { apiError, json, networkError, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// Settings' 「データをダウンロード」 on a slow line: what the person last saw of their download stays
// until the server says something newer, whatever order the answers come back in.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const queued: DataExport = {
  id: '0b7e4c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c',
  state: 'queued',
  bytes: null,
  requested_at: '2026-11-30T01:00:00Z',
  ready_at: null,
  expires_at: null,
}

const PREPARING = '準備しています。数分かかることがあります。'

describe('settings: preparing a data download', () => {
  it("keeps the pressed download when the page's first check answers after it", async () => {
    let answerFirstChecks = () => {}
    const firstChecks = new Promise<void>((resolve) => {
      answerFirstChecks = resolve
    })
    let pressed = false
    stubApi({
      // The checks that left before the press are answered with the list of then (empty), late.
      'GET /api/me/data-exports': () =>
        pressed ? json({ items: [queued] }) : { ...json({ items: [] }), until: firstChecks },
      'POST /api/me/data-exports': () => {
        pressed = true
        return json(queued, 202)
      },
    })
    renderApp('/app/settings', { kind: 'user', user: HANAKO })
    fireEvent.click(await screen.findByRole('button', { name: 'データを準備する' }))
    await screen.findByText(PREPARING)
    await act(async () => {
      answerFirstChecks()
      await firstChecks
      // A task later, every late answer has been read and handled.
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.getByText(PREPARING)).toBeTruthy()
    expect(screen.getByRole('button', { name: '状況を更新' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'データを準備する' })).toBeNull()
  })

  it('keeps the download on screen when a check fails to connect', async () => {
    let offline = false
    let failedChecks = 0
    stubApi({
      'GET /api/me/data-exports': () => {
        if (!offline) return json({ items: [queued] })
        failedChecks += 1
        return networkError()
      },
    })
    renderApp('/app/settings', { kind: 'user', user: HANAKO })
    const check = await screen.findByRole('button', { name: '状況を更新' })
    offline = true
    fireEvent.click(check)
    await waitFor(() => expect(failedChecks).toBe(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.getByText(PREPARING)).toBeTruthy()
    expect(screen.getByRole('button', { name: '状況を更新' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'データを準備する' })).toBeNull()
  })

  it('shows the download being prepared elsewhere when the server refuses a second one', async () => {
    let prepared = false
    stubApi({
      'GET /api/me/data-exports': () => json({ items: prepared ? [queued] : [] }),
      'POST /api/me/data-exports': () => {
        // Another device pressed first.
        prepared = true
        return apiError(
          409,
          'export_in_progress',
          'データを準備しています。できあがるまでお待ちください。',
        )
      },
    })
    renderApp('/app/settings', { kind: 'user', user: HANAKO })
    fireEvent.click(await screen.findByRole('button', { name: 'データを準備する' }))
    await screen.findByText('データを準備しています。できあがるまでお待ちください。')
    await screen.findByText(PREPARING)
    expect(screen.queryByRole('button', { name: 'データを準備する' })).toBeNull()
  })
})
