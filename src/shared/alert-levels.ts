// Disaster mode's presentation rules, shared by the SPA's banner (src/features/alerts), the hazard
// map's disaster mode and the edge's banner (worker/pages/alert-banner.ts): each level's colour,
// which hazard layer and shelters a kind of warning means, and the link to the hazard map.

import type { Alert, AlertKind, AlertLevel } from './api/alerts'
import { pathTo } from './links'
import type { ShelterHazard } from './shelters'

/**
 * JMA's colours of the 警戒レベル (気象庁「気象情報の配色に関する設定指針」, the colours of キキクル and
 * the warnings map): レベル5 黒, レベル4 紫, レベル3 赤, レベル2 黄. `text` is the colour written on it
 * with at least 4.5:1 contrast (white on red is only 3.7:1, so レベル3 is written in black).
 */
export const ALERT_LEVEL_COLOURS: Record<AlertLevel, { background: string; text: string }> = {
  5: { background: '#0c000c', text: '#ffffff' },
  4: { background: '#aa00aa', text: '#ffffff' },
  3: { background: '#ff2800', text: '#000000' },
  2: { background: '#f2e700', text: '#000000' },
  1: { background: '#ffffff', text: '#000000' },
}

/**
 * What each kind of warning means on the hazard map: the shelters suited to its hazard and the
 * layer the map opens on (src/shared/hazard-layers.ts). 大雨 (浸水害) is rain the drains cannot take:
 * the 内水 layer and the shelters designated for 内水氾濫; an earthquake has suitable shelters but
 * no layer; storms, snow and the town's orders neither (the order names its shelters). The Worker fills
 * each Alert's `hazard` and `layer` from this table, so the API, the edge and the app agree.
 */
export const ALERT_KIND_MAP: Record<
  AlertKind,
  { hazard: ShelterHazard | null; layer: string | null }
> = {
  heavy_rain: { hazard: 'inland_flood', layer: 'inland_flood' },
  sediment: { hazard: 'sediment', layer: 'debris_flow' },
  flood: { hazard: 'flood', layer: 'flood_l2' },
  storm_surge: { hazard: 'storm_surge', layer: 'storm_surge' },
  tsunami: { hazard: 'tsunami', layer: 'tsunami' },
  earthquake: { hazard: 'earthquake', layer: null },
  storm: { hazard: null, layer: null },
  snow: { hazard: null, layer: null },
  evacuation_order: { hazard: null, layer: null },
  elderly_evacuation: { hazard: null, layer: null },
}

/** Most severe first, then the newest: the order of AlertState.alerts. */
export const bySeverity = (a: Alert, b: Alert) =>
  b.level - a.level || (a.issuedAt < b.issuedAt ? 1 : a.issuedAt > b.issuedAt ? -1 : 0)

/** The hazard map in disaster mode for this warning: its layer and its suitable shelters. */
export function alertMapHref(alert: Pick<Alert, 'id' | 'layer'>): string {
  return pathTo('/app/hazardmap', { alert: alert.id, layer: alert.layer || null })
}

// Tsunami and earthquake information (and 大雪, 暴風・波浪) are not part of the five 警戒レベル (内閣府「避難情報に関する
// ガイドライン」): they are shown under their own names (大津波警報 / 津波警報 / 津波注意報; 震度N)
// with JMA's own actions, never with a 警戒レベル badge. Their `level` still orders them among the
// other warnings and decides the banner and the push (docs/product.md "Disaster mode").

/** Kinds shown with a 警戒レベル badge; the others are named by their own scale. */
export const usesAlertLevel = (kind: AlertKind): boolean =>
  kind !== 'tsunami' && kind !== 'earthquake' && kind !== 'snow' && kind !== 'storm'

/** JMA's three tsunami warnings: 大津波警報 (5), 津波警報 (4), 津波注意報 (3 and below). */
export type TsunamiGrade = 'major' | 'warning' | 'advisory'
export const tsunamiGrade = (level: AlertLevel): TsunamiGrade =>
  level >= 5 ? 'major' : level === 4 ? 'warning' : 'advisory'

/** JMA's 震度 from 4 up (the levels an earthquake alert starts at), as written in half-width. */
export const INTENSITIES = ['4', '5弱', '5強', '6弱', '6強', '7'] as const
export type Intensity = (typeof INTENSITIES)[number]

/** The least 震度 each level stands for (worker/alerts/levels.ts intensityLevel). */
const LEAST_INTENSITY: Record<number, Intensity> = { 2: '4', 3: '5弱', 4: '6弱', 5: '6弱' }

const halfWidth = (text: string) =>
  text.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))

/**
 * An earthquake alert's stored headline: the 震度 JMA reported for the town's area, then JMA's
 * own 見出し, e.g. 「震度６弱（静岡県伊豆）　１１日０５時０７分ころ、…」. The 震度 leads so that
 * intensityOf reads it back without a column of its own.
 */
export function quakeHeadline(intensityName: string, areaName: string, text: string): string {
  const lead = areaName ? `${intensityName}（${areaName}）` : intensityName
  return text ? `${lead}　${text}` : lead
}

/**
 * The 震度 of an earthquake alert (from quakeHeadline's lead), with `atLeast` when only the level
 * is known (a row written before the 震度 was kept): 「震度6弱以上」. Null for other kinds.
 */
export function intensityOf(
  alert: Pick<Alert, 'kind' | 'level' | 'headline'>,
): { intensity: Intensity; atLeast: boolean } | null {
  if (alert.kind !== 'earthquake') return null
  const stated = /^震度([１-７1-7][弱強]?)/.exec(alert.headline)?.[1]
  const value = stated ? halfWidth(stated) : ''
  if ((INTENSITIES as readonly string[]).includes(value)) {
    return { intensity: value as Intensity, atLeast: false }
  }
  return { intensity: LEAST_INTENSITY[alert.level] ?? '4', atLeast: alert.level >= 3 }
}

/**
 * The colour a warning is drawn in (the CSS modifier `alert-banner--<tone>`): the 警戒レベル's
 * colour for the kinds on that scale; JMA's tsunami map colours for tsunami (大津波警報 紫
 * #c800ff, 津波警報 赤 #ff2800, 津波注意報 黄 #faf500); a neutral dark blue for 震度, which has
 * no warning colour of its own and must not look like レベル5's black.
 */
export function alertTone(alert: Pick<Alert, 'kind' | 'level'>): string {
  if (alert.kind === 'tsunami') return `tsunami-${tsunamiGrade(alert.level)}`
  if (alert.kind === 'earthquake') return 'quake'
  return `level${alert.level}`
}

/** The tsunami and 震度 colours, with text of at least 4.5:1 (white on #c800ff is 4.3:1). */
export const ALERT_TONE_COLOURS: Record<string, { background: string; text: string }> = {
  'tsunami-major': { background: '#c800ff', text: '#000000' },
  'tsunami-warning': { background: '#ff2800', text: '#000000' },
  'tsunami-advisory': { background: '#faf500', text: '#000000' },
  quake: { background: '#1f3a5f', text: '#ffffff' },
}
