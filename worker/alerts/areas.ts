// The town's JMA codes that follow from its municipality code, read from JMA's own area tables
// (jma-areas.ts, generated from data/jma/; data/jma/README.md): which weather office's telegrams
// to fetch, which 市町村等 its warnings name, and its 地震情報／細分区域. scripts/lib/jma-areas.mjs
// resolves the same way for the deploy plan, with the names.
import {
  OFFICE_MUNICIPALITIES,
  QUAKE_CITIES,
  QUAKE_REGION_CITIES,
  WEATHER_PARTS,
} from './jma-areas'

/** code → key of a generated `key: 'code code …'` table, built once per isolate. */
function inverse(table: Record<string, string>): () => Map<string, string> {
  let built: Map<string, string> | null = null
  return () => {
    if (!built) {
      built = new Map()
      for (const [key, list] of Object.entries(table)) {
        for (const code of list.split(' ')) built.set(code, key)
      }
    }
    return built
  }
}
const officeByMunicipality = inverse(OFFICE_MUNICIPALITIES)
const regionBySeismicCity = inverse(QUAKE_REGION_CITIES)

/**
 * The weather office whose telegrams name a municipality (2220500 熱海市 → 220000 静岡県;
 * 0110000 札幌市 → 016000 石狩・空知・後志地方), or null when JMA's table has no such 市町村等.
 */
export function officeOfMunicipality(code: string): string | null {
  return officeByMunicipality().get(code) ?? null
}

/**
 * The codes a municipality's warnings name: its parts when JMA warns it in parts (1410000
 * 横浜市 → 1410011 横浜市北部, 1410012 横浜市南部), else the code itself.
 */
export function weatherCodes(code: string): string[] {
  return WEATHER_PARTS[code]?.split(' ') ?? [code]
}

/**
 * A municipality's 震度 codes: its 地震情報／細分区域 and its 市町村等（地震） (2220500 熱海市 →
 * 440 静岡県伊豆, 2220500; 0110000 札幌市 → 101 石狩地方中部 and its ten wards). Empty when the
 * tables know no such municipality.
 */
export function quakeCodes(code: string): string[] {
  const cities = regionBySeismicCity().has(code) ? [code] : (QUAKE_CITIES[code]?.split(' ') ?? [])
  const regions = cities.map((city) => regionBySeismicCity().get(city) as string)
  return [...new Set([...regions, ...cities])]
}
