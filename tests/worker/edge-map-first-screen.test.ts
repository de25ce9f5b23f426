import { describe, expect, it } from 'vitest'
import hazardEn from '../../src/features/hazardmap/i18n/en'
import hazardJa from '../../src/features/hazardmap/i18n/ja'
import mapEn from '../../src/features/map/i18n/en'
import mapJa from '../../src/features/map/i18n/ja'
import { decodeEntities } from './edge-html'
import { request } from './helpers'

// The map pages' first screen as the edge writes it (worker/pages/map-first-screen.ts): the start
// view's tiles as <img>, placed around the centre of the map's box where Leaflet will draw them,
// and the page's controls in its language, before any script has run.

const TILES = 'https://cyberjapandata.gsi.go.jp/xyz/pale'

interface Tile {
  src: string
  left: number
  top: number
  size: number
  classes: string
}

async function screenOf(path: string, host = 'localhost:8787') {
  const raw = await (await request(path, { host })).text()
  const html = decodeEntities(raw)
  const start = html.indexOf('<div id="first-screen"')
  const screen = start < 0 ? '' : html.slice(start, html.indexOf('<div id="root"', start))
  const tiles: Tile[] = [
    ...screen.matchAll(
      /<img class="map-first__tile ([^"]*)" src="([^"]+)"[^>]*width="(\d+)"[^>]*left:calc\(50% \+ (-?\d+)px\);top:calc\(50% \+ (-?\d+)px\)/g,
    ),
  ].map(([, classes, src, size, left, top]) => ({
    classes: classes ?? '',
    src: src ?? '',
    size: Number(size),
    left: Number(left),
    top: Number(top),
  }))
  return { raw, html, screen, tiles }
}

/** The tile that covers the box's centre (0, 0) in a grid of `size`-px tiles. */
const centreTile = (tiles: Tile[], size: number) =>
  tiles.find(
    (t) => t.size === size && t.left <= 0 && t.left + size > 0 && t.top <= 0 && t.top + size > 0,
  )

describe('the map page’s first screen', () => {
  it('has the start view’s tiles around the box’s centre, for normal and dense screens', async () => {
    const { tiles } = await screenOf('/app/map')
    // The town's default view, zoom 15 at the station square (as the preload hint names).
    expect(centreTile(tiles, 256)?.src).toBe(`${TILES}/15/29044/12982.png`)
    expect(centreTile(tiles, 128)?.src).toBe(`${TILES}/16/58089/25964.png`)
    // Every tile of a grid sits on that grid: whole tiles apart, no gaps, no repeats.
    for (const size of [256, 128]) {
      const grid = tiles.filter((t) => t.size === size)
      const centre = centreTile(tiles, size)
      if (!centre) throw new Error('no centre tile')
      for (const tile of grid) {
        expect(Math.abs((tile.left - centre.left) % size)).toBe(0)
        expect(Math.abs((tile.top - centre.top) % size)).toBe(0)
      }
      expect(new Set(grid.map((t) => t.src)).size).toBe(grid.length)
    }
    // Tiles near the centre are drawn on any screen; the far ones are marked for larger boxes.
    expect(centreTile(tiles, 256)?.classes).toContain('map-first__tile--x0')
    expect(tiles.some((t) => t.classes.includes('map-first__tile--x2'))).toBe(true)
  })

  it('follows a shared view from the URL, and at zoom 18 draws zoom 18 on every screen', async () => {
    const { tiles } = await screenOf('/app/map?lat=35.68124&lng=139.76712&z=18')
    expect(centreTile(tiles, 256)?.src).toBe(`${TILES}/18/232847/103226.png`)
    expect(tiles.filter((t) => t.size === 128)).toEqual([])
  })

  it.each([
    ['localhost:8787', mapJa],
    ['en.localhost:8787', mapEn],
  ])('on %s names the page and shows the kind chips as the URL sets them', async (host, m) => {
    const { screen } = await screenOf('/app/map?kinds=event,venue', host)
    expect(screen).toContain(`<h1 class="visually-hidden">${m.map.title}</h1>`)
    const on = [...screen.matchAll(/map-first__chip--on">.*?<\/span>([^<]+)<\/span>/g)].map(
      (x) => x[1],
    )
    expect(on).toEqual([m.kinds.event, m.kinds.venue])
    for (const kind of ['post', 'coupon', 'restaurant'] as const)
      expect(screen).toContain(m.kinds[kind])
    expect(screen).toContain('地理院タイル')
  })

  it('writes nothing of a hostile query into the page', async () => {
    const { raw: html } = await screenOf(
      '/app/map?kinds=%3Cscript%3Ealert(1)%3C/script%3E&lat=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E&z=%3Cb%3E',
    )
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('onerror=alert(2)')
    expect(html).not.toContain('<b>')
  })
})

describe('the hazard map’s first screen', () => {
  it.each([
    ['localhost:8787', hazardJa],
    ['en.localhost:8787', hazardEn],
  ])(
    'on %s has the title, the map’s tiles, then the lead; no tool that needs the app',
    async (host, t) => {
      const { screen, tiles } = await screenOf('/app/hazardmap', host)
      expect(centreTile(tiles, 256)?.src).toBe(`${TILES}/15/29044/12982.png`)
      // The layer picker, 現在地 and the centre work only with the app: they arrive with it.
      for (const label of [t.hazardMap.layersButton(1), t.point.locate, t.point.centre])
        expect(screen).not.toContain(label)
      const order = [`>${t.hazardMap.title}</h1>`, 'map-first__tile', t.hazardMap.lead].map((s) =>
        screen.indexOf(s),
      )
      expect(order.every((at) => at >= 0)).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
    },
  )

  it('preloads the centre tile of its start view', async () => {
    const { html } = await screenOf('/app/hazardmap')
    expect(html).toContain(`<link rel="preload" as="image" href="${TILES}/15/29044/12982.png"`)
  })
})
