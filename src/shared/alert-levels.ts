// Disaster mode's presentation rules, shared by the SPA's banner (src/features/alerts), the hazard
// map's disaster mode and the edge's banner (worker/pages/alert-banner.ts): each level's colour,
// which hazard layer and shelters a kind of warning means, and the link to the hazard map.

import type { Alert, AlertKind, AlertLevel } from './api/alerts'
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
  const query = new URLSearchParams({ alert: alert.id })
  if (alert.layer) query.set('layer', alert.layer)
  return `/app/hazardmap?${query.toString()}`
}
