import type { AlertLevel } from '../../src/shared/api/alerts'

// How a JMA 種別 becomes the app's level (docs/product.md "Disaster mode"). 0 = nothing in force
// (解除, なし, 予報, 注意報級未満). Codes are JMA's code tables (警報等情報要素); names are the
// fallback, because the 防災気象情報 of 2026 names carry their level (「レベル４大雨危険警報」).

export type ReportLevel = 0 | AlertLevel

/** A digit JMA writes full-width (「レベル４」「震度５弱」) or plain. */
function digit(char: string): number {
  const wide = '０１２３４５６７８９'.indexOf(char)
  return wide >= 0 ? wide : Number(char)
}

/** 気象警報・注意報 codes, per kind: the R06 telegrams and the H27 ones share the table. */
const WEATHER_CODES: Record<string, ReportLevel> = {
  // 大雨: 注意報, 警報, 危険警報, 特別警報
  '10': 2,
  '03': 3,
  '43': 4,
  '33': 5,
  // 土砂災害
  '29': 2,
  '09': 3,
  '49': 4,
  '39': 5,
  // 高潮
  '19': 2,
  '08': 3,
  '48': 4,
  '38': 5,
  // 暴風・暴風雪・強風・風雪 (no 警戒レベル: 警報 counts as 3, 特別警報 as 5)
  '15': 2,
  '13': 2,
  '05': 3,
  '02': 3,
  '35': 5,
  '32': 5,
  // 波浪
  '16': 2,
  '07': 3,
  '37': 5,
  // 大雪 (no 警戒レベル: 警報 counts as 3, 特別警報 as 5): JMA samples 15_16_06_241226_VPWW60
  // (注意報 12, 警報 06) and 15_11_03_150916_VPWW54 (特別警報 36)
  '12': 2,
  '06': 3,
  '36': 5,
  '00': 0,
}

/** The level a 種別 name states: 「レベル３大雨警報」, 「大雨特別警報」, 「波浪注意報」. */
export function levelFromName(name: string): ReportLevel | null {
  if (/解除|なし/.test(name)) return 0
  const stated = /レベル([２-５2-5])/.exec(name)?.[1]
  if (stated) return digit(stated) as ReportLevel
  if (name.includes('特別警報')) return 5
  if (name.includes('危険警報')) return 4
  if (name.includes('警報')) return 3
  if (name.includes('注意報')) return 2
  return null
}

export function weatherLevel(code: string, name: string): ReportLevel | null {
  return WEATHER_CODES[code] ?? levelFromName(name)
}

/**
 * 指定河川洪水予報, JMA's code table of its 種別 (防災情報XML 個別コード表): 10 氾濫注意情報解除;
 * 20 氾濫注意情報 (洪水注意報 発表), 21 (洪水注意報 継続), 22 氾濫注意情報（警戒情報解除） (a warning
 * down to 注意) → 2; 30/31 氾濫警戒情報 → 3; 40/41 氾濫危険情報 → 4; 50–53 氾濫発生情報 → 5.
 * The code decides: 22's name says 解除 but the river is still at 氾濫注意.
 */
const FLOOD_CODES: Record<string, ReportLevel> = {
  '10': 0,
  '20': 2,
  '21': 2,
  '22': 2,
  '30': 3,
  '31': 3,
  '40': 4,
  '41': 4,
  '50': 5,
  '51': 5,
  '52': 5,
  '53': 5,
}

export function floodLevel(code: string, name: string): ReportLevel | null {
  return FLOOD_CODES[code] ?? levelFromName(name)
}

/**
 * 津波警報・注意報・予報: 大津波警報 5 (特別警報), 津波警報 4 (leave the coast now: the same as
 * 避難指示), 津波注意報 3 (out of the water and off the shore: the banner shows); 予報 and 解除 0.
 */
export function tsunamiLevel(code: string): ReportLevel | null {
  const byCode: Record<string, ReportLevel> = {
    '52': 5,
    '53': 5,
    '51': 4,
    '62': 3,
    '00': 0,
    '50': 0,
    '60': 0,
    '71': 0,
    '72': 0,
    '73': 0,
  }
  return byCode[code] ?? null
}

/**
 * 震度 in the town's area: 6弱 and above 4 (shelters needed now), 5弱/5強 3, 4 is 2 (the
 * advisories topic); 3 and below are no alert. 「震度５弱以上未入電」 counts as 5弱.
 */
export function intensityLevel(name: string): ReportLevel | null {
  const match = /震度([１-７1-7])([弱強])?/.exec(name)
  if (!match?.[1]) return null
  const value = digit(match[1])
  if (value >= 6) return 4
  if (value === 5) return 3
  if (value === 4) return 2
  return 0
}
