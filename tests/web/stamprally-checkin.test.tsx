import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, json, stubApi } from './api-fakes'
import { renderApp } from './render-app'

// The page a staffed spot's QR code opens, logged out: the token is traded for a pass that
// outlasts the login; a refused token ends the visit, any other failure still lets the visitor
// log in with the token itself.

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv'
const QR_PATH = `/app/stamprally/1/checkin?spot=4&t=${TOKEN}`
const loginLink = () => screen.findByRole('link', { name: 'ログインしてチェックイン' })
const backTo = async () =>
  new URL((await loginLink()).getAttribute('href') ?? '', 'http://localhost').searchParams.get(
    'redirect',
  )

describe('the QR link, logged out', () => {
  it('logs in with a pass when the token is traded', async () => {
    const requests = stubApi({
      'POST /api/stamprallies/:id/passes': json({
        pass: '59000020.AAAAAAAAAAAAAAAAAAAAAA',
        valid_until: '2026-11-24T10:10:00.000Z',
      }),
    })
    renderApp(QR_PATH)
    expect(await backTo()).toBe(
      '/app/stamprally/1/checkin?spot=4&p=59000020.AAAAAAAAAAAAAAAAAAAAAA',
    )
    expect(requests.find((r) => r.path.endsWith('/passes'))?.body).toEqual({
      spot_id: 4,
      token: TOKEN,
    })
  })

  it('says the code is stale when the server refuses the token', async () => {
    stubApi({
      'POST /api/stamprallies/:id/passes': apiError(
        422,
        'token_invalid',
        'QRコードの有効期限が切れています。',
      ),
    })
    renderApp(QR_PATH)
    expect((await screen.findByRole('alert')).textContent).toContain('最新のQRコード')
    expect(screen.queryByRole('link', { name: 'ログインしてチェックイン' })).toBeNull()
  })

  it('still offers the login with the token itself when no pass can be had (429)', async () => {
    stubApi({
      'POST /api/stamprallies/:id/passes': apiError(
        429,
        'too_many_requests',
        '試行回数が多すぎます。5分ほど時間をおいてから再度お試しください。',
      ),
    })
    renderApp(QR_PATH)
    expect(await backTo()).toBe(`/app/stamprally/1/checkin?spot=4&t=${TOKEN}`)
  })
})
