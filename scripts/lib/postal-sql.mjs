// Writing Japan Post's rows (src/shared/postal.ts parses them) into D1's postal_codes: as one SQL
// file for `wrangler d1 execute`, or through a D1 binding. No Node imports: the worker tests use it.

const quote = (value) => `'${String(value).replaceAll("'", "''")}'`
const quoteOrNull = (value) => (value == null ? 'NULL' : quote(value))

/**
 * KEN_ALL's rows with the romaji of KEN_ALL_ROME's row of the same code, municipality and town
 * (src/shared/postal-roman.ts parses it); a row the romanised file lacks keeps none.
 */
export function withRomaji(rows, romanRows = []) {
  const roman = new Map(romanRows.map((r) => [`${r.code}|${r.city}|${r.town}`, r]))
  return rows.map((row) => {
    const r = roman.get(`${row.code}|${row.city}|${row.town}`)
    return r
      ? {
          ...row,
          prefecture_roman: r.prefecture_roman,
          city_roman: r.city_roman,
          town_roman: r.town_roman,
        }
      : row
  })
}

/** SQL that replaces the rows the import covers (one prefecture, or all) with `rows`. */
export function postalImportSql(rows, prefecture = null) {
  const lines = [
    prefecture
      ? `DELETE FROM postal_codes WHERE prefecture = ${quote(prefecture)};`
      : 'DELETE FROM postal_codes;',
  ]
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map(
        (r) =>
          `(${[r.code, r.prefecture, r.city, r.town].map(quote).join(', ')}, ${[
            r.prefecture_roman,
            r.city_roman,
            r.town_roman,
          ]
            .map(quoteOrNull)
            .join(', ')})`,
      )
    lines.push(
      `INSERT OR IGNORE INTO postal_codes (code, prefecture, city, town, prefecture_roman, city_roman, town_roman) VALUES ${values.join(', ')};`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** Writes the rows through a D1 binding (local proxy or a test's env.DB) in one batch. */
export async function importPostalRows(db, rows, prefecture = null) {
  const statements = postalImportSql(rows, prefecture)
    .trim()
    .split('\n')
    .map((sql) => db.prepare(sql))
  await db.batch(statements)
  return rows.length
}
