// The disaster mode API contract, shared by the Worker (worker/alerts) and the SPA
// (src/features/alerts, the hazard map, the admin desk) and the edge's banner (worker/pages).
//
//   GET  /api/alerts                     AlertState: the warnings in force, most severe first
//   GET  /api/alerts/history?before=     AlertHistory: lifted and current, newest first, 50 a page
//   POST /api/admin/alerts               TownOrderInput → Alert: the town issues an order   staff
//   POST /api/admin/alerts/:id/lift      → Alert: the town lifts its order                  staff
//   POST /api/admin/alerts/drill         DrillInput → AlertState: replays the next step of a
//        warning sequence through the JMA feed stand-in (only where the feed is the stand-in)  staff
//
// Storage: migrations/0021_alerts.sql. Levels follow the government's 警戒レベル: the banner shows
// from level 3; level 2 (注意報) goes only to the advisories push topic and the history page.

import type { ShelterHazard } from '../shelters'

export type AlertSource = 'jma' | 'town'

/**
 * What the warning is about. The JMA kinds come from the telegram's type and its 種別 code
 * (worker/alerts parses them table-driven); the town's two are orders JMA does not carry.
 */
export const ALERT_KINDS = [
  'heavy_rain', // 大雨 (浸水害)
  'sediment', // 土砂災害
  'flood', // 氾濫 (指定河川洪水)
  'storm_surge', // 高潮
  'tsunami', // 津波
  'earthquake', // 震度 (the town's area)
  'storm', // 暴風・暴風雪・波浪 and other weather warnings without a hazard layer
  'snow', // 大雪
  'evacuation_order', // 避難指示 (the town)
  'elderly_evacuation', // 高齢者等避難 (the town)
] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** 2 注意報, 3 警報, 4 危険警報 / 避難指示, 5 特別警報 / 緊急安全確保. */
export type AlertLevel = 1 | 2 | 3 | 4 | 5

/** The level from which the banner shows and every device is pushed. */
export const BANNER_MIN_LEVEL = 3

export type AlertStatus = 'issued' | 'continued' | 'upgraded' | 'downgraded' | 'lifted'

export interface Alert {
  id: string
  source: AlertSource
  kind: AlertKind
  level: AlertLevel
  status: AlertStatus
  /** The JMA area code or the town's own area key; the name as JMA (or staff) wrote it. */
  areaCode: string
  areaName: string
  /** The telegram's 見出し (Japanese) or the town's note. */
  headline: string
  /**
   * On the international sites: `headline` machine-translated into the site's language, when a
   * translation could be made (the Japanese stays in `headline`, shown beside it).
   */
  translatedHeadline?: string
  /** On the international sites: `areaName` machine-translated into the site's language. */
  translatedAreaName?: string
  issuedAt: string
  updatedAt: string
  liftedAt: string | null
  /** Which shelters suit: the hazard the shelters are filtered by, null when none applies. */
  hazard: ShelterHazard | null
  /** The hazard map layer (src/shared/hazard-layers.ts) the map opens on, null when none. */
  layer: string | null
  /** Town orders: the shelters opened (venue ids); JMA warnings: empty. */
  shelterIds: number[]
  /** Its story, oldest first: the issue, each change of level and the lift, with their times. */
  steps: AlertStep[]
}

/** One step of a warning: 注意報 → 警報 → 危険警報 → 解除 (migrations/0026, alert_steps). */
export interface AlertStep {
  step: 'issued' | 'upgraded' | 'downgraded' | 'lifted'
  /** The level it went to (for a lift, the level lifted). */
  level: AlertLevel
  /** The report's time (JMA) or the desk's. */
  at: string
}

export interface AlertState {
  /** In force now (not lifted), level ≥ 2, most severe first, then newest. */
  alerts: Alert[]
  /** When the feeds were last read successfully (null before the first poll). */
  checkedAt: string | null
}

export interface AlertHistory {
  alerts: Alert[]
  /** The `before` cursor of the next page, null at the end. */
  next: string | null
}

// The request bodies are the schemas of ./alerts-schema.ts, built from these limits (the desk's
// form checks the same limits without loading zod).
export type { DrillInput, TownOrderInput } from './alerts-schema'

export const TOWN_ORDER_LIMITS = { areaName: 100, note: 500, shelters: 50 } as const
export const DRILL_STEPS = ['advisory', 'warning', 'danger', 'lift'] as const
export type DrillStep = (typeof DRILL_STEPS)[number]
