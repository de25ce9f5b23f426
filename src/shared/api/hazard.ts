// The hazard map API contract, shared by the Worker (worker/hazard) and the SPA
// (src/features/hazardmap).
//
//   GET /api/hazard/point?lat=&lng=   HazardPoint: per layer, the legend class at that point
//   GET /api/hazard/shelters?bbox=west,south,east,north   ShelterList: the shelters in the map's
//       view (without bbox: the town's area, SHELTER_BBOX), nearest the view's centre first
//   GET /api/hazard/my-shelters       MyShelters: the signed-in resident's 「マイ避難所」   login
//   PUT · DELETE /api/hazard/my-shelters/:id   MyShelters after the change             login
//
// The layers and legends are ../hazard-layers.ts; shelters' hazards are ../shelters.ts SHELTER_HAZARDS.

import type { ShelterHazard } from '../shelters'
import type { TextTranslation } from './places'

/** inside: a legend class; outside: transparent (no area); unavailable: the tile could not be read. */
export type HazardPointStatus = 'inside' | 'outside' | 'unavailable'

export interface HazardPointLayer {
  layer: string
  status: HazardPointStatus
  /** The legend class key (hazard-layers.ts) when inside, else null. */
  class: string | null
  /** The Japanese words, e.g. 「想定最大規模の洪水: 0.5〜3m」「土砂災害警戒区域（土石流）: 外」. */
  words: string
}

export interface HazardPoint {
  lat: number
  lng: number
  /** False outside Japan, where the portal has no layers: then `layers` is empty. */
  covered: boolean
  /** Zoom of the tiles read (each layer's most detailed). */
  zoom: number
  message: string | null
  layers: HazardPointLayer[]
}

export interface Shelter {
  id: number
  /** The government data's 共通ID (stable across re-imports). */
  code: string
  name: string
  address: string
  lat: number
  lng: number
  /** 指定緊急避難場所: designated for at least one hazard. */
  emergency: boolean
  /** 指定避難所: a place to stay. */
  evacuation: boolean
  hazards: ShelterHazard[]
  /** What staff last said about it while a warning is in force (null or absent otherwise). */
  status?: ShelterStatusNow | null
  /**
   * Only when the request asks for a language: name and address above are machine translations
   * when `translated`, and `original` holds the Japanese a visitor shows to a local.
   */
  translation?: TextTranslation<{ name: string; address: string }>
}

/** 開設 · 混雑 · 満員 · 閉鎖: set by staff at the desk during a warning or order. */
export const SHELTER_STATES = ['open', 'crowded', 'full', 'closed'] as const
export type ShelterState = (typeof SHELTER_STATES)[number]

export interface ShelterStatusNow {
  state: ShelterState
  /** When staff set it (ISO instant): the last setting wins. */
  setAt: string
}

export interface ShelterList {
  /** At most SHELTER_VIEW_LIMIT (500), nearest the view's centre first. */
  items: Shelter[]
  /** True when the view holds more shelters than `items` (zoom in to see them all). */
  truncated: boolean
  /** When the shelters were last imported (ISO instant), or null when there are none. */
  updated_at: string | null
}

export interface MyShelters {
  /** Shelter ids, in the order they were saved. */
  ids: number[]
}

// The admin desk's shelter refresh (staff only; worker/hazard/shelter-upload-routes.ts):
//   POST /api/admin/shelters?name=FILE  body: the government's CSV, raw    ShelterImportSummary
//   GET  /api/admin/shelters/imports                                        { items: ShelterImportLogEntry[] }
// and a shelter's status during a warning (staff only; worker/hazard/shelter-status.ts):
//   PUT  /api/admin/shelters/:id/status  body { state }                     ShelterStatusAnswer
//        409 while no warning of level 3 or more is in force

/** PUT /api/admin/shelters/:id/status */
export interface ShelterStatusInput {
  state: ShelterState
}

export interface ShelterStatusAnswer {
  id: number
  status: ShelterStatusNow
}

export interface ShelterImportSummary {
  kind: 'emergency' | 'evacuation'
  /** The national layout (都道府県名及び市町村名 column). */
  national: boolean
  /** Data rows read, kept (the town's, imported), of other municipalities, outside the town's area. */
  read: number
  kept: number
  other_towns: number
  outside_area: number
  rejected: number
  added: number
  updated: number
  removed: number
  /** Facilities listed in both files, shown once with both roles. */
  merged: number
  file_name: string
  at: string
}

export interface ShelterImportLogEntry {
  id: number
  kind: 'emergency' | 'evacuation'
  file_name: string
  bytes: number
  kept: number
  /** Who imported it (null when the account is gone). */
  actor: string | null
  at: string
}
