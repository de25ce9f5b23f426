import { describe, expect, it } from 'vitest'
import { clearSpot, gridPins, mergeClose, type PinItem } from '../../src/components/map/pins'
import { cellOf, clusterOpenMaxZoom, clusterRowZoom, snapToCells } from '../../src/shared/map-cells'

// What the map draws for its items: the grid clusters (the same cells the map API counts on),
// one pin for items at one spot, and no two bubbles on top of each other.

const item = (id: number, lat: number, lng: number): PinItem => ({
  id: `post:${id}`,
  lat,
  lng,
  kind: 'post',
  label: `投稿${id}`,
})

describe('map pins', () => {
  it('counts the items of a cell in one cluster whose box holds them all', () => {
    const items = [item(1, 34.97, 139.09), item(2, 34.9701, 139.0901), item(3, 34.9702, 139.0899)]
    const cells = new Set(items.map((i) => JSON.stringify(cellOf(i.lat, i.lng, 13))))
    expect(cells.size).toBe(1)
    const [pin, ...rest] = gridPins(items, 13)
    expect(rest).toEqual([])
    expect(pin?.count).toBe(3)
    const [west, south, east, north] = pin?.bounds ?? [0, 0, 0, 0]
    for (const i of items) {
      expect(i.lng).toBeGreaterThan(west)
      expect(i.lng).toBeLessThan(east)
      expect(i.lat).toBeGreaterThan(south)
      expect(i.lat).toBeLessThan(north)
    }
  })

  it('keeps items at one spot one pin at any zoom: no zoom would pull them apart', () => {
    const pins = gridPins([item(1, 34.97, 139.09), item(2, 34.97, 139.09)], 10)
    expect(pins).toHaveLength(1)
    expect(pins[0]?.count).toBe(0)
    expect(pins[0]?.stack.map((i) => i.id)).toEqual(['post:1', 'post:2'])
  })

  it('merges clusters closer than a bubble into one with both counts and boxes', () => {
    const a = gridPins([item(1, 10, 10), item(2, 10.001, 10.001)], 12)[0]
    const b = gridPins([item(3, 11, 11), item(4, 11.001, 11.001), item(5, 11.002, 11)], 12)[0]
    if (!a || !b) throw new Error('no clusters')
    // Both drawn 10 px apart: one bubble of 5.
    const near = mergeClose([a, b], (lat) => ({ x: lat < 10.5 ? 0 : 10, y: 0 }), 44)
    expect(near).toHaveLength(1)
    expect(near[0]?.count).toBe(5)
    expect(near[0]?.bounds?.[0]).toBe(Math.min(a.bounds?.[0] ?? 0, b.bounds?.[0] ?? 0))
    expect(near[0]?.bounds?.[3]).toBe(Math.max(a.bounds?.[3] ?? 0, b.bounds?.[3] ?? 0))
    // 100 px apart: two.
    const far = mergeClose([a, b], (lat) => ({ x: lat < 10.5 ? 0 : 100, y: 0 }), 44)
    expect(far.map((pin) => pin.count).sort()).toEqual([2, 3])
  })
})

describe('map pins near a cluster', () => {
  it('fold a pin drawn on a cluster into it, so nothing hides under a bubble', () => {
    const cluster = gridPins([item(1, 10, 10), item(2, 10.001, 10.001)], 12)[0]
    const [pin] = gridPins([item(3, 10.5, 10.5)], 12)
    if (!cluster || !pin) throw new Error('no pins')
    const merged = mergeClose([cluster, pin], (lat) => ({ x: lat < 10.2 ? 0 : 20, y: 0 }), 44)
    expect(merged).toHaveLength(1)
    expect(merged[0]?.count).toBe(3)
    expect(merged[0]?.bounds?.[2]).toBeGreaterThanOrEqual(10.5)
  })
})

describe('a cluster under a control over the map', () => {
  // A phone's map (390 × 700) with the top row (chips, 現在地) and the list's handle over it.
  const size = { x: 390, y: 700 }
  const row = { left: 0, top: 0, right: 390, bottom: 52 }
  const handle = { left: 0, top: 644, right: 390, bottom: 700 }
  const clear = (at: { x: number; y: number }) =>
    [row, handle].every(
      (c) =>
        at.x + 26 <= c.left || at.x - 26 >= c.right || at.y + 26 <= c.top || at.y - 26 >= c.bottom,
    )

  it('is drawn just below the row, as close to its place as it can be', () => {
    const at = clearSpot({ x: 350, y: 40 }, 26, [row, handle], size)
    expect(clear(at)).toBe(true)
    expect(at.x).toBe(350)
    expect(at.y).toBeLessThanOrEqual(52 + 26 + 4)
  })

  it('stays where it is when nothing covers it, and inside the map when it moves', () => {
    expect(clearSpot({ x: 200, y: 300 }, 26, [row, handle], size)).toEqual({ x: 200, y: 300 })
    const low = clearSpot({ x: 385, y: 690 }, 26, [row, handle], size)
    expect(clear(low)).toBe(true)
    expect(low.x).toBeLessThanOrEqual(size.x - 26)
  })
})

describe('the view the map asks the API for below zoom 16', () => {
  const asked = (bbox: [number, number, number, number], zoom: number) =>
    snapToCells(bbox, zoom)
      .map((n) => n.toFixed(5))
      .join(',')

  it('is the same request for the same view on another screen or after a small pan', () => {
    // A phone's view and a slightly wider one panned by a few metres: the same cells.
    const phone = asked([139.0904, 34.9652, 139.0946, 34.9803], 15)
    const panned = asked([139.09045, 34.96525, 139.09465, 34.98035], 15)
    expect(panned).toBe(phone)
    // What the app sends, snapped again by the API, is the same cells (no extra row or column).
    const again = asked(phone.split(',').map(Number) as [number, number, number, number], 15)
    expect(again).toBe(phone)
    expect(asked([139.0904, 34.9652, 139.0946, 34.9803], 14)).not.toBe(phone)
  })

  it('opens a crowded street’s cluster at zoom 18, where the API answers its pins', () => {
    // A tap zooms to fit the cluster's cell, at most this far; the list's row goes there.
    expect([14, 15, 16, 17].map(clusterOpenMaxZoom)).toEqual([17, 17, 18, 18])
    expect([12, 14, 15, 16, 17].map(clusterRowZoom)).toEqual([14, 16, 16, 18, 18])
  })
})
