// Where the JMA feeds are and which of JMA's area codes are the town's (wrangler.toml
// JMA_FEED_URL, JMA_AREA_CODES; docs/configuration.md).
import { OFFICE_MUNICIPALITIES } from './jma-offices'

/** The town's codes per JMA code table; each telegram row matches against one of them. */
export interface AreaCodes {
  /** 気象・地震・火山情報／市町村等 (7 digits): weather warnings, 土砂災害警戒情報. */
  city: string[]
  /** 地震情報／細分区域 (3 digits) and the municipality's seismic code: 震度. */
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
 * `city:2220500,quake:440,…`; unknown scopes and malformed codes are skipped (logged). A
 * municipality JMA warns in parts (北見市 0120800: 0120801 北見市北見, 0120802 北見市留辺蘂) stands
 * for its parts, which are what its telegrams name.
 */
export function readAreaCodes(raw: string | undefined): AreaCodes {
  const codes: AreaCodes = { city: [], quake: [], tsunami: [], flood: [], office: [] }
  for (const part of (raw?.trim() || DEFAULT_AREA_CODES).split(',')) {
    const [scope, code] = part.trim().split(':')
    if (scope && code && scope in codes && /^\d{3,12}$/.test(code)) {
      const list = codes[scope as keyof AreaCodes]
      for (const one of scope === 'city' ? municipalityParts(code) : [code]) {
        if (!list.includes(one)) list.push(one)
      }
    } else if (part.trim()) {
      console.warn(`alerts: JMA_AREA_CODES entry ignored: ${part}`)
    }
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

let officeTable: Map<string, string> | null = null

/** Municipality → the office that issues its warnings, built once per isolate. */
function offices(): Map<string, string> {
  if (!officeTable) {
    officeTable = new Map()
    for (const [office, list] of Object.entries(OFFICE_MUNICIPALITIES)) {
      for (const code of list.split(' ')) officeTable.set(code, office)
    }
  }
  return officeTable
}

/**
 * The weather office JMA issues a municipality's warnings from, per JMA's area table (2220500
 * 熱海市 → 220000 静岡県; 0110000 札幌市 → 016000 石狩・空知・後志地方), or null when the table has no
 * such municipality.
 */
export function officeOfMunicipality(code: string): string | null {
  return offices().get(code) ?? null
}

/** A municipality's parts in JMA's table when it is warned in parts; otherwise the code itself. */
export function municipalityParts(code: string): string[] {
  if (offices().has(code) || !code.endsWith('00')) return [code]
  const parts = [...offices().keys()].filter((other) => other.slice(0, 5) === code.slice(0, 5))
  return parts.length > 0 ? parts.sort() : [code]
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
