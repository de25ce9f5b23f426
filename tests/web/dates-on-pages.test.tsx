import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MapList } from '../../src/features/map/components/MapList'
import { HoursTable } from '../../src/features/places/components/HoursTable'
import type { MapFeature, MapItem } from '../../src/shared/api/places'

// Pages write dates and times one way (docs/product.md, "Dates and times"): the map list's events
// and coupons, a restaurant's hours. The clock is fixed at 23 November 2026 in Tokyo.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T12:00:00+09:00'))
})
afterEach(() => {
  vi.useRealTimers()
})

/** A pin as GET /api/map gives it, and its card as GET /api/map/items does. */
const pin = (
  id: number,
  kind: 'event' | 'coupon',
  title: string,
  when: { starts_at?: string; ends_at?: string; valid_until?: string },
): { feature: MapFeature; item: MapItem } => ({
  feature: {
    type: 'Feature',
    id: `${kind}:${id}`,
    geometry: { type: 'Point', coordinates: [138.9461, 34.979 + id / 10_000] },
    properties: { kind, id },
  },
  item: {
    kind,
    id,
    title,
    path: `/app/posts/${id}`,
    image_url: null,
    starts_at: when.starts_at ?? null,
    ends_at: when.ends_at ?? null,
    valid_until: when.valid_until ?? null,
    genre: null,
  },
})

describe('the map list', () => {
  it('writes every event’s and coupon’s time in one style, the day once within a day', () => {
    const pins = [
      pin(1, 'event', '朝市', {
        starts_at: '2026-11-28T09:30:00+09:00',
        ends_at: '2026-11-28T12:00:00+09:00',
      }),
      pin(2, 'event', '夜の港ライブ', {
        starts_at: '2026-11-28T22:00:00+09:00',
        ends_at: '2026-11-29T02:00:00+09:00',
      }),
      pin(3, 'coupon', 'ラーメン100円引き', { valid_until: '2026-12-20' }),
      pin(4, 'event', '初日の出', {
        starts_at: '2027-01-01T06:30:00+09:00',
        ends_at: '2027-01-01T07:30:00+09:00',
      }),
    ]
    render(
      <MapList
        lat={34.979}
        lng={138.9461}
        clusters={[]}
        onZoomTo={() => undefined}
        features={pins.map(({ feature }) => feature)}
        known={new Map(pins.map(({ feature, item }) => [feature.id, item]))}
      />,
    )
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(items[0]).toContain('11月28日(土) 9:30〜12:00')
    expect(items[1]).toContain('11月28日(土) 22:00〜11月29日(日) 2:00')
    expect(items[2]).toContain('12月20日(日)まで')
    expect(items[3]).toContain('2027年1月1日(金) 6:30〜7:30')
    for (const item of items) expect(item).not.toMatch(/\d時|\d分|～|\d\/\d/)
  })
})

describe('opening hours', () => {
  it('use the same clock as every other time, the next morning as 翌', () => {
    render(
      <HoursTable
        note={null}
        hours={{
          periods: [
            { days: [1, 2, 3, 4, 5], opens: '09:30', closes: '15:00' },
            { days: [5], opens: '17:00', closes: '02:00' },
          ],
        }}
      />,
    )
    const friday = screen.getByRole('row', { name: /^金/ })
    expect(within(friday).getByRole('cell').textContent).toBe('9:30〜15:00 / 17:00〜翌2:00')
  })
})
