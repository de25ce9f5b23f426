// Where the JMA feeds are and which of JMA's area codes are the town's (wrangler.toml
// JMA_FEED_URL, JMA_AREA_CODES; docs/configuration.md).

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

/** `city:2220500,quake:440,…`; unknown scopes and malformed codes are skipped (logged). */
export function readAreaCodes(raw: string | undefined): AreaCodes {
  const codes: AreaCodes = { city: [], quake: [], tsunami: [], flood: [] }
  for (const part of (raw?.trim() || DEFAULT_AREA_CODES).split(',')) {
    const [scope, code] = part.trim().split(':')
    if (scope && code && scope in codes && /^\d{3,12}$/.test(code)) {
      codes[scope as keyof AreaCodes].push(code)
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

/** The prefecture's weather office code for the town's municipality: 2220500 → 220000. */
export function officeCodes(codes: AreaCodes): string[] {
  return [...new Set(codes.city.map((code) => `${code.slice(0, 2)}0000`))]
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
