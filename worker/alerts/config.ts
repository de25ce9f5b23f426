// Where the JMA feeds are and which of JMA's area codes are the town's (wrangler.toml
// JMA_FEED_URL, JMA_AREA_CODES; docs/configuration.md).
import { officeOfMunicipality, quakeCodes, weatherCodes } from './areas'

/** The town's codes per JMA code table; each telegram row matches against one of them. */
export interface AreaCodes {
  /**
   * 気象・地震・火山情報／市町村等 (7 digits): weather warnings, 土砂災害警戒情報. The town's
   * municipality code; when JMA warns it in parts, its parts (areas.ts).
   */
  city: string[]
  /**
   * 地震情報／細分区域 (3 digits) and the municipality's seismic codes: 震度. When the town names
   * none, its municipality's from JMA's tables (areas.ts).
   */
  quake: string[]
  /** 津波予報区 (3 digits). */
  tsunami: string[]
  /** 指定河川洪水予報の予報区域 (12 digits): the town's designated rivers, if any. */
  flood: string[]
  /**
   * Weather offices to read besides those of the `city` codes (JMA's area table gives those): for
   * a municipality the shipped table does not know yet.
   */
  office: string[]
}

/**
 * The demo town lies where 熱海市 is (SHELTER_BBOX), so its codes are 熱海市's: municipality
 * 2220500, seismic region 静岡県伊豆 440, tsunami region 静岡県 380; no designated river.
 */
export const DEFAULT_AREA_CODES = 'city:2220500,quake:440,quake:2220500,tsunami:380'

/**
 * wrangler.toml's per-minute Cron Trigger: the JMA feeds' poll. Any other cron is the hourly
 * housekeeping. (Kept here: a named export of worker/index.ts would be taken for an entrypoint.)
 */
export const JMA_POLL_CRON = '* * * * *'

export const DEFAULT_FEED_URL = 'https://www.data.jma.go.jp/developer/xml/feed'

/**
 * `city:2220500,tsunami:380,…`; unknown scopes and malformed codes are skipped (logged). The rest
 * follows from the municipality (`city`) through JMA's tables: the codes its warnings name (a
 * municipality warned in parts stands for its parts) and, unless `quake` entries are given, its
 * 地震情報／細分区域 and seismic municipality codes.
 */
export function readAreaCodes(raw: string | undefined): AreaCodes {
  const codes: AreaCodes = { city: [], quake: [], tsunami: [], flood: [], office: [] }
  const add = (list: string[], code: string) => {
    if (!list.includes(code)) list.push(code)
  }
  const towns: string[] = []
  for (const part of (raw?.trim() || DEFAULT_AREA_CODES).split(',')) {
    const [scope, code] = part.trim().split(':')
    if (scope && code && scope in codes && /^\d{3,12}$/.test(code)) {
      if (scope === 'city') towns.push(code)
      for (const one of scope === 'city' ? weatherCodes(code) : [code]) {
        add(codes[scope as keyof AreaCodes], one)
      }
    } else if (part.trim()) {
      console.warn(`alerts: JMA_AREA_CODES entry ignored: ${part}`)
    }
  }
  if (codes.quake.length === 0) {
    for (const town of towns) for (const code of quakeCodes(town)) add(codes.quake, code)
  }
  return codes
}

export interface FeedConfig {
  /** The folder of extra.xml and eqvol.xml (no trailing slash). */
  base: string
  codes: AreaCodes
  /** How long one request may take before it counts as a failure. */
  timeoutMs?: number
}

export function feedConfig(env: Env): FeedConfig {
  const vars = env as Env & { JMA_FEED_URL?: string; JMA_AREA_CODES?: string }
  return {
    base: (vars.JMA_FEED_URL?.trim() || DEFAULT_FEED_URL).replace(/\/+$/, ''),
    codes: readAreaCodes(vars.JMA_AREA_CODES),
  }
}

const unknownLogged = new Set<string>()

/**
 * The weather offices whose telegrams are the town's: each `city` code's office from JMA's area
 * table, and any `office` the town names. A code the table does not know reads nothing (the
 * deploy refuses it first; logged once here).
 */
export function officeCodes(codes: AreaCodes): string[] {
  const found = new Set(codes.office)
  for (const code of codes.city) {
    const office = officeOfMunicipality(code)
    if (office) found.add(office)
    else if (!unknownLogged.has(code)) {
      unknownLogged.add(code)
      console.warn(`alerts: municipality ${code} is not in JMA's area table: no office to read`)
    }
  }
  return [...found]
}

/** A drill may only run against a stand-in on this machine, never JMA's own feed. */
export function isLocalFeed(base: string): boolean {
  try {
    const host = new URL(base).hostname
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]'
  } catch {
    return false
  }
}
