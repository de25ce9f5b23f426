import { TELEGRAM_ROWS, type TelegramRow } from './telegrams'

// Which telegram types have named which of the town's areas (alert_telegram_areas), for the rows
// that give way to another type: 土砂災害警戒情報 VXWW50 speaks for the town only until the R06
// 土砂 telegram VPWW56 has named it (docs/product.md "Which telegram gives which kind and level").

/** True when `row` gives way and its successor has already named one of the town's areas. */
export async function isSuperseded(
  db: D1Database,
  row: TelegramRow,
  townCodes: readonly string[],
): Promise<boolean> {
  if (!row.supersededBy || townCodes.length === 0) return false
  const hit = await db
    .prepare(
      `SELECT 1 AS hit FROM alert_telegram_areas
       WHERE telegram_type = ?1 AND area_code IN (SELECT value FROM json_each(?2)) LIMIT 1`,
    )
    .bind(row.supersededBy, JSON.stringify(townCodes))
    .first<{ hit: number }>()
  return hit !== null
}

/** Notes the areas a real (通常) telegram named, when another row gives way to its type. */
export async function noteNamedAreas(
  db: D1Database,
  type: string,
  areaCodes: readonly string[],
): Promise<void> {
  if (!TELEGRAM_ROWS.some((row) => row.supersededBy === type) || areaCodes.length === 0) return
  await db
    .prepare(
      `INSERT INTO alert_telegram_areas (telegram_type, area_code, first_read_at)
       SELECT ?1, value, ?3 FROM json_each(?2) WHERE true
       ON CONFLICT (telegram_type, area_code) DO NOTHING`,
    )
    .bind(type, JSON.stringify([...new Set(areaCodes)]), new Date().toISOString())
    .run()
}
