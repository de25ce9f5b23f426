import { parseMapUrl } from '../../src/shared/map-url'
import { escapeHtml } from './escape'

// The map page's first tile, preloaded by the page's head. The map draws its tiles only once the
// app and Leaflet have loaded and run, and only then asks for them: on a phone's connection that
// request is the last step before the map (the page's largest paint) appears. The edge knows the
// view from the URL, so it names the tile under the view's centre, which Leaflet requests first,
// and the browser fetches it while the scripts load. High-density screens (every phone) get what
// Leaflet's detectRetina asks for there: the next zoom's tile, at half size.

/** Zoom 18 is the tile servers' last; there Leaflet shows zoom 18 on every screen. */
const MAX_TILE_ZOOM = 18

/** The slippy-map tile (x, y) that holds a point at a zoom. */
export function tileAt(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom
  const latRad = (lat * Math.PI) / 180
  const x = Math.floor(((lng + 180) / 360) * scale)
  const y = Math.floor(
    ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale,
  )
  return { x: Math.min(Math.max(x, 0), scale - 1), y: Math.min(Math.max(y, 0), scale - 1) }
}

function tileUrl(template: string, lat: number, lng: number, zoom: number): string {
  const { x, y } = tileAt(lat, lng, zoom)
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', '')
}

/**
 * `<link rel="preload">` for the tile under the centre of the map view `search` describes, or ''
 * when the template is not a plain `{z}/{x}/{y}` one (subdomains would have to be guessed).
 */
export function mapTilePreload(template: string, search: string): string {
  if (!/^https?:\/\//.test(template) || /\{(?![zxyr]\})[^}]*\}/.test(template)) return ''
  const view = parseMapUrl(search)
  const normal = tileUrl(template, view.lat, view.lng, view.zoom)
  const dense = tileUrl(template, view.lat, view.lng, Math.min(view.zoom + 1, MAX_TILE_ZOOM))
  return (
    `<link rel="preload" as="image" href="${escapeHtml(normal)}"` +
    ` imagesrcset="${escapeHtml(`${normal} 1x, ${dense} 2x`)}" fetchpriority="high">`
  )
}
