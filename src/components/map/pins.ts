import { type Bbox4, cellOf, cellsBbox } from '../../shared/map-cells'

// What the map draws for its items at a zoom: pins, and clusters where many items would crowd.
// Items are grouped on the same grid the map API counts on (src/shared/map-cells.ts), so the
// clusters the API sends for a crowded view and the ones drawn here for a quiet one look and
// behave alike. Then clusters that would overlap on screen are merged into one.

export interface PinItem {
  id: string
  lat: number
  lng: number
  kind: string
  label: string
  /** Drawn in the pin (a number). */
  mark?: string
  /** Written beside the pin (a landmark's name). */
  caption?: string
}

export interface Pin {
  point: PinItem
  /** Items at this very spot (one pin for all of them: no zoom ever pulls them apart). */
  stack: PinItem[]
  /** Items inside a cluster (0 for a pin). */
  count: number
  /** The cluster's box: a tap zooms in on it. */
  bounds: Bbox4 | null
}

/** A pin drawn as a cluster's bubble: it counts items and has the box a tap zooms in on. */
export const isClusterPin = (pin: Pin): pin is Pin & { bounds: Bbox4 } =>
  pin.count > 0 && pin.bounds !== null

/** A cluster the map API counted (MapCluster). */
export interface CountedCluster {
  lat: number
  lng: number
  count: number
  bbox: Bbox4
}

const spotKey = (item: PinItem) => `${item.lat.toFixed(6)},${item.lng.toFixed(6)}`

/** One pin per spot: items whose coordinates agree to ~10 cm share it. */
export function stackBySpot(items: PinItem[]): Pin[] {
  const spots = new Map<string, PinItem[]>()
  for (const item of items) {
    const stack = spots.get(spotKey(item))
    if (stack) stack.push(item)
    else spots.set(spotKey(item), [item])
  }
  return [...spots.values()].map((stack) => ({
    point: stack[0] as PinItem,
    stack,
    count: 0,
    bounds: null,
  }))
}

const clusterPin = (id: string, lat: number, lng: number, count: number, bounds: Bbox4): Pin => ({
  point: { id, lat, lng, kind: 'cluster', label: '' },
  stack: [],
  count,
  bounds,
})

/** Pins per grid cell at `zoom`: a cell of items at more than one spot is a cluster. */
export function gridPins(items: PinItem[], zoom: number): Pin[] {
  const cells = new Map<string, { x: number; y: number; items: PinItem[] }>()
  for (const item of items) {
    const { x, y } = cellOf(item.lat, item.lng, zoom)
    const cell = cells.get(`${x},${y}`)
    if (cell) cell.items.push(item)
    else cells.set(`${x},${y}`, { x, y, items: [item] })
  }
  return [...cells.values()].flatMap(({ x, y, items: group }) => {
    const spots = stackBySpot(group)
    if (spots.length === 1) return spots
    const lat = group.reduce((sum, item) => sum + item.lat, 0) / group.length
    const lng = group.reduce((sum, item) => sum + item.lng, 0) / group.length
    return [
      clusterPin(
        `cell:${x},${y}`,
        lat,
        lng,
        group.length,
        cellsBbox({ x0: x, x1: x, y0: y, y1: y }, zoom),
      ),
    ]
  })
}

export const countedPins = (clusters: CountedCluster[]): Pin[] =>
  clusters.map((c) => clusterPin(`counted:${c.bbox.join(',')}`, c.lat, c.lng, c.count, c.bbox))

const weightOf = (pin: Pin) => pin.count || pin.stack.length
const boundsOf = (pin: Pin): Bbox4 =>
  pin.bounds ?? [pin.point.lng, pin.point.lat, pin.point.lng, pin.point.lat]

/**
 * Pins and clusters whose centres are closer than `minPx` on screen (`toPx`) become one cluster,
 * at their count-weighted centre, covering both boxes: a bubble never hides another, nor a pin.
 */
export function mergeClose(
  pins: Pin[],
  toPx: (lat: number, lng: number) => { x: number; y: number },
  minPx: number,
): Pin[] {
  const kept: (Pin & { px: { x: number; y: number } })[] = []
  const byWeight = [...pins].sort((a, b) => weightOf(b) - weightOf(a))
  for (const pin of byWeight) {
    const px = toPx(pin.point.lat, pin.point.lng)
    const near = kept.find((other) => Math.hypot(other.px.x - px.x, other.px.y - px.y) < minPx)
    if (!near) {
      kept.push({ ...pin, px })
      continue
    }
    const [a, b] = [weightOf(near), weightOf(pin)]
    const [nearBox, pinBox] = [boundsOf(near), boundsOf(pin)]
    const merged = clusterPin(
      near.count > 0 ? near.point.id : `near:${near.point.id}`,
      (near.point.lat * a + pin.point.lat * b) / (a + b),
      (near.point.lng * a + pin.point.lng * b) / (a + b),
      a + b,
      [
        Math.min(nearBox[0], pinBox[0]),
        Math.min(nearBox[1], pinBox[1]),
        Math.max(nearBox[2], pinBox[2]),
        Math.max(nearBox[3], pinBox[3]),
      ],
    )
    Object.assign(near, merged)
  }
  return kept
}

/** A box on the map's screen, in px from its top left corner. */
export interface ScreenBox {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * Where a cluster's bubble (`radius` px around its centre, margin included) is drawn: at `at`,
 * unless it would touch one of `covers` (the controls drawn over the map); then at the nearest
 * spot within `reach` px that touches none and lies inside the map (`size`). A bubble stands for
 * the items of a box, not for one place, and a tap zooms to that box wherever it is drawn, so it
 * may move; a pin never does. With no such spot it stays where it is.
 */
export function clearSpot(
  at: { x: number; y: number },
  radius: number,
  covers: ScreenBox[],
  size: { x: number; y: number },
  reach = 96,
): { x: number; y: number } {
  const touches = (x: number, y: number) =>
    covers.some(
      (c) =>
        x + radius > c.left && x - radius < c.right && y + radius > c.top && y - radius < c.bottom,
    )
  if (!touches(at.x, at.y)) return at
  const step = 4
  let best: { x: number; y: number } | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (let dx = -reach; dx <= reach; dx += step) {
    for (let dy = -reach; dy <= reach; dy += step) {
      const distance = Math.hypot(dx, dy)
      if (distance > reach || distance >= bestDistance) continue
      const x = at.x + dx
      const y = at.y + dy
      if (x < radius || y < radius || x > size.x - radius || y > size.y - radius) continue
      if (touches(x, y)) continue
      best = { x, y }
      bestDistance = distance
    }
  }
  return best ?? at
}
