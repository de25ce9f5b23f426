// The hazard map's layers: the raster tiles of the national hazard map portal (ハザードマップポータル
// サイト, 重ねるハザードマップ) with their legends. One table for the SPA's legends, the Worker's point
// reader (worker/hazard) and the loopback tile stand-in (scripts/lib/tile-server.mjs imports this
// file directly, so it stays plain: no imports, no enums).
//
// Paths, zoom ranges (2–17; the house-collapse zones 4–17) and legend colours as the portal's
// open-data page lists them (docs/architecture.md "Hazard map" records how they were checked).
// Tiles are 256 px PNGs at
// `${HAZARD_TILE_URL}/<path>/{z}/{x}/{y}.png`; outside a hazard area a pixel is transparent, and
// the portal answers 404 for a tile with no data at all.

import type { ShelterHazard } from './shelters'

export type Rgb = readonly [number, number, number]

/**
 * A legend class: its colour on the tiles and a stable key, which the SPA's catalogues and the
 * Worker's words (./hazard-words.ts) translate.
 */
export interface HazardClass {
  key: string
  rgb: Rgb
  /**
   * Colours of the other depth legend that fall inside this class: where a provider drew a layer
   * in the finer legend, its 0.3m未満 is still 0.5m未満 and its 0.5〜1m still 0.5〜3m.
   */
  also?: readonly Rgb[]
}

export interface HazardLayer {
  id: string
  /** Path segment under HAZARD_TILE_URL. */
  path: string
  minZoom: number
  maxZoom: number
  /** Which shelters suit this hazard. */
  hazard: ShelterHazard
  classes: readonly HazardClass[]
}

const depth = (key: string, rgb: Rgb, also?: readonly Rgb[]): HazardClass =>
  also ? { key, rgb, also } : { key, rgb }

const LT_0_3: Rgb = [255, 255, 179]
const FROM_0_5_TO_1: Rgb = [248, 225, 166]
/** The depths both legends share, from 3m up. */
const DEEP: readonly HazardClass[] = [
  depth('depth_3_5', [255, 183, 183]),
  depth('depth_5_10', [255, 145, 145]),
  depth('depth_10_20', [242, 133, 201]),
  depth('depth_ge_20', [220, 122, 220]),
]

/**
 * 浸水深 in six classes: the portal's legend of 洪水浸水想定区域 (both flood scales). The classes
 * touch and never overlap: 0.5m未満, 0.5〜3m, 3〜5m, 5〜10m, 10〜20m, 20m以上.
 */
export const DEPTH_CLASSES: readonly HazardClass[] = [
  depth('depth_lt_0_5', [247, 245, 169], [LT_0_3]),
  depth('depth_0_5_3', [255, 216, 192], [FROM_0_5_TO_1]),
  ...DEEP,
]

/**
 * 浸水深 in the finer eight classes (津波, 高潮 and 内水 as the portal draws them): 0.3m未満 and
 * 0.3〜0.5m split 0.5m未満, 0.5〜1m and 1〜3m split 0.5〜3m. The same colour names a narrower
 * class here (247,245,169 is 0.3〜0.5m), which is why each layer has exactly one legend.
 */
export const FINE_DEPTH_CLASSES: readonly HazardClass[] = [
  depth('depth_lt_0_3', LT_0_3),
  depth('depth_0_3_0_5', [247, 245, 169]),
  depth('depth_0_5_1', FROM_0_5_TO_1),
  depth('depth_1_3', [255, 216, 192]),
  ...DEEP,
]

/** 浸水継続時間. */
export const DURATION_CLASSES: readonly HazardClass[] = [
  depth('duration_lt_12h', [160, 210, 255]),
  depth('duration_12h_1d', [0, 65, 255]),
  depth('duration_1d_3d', [250, 245, 0]),
  depth('duration_3d_1w', [255, 153, 0]),
  depth('duration_1w_2w', [255, 40, 0]),
  depth('duration_2w_4w', [180, 0, 104]),
  depth('duration_ge_4w', [96, 0, 96]),
]

/**
 * 土砂災害警戒区域: designated zones, and in lighter shades the zones a prefecture's survey has
 * found but not yet designated (指定予定), as the portal's legend shows them.
 */
const zone = (
  warning: Rgb,
  special: Rgb,
  plannedWarning: Rgb,
  plannedSpecial: Rgb,
): readonly HazardClass[] => [
  { key: 'zone_warning', rgb: warning },
  { key: 'zone_special', rgb: special },
  { key: 'zone_warning_planned', rgb: plannedWarning },
  { key: 'zone_special_planned', rgb: plannedSpecial },
]

const ZOOM = { minZoom: 2, maxZoom: 17 } as const
/** The portal publishes the house-collapse zones from zoom 4 only (its tile matrix z4to17). */
const ZOOM_FROM_4 = { minZoom: 4, maxZoom: 17 } as const

/** Where the hazard map opens (the edge draws its first tiles: worker/pages/map-first-screen.ts). */
export const HAZARD_MAP_START = { lat: 34.972, lng: 139.0925, zoom: 15 }

export const HAZARD_LAYERS: readonly HazardLayer[] = [
  {
    id: 'flood_l2',
    path: '01_flood_l2_shinsuishin_data',
    hazard: 'flood',
    classes: DEPTH_CLASSES,
    ...ZOOM,
  },
  {
    id: 'flood_l1',
    path: '01_flood_l1_shinsuishin_newlegend_data',
    hazard: 'flood',
    classes: DEPTH_CLASSES,
    ...ZOOM,
  },
  {
    id: 'flood_duration',
    path: '01_flood_l2_keizoku_data',
    hazard: 'flood',
    classes: DURATION_CLASSES,
    ...ZOOM,
  },
  {
    id: 'collapse_flow',
    path: '01_flood_l2_kaokutoukai_hanran_data',
    hazard: 'flood',
    classes: [{ key: 'zone_inside', rgb: [255, 0, 0] }],
    ...ZOOM_FROM_4,
  },
  {
    id: 'collapse_erosion',
    path: '01_flood_l2_kaokutoukai_kagan_data',
    hazard: 'flood',
    classes: [{ key: 'zone_inside', rgb: [255, 0, 0] }],
    ...ZOOM_FROM_4,
  },
  {
    id: 'inland_flood',
    path: '02_naisui_data',
    hazard: 'inland_flood',
    classes: FINE_DEPTH_CLASSES,
    ...ZOOM,
  },
  {
    id: 'storm_surge',
    path: '03_hightide_l2_shinsuishin_data',
    hazard: 'storm_surge',
    classes: FINE_DEPTH_CLASSES,
    ...ZOOM,
  },
  {
    id: 'tsunami',
    path: '04_tsunami_newlegend_data',
    hazard: 'tsunami',
    classes: FINE_DEPTH_CLASSES,
    ...ZOOM,
  },
  {
    id: 'debris_flow',
    path: '05_dosekiryukeikaikuiki',
    hazard: 'sediment',
    classes: zone([230, 200, 50], [165, 0, 33], [235, 211, 91], [183, 51, 77]),
    ...ZOOM,
  },
  {
    id: 'steep_slope',
    path: '05_kyukeishakeikaikuiki',
    hazard: 'sediment',
    classes: zone([250, 230, 0], [250, 40, 0], [251, 235, 51], [251, 83, 51]),
    ...ZOOM,
  },
  {
    id: 'landslide',
    path: '05_jisuberikeikaikuiki',
    hazard: 'sediment',
    classes: zone([255, 153, 0], [180, 0, 40], [255, 173, 51], [195, 51, 83]),
    ...ZOOM,
  },
]

export const HAZARD_LAYER_IDS = HAZARD_LAYERS.map((layer) => layer.id)

export function hazardLayer(id: string): HazardLayer | undefined {
  return HAZARD_LAYERS.find((layer) => layer.id === id)
}

/** The tile URL template of a layer under the configured base (no trailing slash needed). */
export function hazardTileTemplate(base: string, layer: HazardLayer): string {
  return `${base.replace(/\/+$/, '')}/${layer.path}/{z}/{x}/{y}.png`
}

/**
 * The legend class nearest to a pixel's colour (squared RGB distance). The portal's tiles carry
 * exactly these colours; anti-aliased edges land on the nearest class.
 */
export function nearestClass(layer: HazardLayer, rgb: Rgb): HazardClass {
  let best = layer.classes[0] as HazardClass
  let bestDistance = Number.POSITIVE_INFINITY
  for (const entry of layer.classes) {
    for (const colour of entry.also ? [entry.rgb, ...entry.also] : [entry.rgb]) {
      const d = (colour[0] - rgb[0]) ** 2 + (colour[1] - rgb[1]) ** 2 + (colour[2] - rgb[2]) ** 2
      if (d < bestDistance) {
        best = entry
        bestDistance = d
      }
    }
  }
  return best
}

/** Web Mercator tile and pixel of a point at zoom z (256 px tiles). */
export function tilePixel(lat: number, lng: number, z: number) {
  const n = 2 ** z
  const fx = ((lng + 180) / 360) * n
  const rad = (lat * Math.PI) / 180
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n
  const x = Math.min(n - 1, Math.floor(fx))
  const y = Math.min(n - 1, Math.floor(fy))
  return {
    x,
    y,
    px: Math.min(255, Math.floor((fx - x) * 256)),
    py: Math.min(255, Math.floor((fy - y) * 256)),
  }
}

/** Where the portal's layers exist: Japan's extent, generously (Okinotorishima to Etorofu). */
export const JAPAN_BOUNDS = { south: 20, north: 46, west: 122, east: 154 } as const

export const inJapan = (lat: number, lng: number) =>
  lat >= JAPAN_BOUNDS.south &&
  lat <= JAPAN_BOUNDS.north &&
  lng >= JAPAN_BOUNDS.west &&
  lng <= JAPAN_BOUNDS.east
