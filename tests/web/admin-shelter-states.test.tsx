import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ShelterStates } from '../../src/features/admin/shelter-states/ShelterStates'
import { AlertMapPanel } from '../../src/features/alerts/components/AlertMapPanel'
import type { Alert, AlertState } from '../../src/shared/api/alerts'
import type { Shelter, ShelterList, ShelterStatusAnswer } from '../../src/shared/api/hazard'
import { nearestWithWalkingTime } from '../../src/shared/shelters'
import { apiError, json, stubApi } from './api-fakes'

// A shelter's status during a warning: set by staff at the desk (PUT
// /api/admin/shelters/:id/status, answered at the fetch boundary as the Worker answers), and never
// the walking suggestion of disaster mode's panel when full or closed.

const shelter = (
  id: number,
  name: string,
  lat: number,
  fields: Partial<Shelter> = {},
): Shelter => ({
  id,
  code: `S${id}`,
  name,
  address: 'みなと町',
  lat,
  lng: 139.0925,
  emergency: true,
  evacuation: true,
  hazards: ['inland_flood'],
  ...fields,
})

const ORDER: Alert = {
  id: 'town-1',
  source: 'town',
  kind: 'evacuation_order',
  level: 4,
  status: 'issued',
  areaCode: 'town',
  areaName: '港町',
  headline: '',
  issuedAt: '2026-08-10T00:05:00.000Z',
  updatedAt: '2026-08-10T00:05:00.000Z',
  liftedAt: null,
  steps: [],
  hazard: null,
  layer: null,
  shelterIds: [12],
}

describe('the desk’s shelter states', () => {
  it('lists the opened shelters first, and sets one to 満員 with the time the server recorded', async () => {
    const items = [shelter(11, '第一小学校', 34.973), shelter(12, '港公民館', 34.974)]
    const requests = stubApi({
      'GET /api/hazard/shelters': () =>
        json({ items, truncated: false, updated_at: null } satisfies ShelterList),
      'GET /api/alerts': json({ alerts: [ORDER], checkedAt: null } satisfies AlertState),
      'PUT /api/admin/shelters/:id/status': ({ params }) => {
        if (params.id !== '11') return apiError(404, 'not_found', '避難所が見つかりません。')
        const answer: ShelterStatusAnswer = {
          id: 11,
          status: { state: 'full', setAt: '2026-08-10T00:20:00.000Z' },
        }
        items[0] = { ...(items[0] as Shelter), status: answer.status }
        return json(answer)
      },
    })
    render(<ShelterStates />)
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.shelter-states__name')?.textContent)).toEqual([
      '港公民館',
      '第一小学校',
    ])
    expect(within(rows[0] as HTMLElement).getByText('発令で開設')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '第一小学校を「満員」にする' }))
    expect(await screen.findByText('第一小学校を「満員」にしました。')).toBeTruthy()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ state: 'full' })
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: '第一小学校を「満員」にする' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    )
    expect(screen.getByText(/^現在：満員（.*9:20設定）$/)).toBeTruthy()
  })

  it('shows the server’s refusal in its own words', async () => {
    stubApi({
      'GET /api/hazard/shelters': json({
        items: [shelter(11, '第一小学校', 34.973)],
        truncated: false,
        updated_at: null,
      }),
      'GET /api/alerts': json({ alerts: [ORDER], checkedAt: null }),
      'PUT /api/admin/shelters/:id/status': apiError(
        409,
        'no_warning_in_force',
        'いま発表・発令中の警報や避難情報がないため、避難所の状況は設定できません。',
      ),
    })
    render(<ShelterStates />)
    fireEvent.click(await screen.findByRole('button', { name: '第一小学校を「閉鎖」にする' }))
    expect(await screen.findByText(/避難所の状況は設定できません。/)).toBeTruthy()
  })

  it('offers no buttons while no warning is in force', async () => {
    stubApi({
      'GET /api/hazard/shelters': json({
        items: [shelter(11, '第一小学校', 34.973)],
        truncated: false,
        updated_at: null,
      }),
      'GET /api/alerts': json({ alerts: [], checkedAt: null }),
    })
    render(<ShelterStates />)
    expect(await screen.findByText(/状況は設定できません/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('disaster mode’s walking suggestion', () => {
  // With the hazard map's own `nearest` (HazardMapPage), as the page gives it to the panel.
  it('is the nearest opened shelter that is neither full nor closed', () => {
    const at = '2026-08-10T00:20:00.000Z'
    const here = { lat: 34.972, lng: 139.0925 }
    const shelters = [
      shelter(11, '港公民館', 34.9725, { status: { state: 'full', setAt: at } }),
      shelter(12, '第一小学校', 34.973, { status: { state: 'closed', setAt: at } }),
      shelter(13, '町民会館', 34.975, { status: { state: 'crowded', setAt: at } }),
      shelter(14, '体育館', 34.978),
    ]
    render(
      <AlertMapPanel
        alert={{ ...ORDER, shelterIds: [11, 12, 13, 14] }}
        shelters={shelters}
        here={here}
        locate={() => {}}
        nearest={nearestWithWalkingTime}
      />,
    )
    expect(document.querySelector('.alert-map-panel strong')?.textContent).toBe('町民会館')
  })
})
