import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShelterFilter } from '../../src/features/hazardmap/components/ShelterPanel'
import { ShelterPanel } from '../../src/features/hazardmap/components/ShelterPanel'
import { usePointRisk } from '../../src/features/hazardmap/components/usePointRisk'
import { AnswerSheet } from '../../src/features/hazardmap/sheet/AnswerSheet'
import type { HazardPoint, Shelter } from '../../src/shared/api/hazard'
import { apiError, json, stubApi } from './api-fakes'

// The hazard map's answer to a tap and its shelter panel, with the network answering like the
// Worker: what the answer says for each reading (limits and failures included), the nearest
// shelters for each hazard the spot has (whatever the list's filter), never a full or closed one,
// with their straight-line distance and 目安 time; which shelters each filter lists, マイ避難所 first.

afterEach(() => {
  vi.unstubAllGlobals()
})

const SPOT = { lat: 34.9722, lng: 139.096 }

function answer(layers: HazardPoint['layers']): HazardPoint {
  return { lat: SPOT.lat, lng: SPOT.lng, covered: true, zoom: 17, message: null, layers }
}

/** The page's composition: the spot's reading (usePointRisk) and the sheet that answers it. */
function Answer(props: {
  shelters?: Shelter[]
  filter?: ShelterFilter
  lat?: number
  lng?: number
}) {
  const point = { lat: props.lat ?? SPOT.lat, lng: props.lng ?? SPOT.lng }
  const { risk, retry } = usePointRisk(point)
  return (
    <AnswerSheet
      point={point}
      risk={risk}
      onRetry={retry}
      shelters={props.shelters ?? []}
      filter={props.filter ?? 'flood'}
      first={null}
      myIds={[]}
      onToggleSaved={() => {}}
      onClose={() => {}}
    />
  )
}

const riskLines = () =>
  [...document.querySelectorAll('.hazard-point li')].map((item) => item.textContent)

describe('the spot card', () => {
  it('lists every layer in words: a class, 区域外 (one kind of colon), or 取得できませんでした', async () => {
    const requests = stubApi({
      'GET /api/hazard/point': json(
        answer([
          { layer: 'tsunami', status: 'inside', class: 'depth_0_5_3', words: '津波: 0.5〜3m' },
          { layer: 'flood_l2', status: 'outside', class: null, words: '想定最大規模の洪水: 外' },
          {
            layer: 'debris_flow',
            status: 'inside',
            class: 'zone_special_planned',
            words: '土砂災害警戒区域（土石流）: 特別警戒区域（指定予定）',
          },
          { layer: 'landslide', status: 'unavailable', class: null, words: '' },
        ]),
      ),
    })
    render(<Answer />)
    await screen.findByText('津波：0.5〜3m')
    // The zones the spot is inside first (in bold), the others folded below them.
    expect(riskLines()).toEqual([
      '津波：0.5〜3m',
      '土砂災害警戒区域（土石流）：特別警戒区域（指定予定）',
      '洪水（想定最大規模）：区域外',
      '土砂災害警戒区域（地すべり）：取得できませんでした',
    ])
    expect(document.querySelectorAll('.hazard-point__line--inside')).toHaveLength(2)
    expect(requests[0]?.query.get('lat')).toBe('34.972200')
  })

  it('says the spot is outside Japan when the answer is not covered', async () => {
    stubApi({
      'GET /api/hazard/point': json({ ...answer([]), covered: false, message: '…' }),
    })
    render(<Answer lat={51.5} lng={-0.12} />)
    expect(
      await screen.findByText('この地点はハザードマップの対象範囲（日本国内）の外です。'),
    ).toBeTruthy()
    expect(riskLines()).toEqual([])
  })

  it('says too many spots were checked on a 429, and reads the spot again on retry', async () => {
    let limited = true
    stubApi({
      'GET /api/hazard/point': () =>
        limited
          ? apiError(429, 'too_many_requests', '地点の問い合わせ回数が多すぎます。')
          : json(
              answer([
                { layer: 'tsunami', status: 'inside', class: 'depth_3_5', words: '津波: 3〜5m' },
              ]),
            ),
    })
    render(<Answer />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('短い時間に多くの地点を調べました。')
    limited = false
    fireEvent.click(within(alert).getByRole('button', { name: 'もう一度調べる' }))
    expect((await screen.findByText('津波：3〜5m')).textContent).toBe('津波：3〜5m')
  })

  it('asks to check the connection when the reading fails otherwise', async () => {
    stubApi({ 'GET /api/hazard/point': apiError(503, 'unavailable', '') })
    render(<Answer />)
    expect((await screen.findByRole('alert')).textContent).toContain('通信状況を確かめて')
  })
})

function shelter(id: number, fields: Partial<Shelter>): Shelter {
  return {
    id,
    code: `E${id}`,
    name: `避難場所${id}`,
    address: 'みなと町',
    lat: SPOT.lat,
    lng: SPOT.lng,
    emergency: true,
    evacuation: false,
    hazards: [],
    ...fields,
  }
}

// North of the spot by a known number of metres (1° of latitude ≈ 111,195 m on the mean sphere).
const north = (metres: number) => SPOT.lat + metres / 111_195

const SHELTERS: Shelter[] = [
  shelter(1, { name: '高台の公園', lat: north(400), hazards: ['tsunami', 'earthquake'] }),
  shelter(2, { name: '第一小学校', lat: north(150), hazards: ['tsunami'], evacuation: true }),
  shelter(3, { name: '港の広場', lat: north(50), hazards: ['earthquake'] }),
  shelter(4, { name: '山手中学校', lat: north(1270), hazards: ['tsunami', 'flood'] }),
  shelter(5, { name: '市民センター', lat: north(870), hazards: ['tsunami'] }),
  shelter(6, { name: '公民館', lat: north(20), emergency: false, evacuation: true }),
]

function panel(props: Partial<Parameters<typeof ShelterPanel>[0]> = {}) {
  const onFilter = vi.fn()
  const onToggleSaved = vi.fn()
  render(
    <ShelterPanel
      shelters={SHELTERS}
      filter="tsunami"
      onFilter={onFilter}
      point={SPOT}
      myIds={[]}
      onToggleSaved={onToggleSaved}
      {...props}
    />,
  )
  return { onFilter, onToggleSaved }
}

const names = (section: string) =>
  [...document.querySelectorAll(`.${section} .hazard-shelter__name`)].map((el) => el.textContent)

describe('the shelter panel', () => {
  it('shows only shelters designated for the hazard, and says 避難場所 and 避難所 differ', () => {
    panel()
    expect(screen.getByText(/すぐ逃げる場所/).textContent).toContain('指定避難所')
    expect(screen.getByRole('heading', { name: '一覧（4か所）' })).toBeTruthy()
    expect(names('hazard-all')).toEqual(['高台の公園', '第一小学校', '山手中学校', '市民センター'])
  })

  it('lists 指定避難所 alone under that filter, and reports a filter change', () => {
    const { onFilter } = panel({ filter: 'evacuation' })
    expect(names('hazard-all')).toEqual(['第一小学校', '公民館'])
    fireEvent.change(screen.getByRole('combobox', { name: '災害の種類' }), {
      target: { value: 'flood' },
    })
    expect(onFilter).toHaveBeenCalledWith('flood')
  })

  it('puts マイ避難所 first, whatever the filter, and out of the list below', () => {
    const { onToggleSaved } = panel({ myIds: [3, 5] })
    expect(names('hazard-mine')).toEqual(['港の広場', '市民センター'])
    expect(names('hazard-all')).toEqual(['高台の公園', '第一小学校', '山手中学校'])
    const all = document.querySelector('.hazard-all') as HTMLElement
    fireEvent.click(within(all).getByRole('button', { name: /^マイ避難所に登録\s*：高台の公園$/ }))
    const mine = document.querySelector('.hazard-mine') as HTMLElement
    const saved = within(mine).getAllByRole('button', { name: /^マイ避難所から外す/ })
    expect(saved.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true'])
    expect(onToggleSaved).toHaveBeenCalledWith(1)
  })
})

const inside = (layer: string, cls: string) =>
  ({ layer, status: 'inside', class: cls, words: '' }) as const
const outside = (layer: string) => ({ layer, status: 'outside', class: null, words: '' }) as const

/** The spot reads as `layers`; the sheet answers it with SHELTERS (or `shelters`). */
async function answerFor(
  layers: HazardPoint['layers'],
  props: { filter?: ShelterFilter; shelters?: Shelter[] } = {},
) {
  stubApi({ 'GET /api/hazard/point': json(answer(layers)) })
  render(<Answer shelters={SHELTERS} {...props} />)
  await waitFor(() =>
    expect(document.querySelector('.hazard-point[aria-busy="false"]')).not.toBeNull(),
  )
}

const groupNames = (hazard: string) =>
  [...document.querySelectorAll(`[data-hazard="${hazard}"] .hazard-shelter__name`)].map(
    (el) => el.textContent,
  )

describe('the answer to a tap', () => {
  it('lists the nearest for the spot’s hazard with 直線距離 and a 目安 walking time', async () => {
    await answerFor([inside('tsunami', 'depth_1_3'), outside('debris_flow')])
    expect(names('hazard-nearest')).toEqual(['第一小学校', '高台の公園', '市民センター'])
    const distances = [...document.querySelectorAll('.hazard-nearest .hazard-shelter__distance')]
    expect(distances.map((el) => el.textContent)).toEqual([
      '直線距離 150m 徒歩 約3分（目安・分速60m）',
      '直線距離 400m 徒歩 約7分（目安・分速60m）',
      '直線距離 870m 徒歩 約15分（目安・分速60m）',
    ])
    const link = within(document.querySelector('.hazard-nearest li') as HTMLElement).getByRole(
      'link',
      { name: /地図アプリで道順を見る/ },
    )
    expect(link.getAttribute('href')).toContain(`destination=${north(150)},${SPOT.lng}`)
    expect(link.getAttribute('href')).toContain('travelmode=walking')
  })

  it('follows the spot’s hazards, not the list’s filter (the last layer chosen)', async () => {
    // The nearest site (港の広場, 50 m) is for earthquakes only: never first for a tsunami spot.
    await answerFor([inside('tsunami', 'depth_0_5_1')], { filter: 'sediment' })
    const first = document.querySelector('.hazard-nearest .hazard-shelter')
    expect(first?.querySelector('.hazard-shelter__name')?.textContent).toBe('第一小学校')
    expect(first?.querySelector('.hazard-shelter__hazards')?.textContent).toContain('津波')
    expect(screen.getByRole('heading', { name: '津波のとき（近い順）' })).toBeTruthy()
  })

  it('answers each hazard of the spot, the most urgent (tsunami) first', async () => {
    await answerFor([inside('flood_l2', 'depth_0_5_3'), inside('tsunami', 'depth_1_3')])
    const groups = [...document.querySelectorAll('.hazard-nearest__group')]
    expect(groups.map((el) => el.getAttribute('data-hazard'))).toEqual(['tsunami', 'flood'])
    expect(groupNames('flood')).toEqual(['山手中学校'])
    // 1 km and more reads in km.
    expect(
      document.querySelector('[data-hazard="flood"] .hazard-shelter__distance')?.textContent,
    ).toBe('直線距離 1.3km 徒歩 約22分（目安・分速60m）')
  })

  it('never suggests a full or closed shelter; a crowded one stays, with the time it was set', async () => {
    const at = '2026-11-28T05:40:00.000Z'
    const shelters = SHELTERS.map((s) =>
      s.id === 2
        ? { ...s, status: { state: 'full' as const, setAt: at } }
        : s.id === 1
          ? { ...s, status: { state: 'closed' as const, setAt: at } }
          : s.id === 5
            ? { ...s, status: { state: 'crowded' as const, setAt: at } }
            : s,
    )
    await answerFor([inside('tsunami', 'depth_1_3')], { shelters })
    expect(groupNames('tsunami')).toEqual(['市民センター', '山手中学校'])
    expect(document.querySelector('.hazard-nearest .hazard-shelter__state')?.textContent).toMatch(
      /^混雑（.*14:40時点）$/,
    )
    expect(screen.getByText('満員・閉鎖の避難所は案内していません。')).toBeTruthy()
    // The list below still shows them, with their state.
    panel({ shelters })
    const states = [...document.querySelectorAll('.hazard-all .hazard-shelter__state')]
    expect(states.map((el) => el.getAttribute('data-state'))).toEqual(['closed', 'full', 'crowded'])
  })

  it('lists the nearest of the filter where the spot is in no zone, saying so', async () => {
    await answerFor([outside('tsunami'), outside('flood_l2')], { filter: 'flood' })
    expect(
      screen.getByText('この地点は、重ねられる想定区域のどれにも入っていません。'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: '近くの避難場所（洪水）' })).toBeTruthy()
    expect(names('hazard-nearest')).toEqual(['山手中学校'])
  })
})
