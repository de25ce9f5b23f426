import MAP from '../../src/features/map/i18n/all'
import { MAP_KINDS } from '../../src/shared/api/places'
import { parseMapUrl } from '../../src/shared/map-url'
import { escapeHtml } from './escape'
import { type FirstScreenSite, frame } from './first-screen'
import { mapTilePreload } from './map-tile-preload'

// The first screen of the two map pages (/app/map, /app/hazardmap), drawn at the edge: the map's
// box where the app will lay it out, filled with the very tiles Leaflet will ask for at the start
// view, as plain <img>s, and the controls over it. The browser fetches those tiles with the HTML
// and the style sheet instead of after the app, the map's chunk and Leaflet have run (their
// largest paint); when the page has loaded Leaflet draws the same tiles, from the cache, at the
// same places, and the app removes this screen in that frame (first-screen.ts explains the
// hand-over). Styles: src/styles/map-first-screen.css (in the entry style sheet).
//
// Which tiles: Leaflet centres the view in its box, so each tile is placed relative to the box's
// centre (`calc(50% + …px)`), whatever the screen. The edge does not know the screen, so it writes
// the tiles a large screen needs and marks the outer ones with how far out they lie; the style
// sheet hides (display: none) those a smaller screen cannot show, and loading="lazy" keeps the
// browser from fetching hidden ones. High-density screens get what Leaflet's detectRetina asks
// for there (MapView.tsx): the next zoom's tiles at half size, as a second grid shown only there.

const GSI_LIST = 'https://maps.gsi.go.jp/development/ichiran.html'
/** Zoom 18 is the tile servers' last (as map-tile-preload.ts). */
export const MAX_TILE_ZOOM = 18
/** How far from the box's centre tiles are written (px): a 1920 × 1080 desktop's map. */
export const REACH_X = 800
const REACH_Y = 560
/** Dense screens are phones and laptops: their grid (4 × as many tiles) stops at a tablet's. */
export const DENSE_REACH_X = 512
/** The distances (px from the centre) the style sheet's breakpoints hide tiles beyond. */
const X_STEPS = [220, 512] as const
const Y_STEPS = [400] as const

/** A plain `{z}/{x}/{y}` template (subdomains would have to be guessed), or null. */
export const plainTemplate = (template: string) =>
  /^https?:\/\//.test(template) && !/\{(?![zxyr]\})[^}]*\}/.test(template) ? template : null

/** The world pixel (Web Mercator, 256-px tiles) of a point at a zoom. */
function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom
  const rad = (lat * Math.PI) / 180
  return {
    x: ((lng + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size,
  }
}

/** How many of `steps` a tile from `from` to `to` (px from the centre) lies beyond. */
const beyond = (from: number, to: number, steps: readonly number[]) => {
  const near = from <= 0 && to >= 0 ? 0 : Math.min(Math.abs(from), Math.abs(to))
  return steps.filter((step) => near >= step).length
}

/** One grid of tiles: `zoom`'s tiles drawn `size` px wide around the view's centre. */
export function tileGrid(
  template: string,
  view: { lat: number; lng: number },
  zoom: number,
  size: number,
  reachX: number,
  /** Drawn as backgrounds (a layer with holes), not images. */
  overlay = false,
): string {
  const scale = size / 256
  const centre = worldPixel(view.lat, view.lng, zoom)
  const count = 2 ** zoom
  const tiles: string[] = []
  const first = (c: number, reach: number) => Math.floor((c * scale - reach) / size)
  const last = (c: number, reach: number) => Math.floor((c * scale + reach) / size)
  for (let ty = first(centre.y, REACH_Y); ty <= last(centre.y, REACH_Y); ty++) {
    if (ty < 0 || ty >= count) continue
    const top = Math.round(ty * size - centre.y * scale)
    for (let tx = first(centre.x, reachX); tx <= last(centre.x, reachX); tx++) {
      if (tx < 0 || tx >= count) continue
      const left = Math.round(tx * size - centre.x * scale)
      const classes = [
        `map-first__tile--x${beyond(left, left + size, X_STEPS)}`,
        `map-first__tile--y${beyond(top, top + size, Y_STEPS)}`,
      ]
      const src = template
        .replaceAll('{z}', String(zoom))
        .replaceAll('{x}', String(tx))
        .replaceAll('{y}', String(ty))
        .replaceAll('{r}', '')
      const place = `left:calc(50% + ${left}px);top:calc(50% + ${top}px)`
      tiles.push(
        overlay
          ? // An overlay's server answers 404 where the layer has no data: a missing background
            // draws nothing, where a missing <img> would draw a broken-image icon.
            `<span class="map-first__tile ${classes.join(' ')}"` +
              ` style="${place};width:${size}px;height:${size}px;background-image:url(&quot;${escapeHtml(src)}&quot;)"></span>`
          : `<img class="map-first__tile ${classes.join(' ')}" src="${escapeHtml(src)}" alt=""` +
              ` width="${size}" height="${size}" loading="lazy" decoding="async" style="${place}">`,
      )
    }
  }
  return tiles.join('')
}

/** The base map of a view: both grids (normal and high-density), and the GSI credit. */
export function baseMap(
  template: string,
  view: { lat: number; lng: number; zoom: number },
): string {
  const plain = plainTemplate(template)
  const normal = plain ? tileGrid(plain, view, view.zoom, 256, REACH_X) : ''
  // At zoom 18 Leaflet shows zoom 18 on every screen (there is no next zoom).
  const dense =
    plain && view.zoom < MAX_TILE_ZOOM
      ? tileGrid(plain, view, view.zoom + 1, 128, DENSE_REACH_X)
      : ''
  return (
    '<div class="map-first__map" aria-hidden="true">' +
    `<div class="map-first__tiles">${normal}</div>` +
    (dense ? `<div class="map-first__tiles map-first__tiles--dense">${dense}</div>` : '') +
    '</div>' +
    `<a class="map-first__credit" href="${GSI_LIST}" target="_blank" rel="noopener">地理院タイル</a>`
  )
}

/**
 * The first screen of /app/map and the preload of its centre tile (the grid's tiles load once the
 * style sheet is in; that one starts with the HTML), or null for any other page. /app/hazardmap's
 * is ./hazard-first-screen.ts.
 */
export function mapPageFirstScreen(
  env: Env,
  site: FirstScreenSite,
  pattern: string,
  search: string,
): { screen: string; hints: string } | null {
  if (pattern === 'map') {
    return { screen: mapScreen(env, site, search), hints: mapTilePreload(env.MAP_TILE_URL, search) }
  }
  return null
}

/**
 * /app/map: the map between the header and the bottom menu with the kind chips over it and the
 * list's sheet (its handle; on a desktop its column), as MapPage draws them.
 */
function mapScreen(env: Env, site: FirstScreenSite, search: string): string {
  const m = MAP[site.lang]
  const view = parseMapUrl(search)
  const chips = MAP_KINDS.map(
    (kind) =>
      `<span class="chip map-first__chip${view.kinds.includes(kind) ? ' map-first__chip--on' : ''}">` +
      `<span class="map-first__dot map-first__dot--${kind}"></span>${escapeHtml(m.kinds[kind])}</span>`,
  ).join('')
  return frame(
    site,
    `<h1 class="visually-hidden">${escapeHtml(m.map.title)}</h1>` +
      '<div class="map-first map-first--page">' +
      `<div class="map-first__box">${baseMap(env.MAP_TILE_URL, view)}` +
      `<div class="map-first__chips">${chips}</div>` +
      '<div class="map-first__sheet"><span class="map-first__grip"></span></div></div></div>',
  )
}
