import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TownOrders } from '../../src/features/admin/alerts/TownOrders'
import type { Alert, AlertState } from '../../src/shared/api/alerts'
import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { apiError, json, stubApi } from './api-fakes'

// The desk's town orders (POST /api/admin/alerts, /:id/lift, /drill of src/shared/api/alerts.ts)
// with the API answered at the fetch boundary: what staff must fill in, what is sent, the
// server's refusals in its own words, lifting an order in force and stepping a drill.

const shelter = (id: number, name: string): Shelter => ({
  id,
  code: `S${id}`,
  name,
  address: '静岡県熱海市',
  lat: 34.97,
  lng: 139.09,
  emergency: true,
  evacuation: true,
  hazards: ['flood'],
})
const SHELTERS: ShelterList = {
  items: [shelter(11, '第一小学校'), shelter(12, '港公民館')],
  truncated: false,
  updated_at: '2026-08-01T00:00:00.000Z',
}

const ORDER: Alert = {
  id: 'town-1',
  source: 'town',
  kind: 'evacuation_order',
  level: 4,
  status: 'issued',
  areaCode: 'town',
  areaName: '和田浜地区',
  headline: '',
  issuedAt: '2026-08-10T00:05:00.000Z',
  updatedAt: '2026-08-10T00:05:00.000Z',
  liftedAt: null,
  hazard: null,
  layer: null,
  shelterIds: [11],
  steps: [],
}

describe('the desk’s town orders', () => {
  it('asks for the area and the shelters before sending, then sends exactly what was chosen', async () => {
    const inForce: AlertState = { alerts: [], checkedAt: null }
    const requests = stubApi({
      'GET /api/hazard/shelters': json(SHELTERS),
      'GET /api/alerts': () => json(inForce),
      'POST /api/admin/alerts': () => {
        inForce.alerts = [ORDER]
        return json(ORDER, 201)
      },
    })
    render(<TownOrders />)
    await screen.findByText('第一小学校')
    fireEvent.click(screen.getByRole('button', { name: '発令する' }))
    expect(await screen.findByText('対象地区を入力してください（100文字まで）。')).toBeTruthy()
    expect(screen.getByText('開設した避難所を1〜50か所選んでください。')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0)

    fireEvent.change(screen.getByLabelText(/対象地区/), { target: { value: ' 和田浜地区 ' } })
    fireEvent.change(screen.getByLabelText(/お知らせ文/), {
      target: { value: '川沿いの方は避難を。' },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: '第一小学校' }))
    fireEvent.click(screen.getByRole('button', { name: '発令する' }))
    expect(await screen.findByText('「避難指示（警戒レベル4）」を発令しました。')).toBeTruthy()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'evacuation_order',
      areaName: '和田浜地区',
      note: '川沿いの方は避難を。',
      shelterIds: [11],
    })
    // The order now in force can be lifted from the list.
    expect(
      await screen.findByRole('button', {
        name: /「避難指示（警戒レベル4）（和田浜地区）」を解除する/,
      }),
    ).toBeTruthy()
  })

  it('shows the server’s refusal in its words, and lifts an order in force', async () => {
    let inForce: Alert[] = [ORDER]
    const requests = stubApi({
      'GET /api/hazard/shelters': json(SHELTERS),
      'GET /api/alerts': () => json({ alerts: inForce, checkedAt: null }),
      'POST /api/admin/alerts': apiError(
        403,
        'forbidden',
        '避難情報を発令できるのは運営スタッフだけです。',
      ),
      'POST /api/admin/alerts/:id/lift': ({ params }) => {
        if (params.id !== ORDER.id)
          return apiError(404, 'not_found', '警報・避難情報が見つかりません。')
        inForce = []
        return json({ ...ORDER, liftedAt: '2026-08-10T02:00:00.000Z', status: 'lifted' })
      },
    })
    render(<TownOrders />)
    const lift = await screen.findByRole('button', {
      name: /「避難指示（警戒レベル4）（和田浜地区）」を解除する/,
    })
    fireEvent.change(screen.getByLabelText(/対象地区/), { target: { value: '和田浜地区' } })
    fireEvent.click(await screen.findByRole('checkbox', { name: '港公民館' }))
    fireEvent.click(screen.getByRole('button', { name: '発令する' }))
    expect(await screen.findByText('避難情報を発令できるのは運営スタッフだけです。')).toBeTruthy()

    fireEvent.click(lift)
    expect(await screen.findByText('解除しました。')).toBeTruthy()
    expect(await screen.findByText('いま発令中の町の避難情報はありません。')).toBeTruthy()
    expect(
      requests.some((r) => r.method === 'POST' && r.path === '/api/admin/alerts/town-1/lift'),
    ).toBe(true)
  })

  it('steps a drill through the feed stand-in, one step per button', async () => {
    const requests = stubApi({
      'GET /api/hazard/shelters': json(SHELTERS),
      'GET /api/alerts': json({ alerts: [], checkedAt: null }),
      'POST /api/admin/alerts/drill': json({ alerts: [], checkedAt: null }),
    })
    render(<TownOrders />)
    const drill = screen.getByRole('region', { name: '訓練' })
    fireEvent.click(within(drill).getByRole('button', { name: '訓練：危険警報を流す' }))
    expect(await screen.findByText('訓練の「危険警報」を流しました。')).toBeTruthy()
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/admin/alerts/drill')?.body).toEqual({
        step: 'danger',
      }),
    )
  })
})
